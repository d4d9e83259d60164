import { categoryGear } from './category-gear.ts';
import type { PackingGuideGenerator, PackingGuideInput } from './generator.ts';
import type { Precipitation } from './regions.ts';
import {
  clothing,
  documentsAndMoney,
  electronics,
  footwear,
  forYourGroup,
  healthAndSafety,
  type Section,
  toiletries,
} from './sections.ts';
import { describeTrip, type Trip } from './trip.ts';

/** Tour titles and locations come from administrators: they must not become markdown. */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_[\]<>#|~]/g, '\\$&').replace(/\s+/g, ' ').trim();
}

const rainPhrase: Record<Precipitation, string> = {
  dry: 'mostly dry',
  showers: 'with showers likely',
  'heavy rain': 'with heavy rain',
  snow: 'with snow likely',
};

const celsius = (value: number) => `${value < 0 ? '−' : ''}${Math.abs(value)}`;

const dayCount = (days: number) => (days === 1 ? '1 day' : `${days} days`);

function intro(trip: Trip): string[] {
  const [year, , day] = trip.bookingDate.split('-');
  const party = trip.numPeople === 1 ? 'one traveller' : trip.partyWords;
  const name = escapeMarkdown(trip.travellerName) || 'traveller';
  return [
    `# Packing guide: ${escapeMarkdown(trip.tourTitle)}`,
    '',
    `Namaste ${name}! Here is what to pack for **${escapeMarkdown(trip.tourTitle)}** in ${escapeMarkdown(trip.location)}, ` +
      `starting ${Number(day)} ${trip.monthName} ${year}, for ${party}.`,
    trip.tripDaysFromTour
      ? `This tour lasts ${dayCount(trip.tripDays)}, so this guide plans for ${dayCount(trip.tripDays)}.`
      : `The tour is no longer listed, so this guide plans for about ${dayCount(trip.tripDays)}: ` + 'scale the clothes if your trip is longer or shorter.',
  ];
}

function weather(trip: Trip): string[] {
  const { season, region } = trip;
  const where =
    region.id === 'unknown'
      ? `We could not place ${escapeMarkdown(trip.location)} on our climate map, so this is India's general pattern for ${trip.monthName}`
      : `${trip.monthName} in ${region.name}`;
  return [
    '## Weather to expect',
    '',
    `${where}: **${season.name}**, about ${celsius(season.minC)} to ${celsius(season.maxC)} °C, ${rainPhrase[season.precipitation]}. ${season.summary}`,
    'Check the forecast a few days before you leave: mountain and coastal weather can change quickly.',
  ];
}

function section({ heading, items }: Section): string[] {
  return [`## ${heading}`, '', ...items.map((item) => `- ${item}`)];
}

/** The whole guide as markdown: same input, same guide, byte for byte. */
export function writePackingGuide(input: PackingGuideInput): string {
  const trip = describeTrip(input);
  const sections = [
    clothing(trip),
    footwear(trip),
    documentsAndMoney(trip),
    healthAndSafety(trip),
    electronics(trip),
    categoryGear(trip),
    toiletries(trip),
    forYourGroup(trip),
  ];
  const blocks = [intro(trip), weather(trip), ...sections.map(section), ['Have a wonderful trip, from all of us at Yatrika!']];
  return `${blocks.map((lines) => lines.join('\n')).join('\n\n')}\n`;
}

/** The default provider: no network, no keys, and a guide worth reading. */
export class OfflinePackingGuideGenerator implements PackingGuideGenerator {
  async generate(input: PackingGuideInput): Promise<string> {
    return writePackingGuide(input);
  }
}
