import type { PackingGuideInput } from './generator.ts';
import { type Region, regionOf, type Season, seasonOn } from './regions.ts';

/** A booking seen the way a packing guide needs it: where, when, what weather, what kind of days. */
export interface Trip extends PackingGuideInput {
  region: Region;
  season: Season;
  /** "July" */
  monthName: string;
  /** Night lows near or below 8 °C. */
  cold: boolean;
  /** Night lows at or below freezing. */
  freezing: boolean;
  /** Daytime highs of 32 °C or more. */
  hot: boolean;
  /** Showers or heavy rain are likely. */
  wet: boolean;
  heavyRain: boolean;
  snow: boolean;
  /** Beaches or backwaters, in a season when the water is pleasant. */
  beach: boolean;
  /** Few ATMs, patchy network: mountains, the northeast, the islands. */
  remote: boolean;
  activities: Activities;
}

export interface Activities {
  trek: boolean;
  water: boolean;
  diving: boolean;
  camping: boolean;
  safari: boolean;
  airSports: boolean;
  pilgrimClimb: boolean;
}

const monthNames = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
];

/** "July" for "2026-07-14". */
export const monthNameOf = (date: string) => monthNames[Number(date.slice(5, 7)) - 1] ?? 'the month of travel';

const has = (text: string, pattern: RegExp) => pattern.test(text);

function activitiesIn(text: string): Activities {
  return {
    trek: has(text, /\b(trek\w*|hike|hiking|base camp|trail|climb\w*|expedition)\b/i),
    water: has(text, /\b(rafting|kayak\w*|canoe\w*|diving|scuba|snorkel\w*|surf\w*|beach\w*|water sports?|swim\w*)\b/i),
    diving: has(text, /\b(diving|scuba|snorkel\w*)\b/i),
    camping: has(text, /\b(camp|camps|camping|tent|tents|glamping)\b/i),
    safari: has(text, /\b(safari|jungle|wildlife|tiger|national park|corbett|kaziranga|ranthambore|kanha|bandhavgarh|pench|gir)\b/i),
    airSports: has(text, /\b(paragliding|skydiving|sky diving|bungee|zip ?line|parasailing)\b/i),
    pilgrimClimb: has(text, /\b(kedarnath|vaishno devi|amarnath|hemkund|yamunotri|tungnath|sabarimala|girnar|tirumala)\b/i),
  };
}

export function describeTrip(input: PackingGuideInput): Trip {
  const region = regionOf(input.location, input.tourTitle);
  const season = seasonOn(region, input.bookingDate);
  const text = `${input.tourTitle} ${input.location}`;
  const wet = season.precipitation === 'showers' || season.precipitation === 'heavy rain';
  const heavyRain = season.precipitation === 'heavy rain';
  return {
    ...input,
    region,
    season,
    monthName: monthNameOf(input.bookingDate),
    cold: season.minC <= 8,
    freezing: season.minC <= 0,
    hot: season.maxC >= 32,
    wet,
    heavyRain,
    snow: season.precipitation === 'snow',
    beach: (region.waterside || /\bbeach/i.test(text)) && !heavyRain && season.minC >= 18,
    remote: region.highAltitude || region.id === 'northeast' || region.id === 'islands',
    activities: activitiesIn(text),
  };
}
