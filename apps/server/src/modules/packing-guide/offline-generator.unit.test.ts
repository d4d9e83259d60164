import { describe, expect, it } from 'vitest';
import type { PackingGuideInput } from './generator.ts';
import { writePackingGuide } from './offline-generator.ts';

const base: PackingGuideInput = {
  tourTitle: 'Spiti Valley Trek',
  location: 'Spiti, Himachal Pradesh',
  category: 'adventure',
  bookingDate: '2026-06-10',
  numPeople: 2,
  partyWords: '2 people',
  tripDays: 6,
  tripDaysFromTour: true,
  travellerName: 'Asha',
};

const guide = (overrides: Partial<PackingGuideInput> = {}) => writePackingGuide({ ...base, ...overrides });

/** The text under one "## " heading, up to the next one. */
function section(markdown: string, heading: string): string {
  const start = markdown.indexOf(`\n## ${heading}\n`);
  if (start === -1) throw new Error(`no section "${heading}" in:\n${markdown}`);
  const end = markdown.indexOf('\n## ', start + 1);
  return markdown.slice(start, end === -1 ? undefined : end);
}

const categorySections = ['Adventure gear', 'For temple and shrine visits', 'Heritage walks', 'For a romantic getaway', 'For days out'];

describe('offline packing guide', () => {
  it("plans for the tour's own length and says it", () => {
    expect(guide({ tripDays: 2 })).toContain('This tour lasts 2 days, so this guide plans for 2 days.');
    expect(guide({ tripDays: 1 })).toContain('This tour lasts 1 day, so this guide plans for 1 day.');
    expect(guide({ tripDays: 2 })).not.toContain('plans for about');
  });

  it('says the length is an estimate when the tour is gone', () => {
    expect(guide({ tripDays: 3, tripDaysFromTour: false })).toContain('The tour is no longer listed, so this guide plans for about 3 days');
  });

  it('has the common sections, in order, after an intro naming tour, place, month and party', () => {
    const markdown = guide();
    expect(markdown).toMatch(/^# Packing guide: Spiti Valley Trek\n/);
    expect(markdown).toContain('Namaste Asha!');
    expect(markdown).toContain('in Spiti, Himachal Pradesh, starting 10 June 2026, for 2 people');
    expect(markdown).toContain('about 6 days');
    const headings = [...markdown.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
    expect(headings).toEqual([
      'Weather to expect',
      'Clothing',
      'Footwear',
      'Documents and money',
      'Health and safety',
      'Electronics',
      'Adventure gear',
      'Toiletries',
      'For your group of 2',
    ]);
    expect(markdown).not.toMatch(/\]\(/);
  });

  it('gives an adventure tour trekking shoes and layers', () => {
    const gear = section(guide({ category: 'adventure' }), 'Adventure gear');
    expect(gear).toMatch(/trekking shoes/i);
    expect(gear).toMatch(/layers/i);
    expect(gear).toMatch(/daypack/i);
  });

  it('dresses a religious tour modestly: shoulders and knees covered, a head covering, easy-off shoes', () => {
    const markdown = guide({ category: 'religious', tourTitle: 'Golden Temple Visit', location: 'Amritsar, Punjab' });
    const temple = section(markdown, 'For temple and shrine visits');
    expect(temple).toContain('cover shoulders and knees');
    expect(temple).toMatch(/cover your head at gurdwaras/);
    expect(temple).toMatch(/slip-on shoes/);
    expect(markdown).not.toContain('## Adventure gear');
  });

  it('prepares a historical tour for heritage walks', () => {
    const markdown = guide({ category: 'historical & cultural', tourTitle: 'Mughal Agra', location: 'Agra, Uttar Pradesh' });
    const walks = section(markdown, 'Heritage walks');
    expect(walks).toMatch(/walking shoes/);
    expect(walks).toMatch(/monument tickets/);
  });

  it('packs a romantic getaway for dinners out', () => {
    const markdown = guide({ category: 'romantic', tourTitle: 'Udaipur Lakeside Escape', location: 'Udaipur, Rajasthan' });
    expect(section(markdown, 'For a romantic getaway')).toMatch(/smart-casual outfits for dinners/);
  });

  it('writes exactly one category section, or a general one without a category', () => {
    for (const [category, heading] of [
      ['adventure', 'Adventure gear'],
      ['religious', 'For temple and shrine visits'],
      ['historical & cultural', 'Heritage walks'],
      ['romantic', 'For a romantic getaway'],
      [null, 'For days out'],
    ] as const) {
      const markdown = guide({ category });
      expect(categorySections.filter((candidate) => markdown.includes(`## ${candidate}\n`)), String(category)).toEqual([heading]);
    }
  });

  it('brings rain gear to Goa in July: the monsoon', () => {
    const markdown = guide({ tourTitle: 'Goa Beach Holiday', location: 'Goa', category: 'romantic', bookingDate: '2026-07-15' });
    expect(section(markdown, 'Weather to expect')).toMatch(/July in the Konkan and Goa coast: \*\*Monsoon\*\*.*heavy rain/);
    const clothes = section(markdown, 'Clothing');
    expect(clothes).toMatch(/rain jacket or poncho/);
    expect(clothes).toMatch(/umbrella/);
    expect(clothes).not.toMatch(/Swimwear/);
    expect(section(markdown, 'Health and safety')).toMatch(/Mosquito repellent/);
    expect(section(markdown, 'For your group of 2')).toContain('Rain ponchos: 2, one each');
  });

  it('brings rain gear to Kerala in July, and swimwear to Goa in December', () => {
    const kerala = guide({ tourTitle: 'Alleppey Houseboat', location: 'Alleppey, Kerala', category: 'romantic', bookingDate: '2026-07-02' });
    expect(section(kerala, 'Weather to expect')).toMatch(/Southwest monsoon/);
    expect(section(kerala, 'Clothing')).toMatch(/umbrella/);

    const goaWinter = guide({ tourTitle: 'Goa Beach Holiday', location: 'Goa', category: 'romantic', bookingDate: '2026-12-20' });
    expect(section(goaWinter, 'Weather to expect')).toMatch(/\*\*Winter\*\*/);
    expect(section(goaWinter, 'Clothing')).not.toMatch(/umbrella/);
    expect(section(goaWinter, 'Clothing')).toMatch(/Swimwear/);
  });

  it('brings the monsoon to Kerala from late May', () => {
    expect(section(guide({ location: 'Kochi, Kerala', bookingDate: '2026-05-10' }), 'Weather to expect')).toMatch(/Summer \(pre-monsoon\)/);
    expect(section(guide({ location: 'Kochi, Kerala', bookingDate: '2026-05-28' }), 'Weather to expect')).toMatch(/Southwest monsoon/);
  });

  it('brings thermals and a down jacket to Ladakh in January, with altitude advice and the permit', () => {
    const markdown = guide({ tourTitle: 'Chadar Trek', location: 'Leh, Ladakh', bookingDate: '2027-01-12' });
    expect(section(markdown, 'Weather to expect')).toMatch(/January in the Ladakh and Spiti cold desert: \*\*Winter\*\*, about −20 to 0 °C/);
    const clothes = section(markdown, 'Clothing');
    expect(clothes).toMatch(/Thermal base layers/);
    expect(clothes).toMatch(/down jacket/);
    expect(section(markdown, 'Health and safety')).toMatch(/Altitude sickness/);
    expect(section(markdown, 'Documents and money')).toMatch(/Inner Line Permit/);
    expect(section(markdown, 'Electronics')).toMatch(/postpaid SIM/);
  });

  it('brings thermals and a down jacket to Manali in January, without altitude warnings', () => {
    const markdown = guide({ tourTitle: 'Manali Snow Holiday', location: 'Manali, Himachal Pradesh', category: 'romantic', bookingDate: '2027-01-05' });
    expect(section(markdown, 'Weather to expect')).toMatch(/\*\*Winter\*\*.*snow/);
    expect(section(markdown, 'Clothing')).toMatch(/Thermal base layers/);
    expect(section(markdown, 'Clothing')).toMatch(/down jacket/);
    expect(markdown).not.toMatch(/Altitude sickness/);
  });

  it('does not send a summer traveller to Agra with a down jacket', () => {
    const markdown = guide({ tourTitle: 'Taj Mahal Tour', location: 'Agra, Uttar Pradesh', category: 'historical & cultural', bookingDate: '2026-05-10' });
    expect(section(markdown, 'Weather to expect')).toMatch(/Summer \(pre-monsoon\)/);
    expect(markdown).not.toMatch(/down jacket|Thermal/);
    expect(section(markdown, 'Clothing')).toMatch(/breathable cotton or linen/);
  });

  it('scales quantities with the party size and caps clothes at a week', () => {
    const couple = section(guide({ numPeople: 2, tripDays: 5 }), 'For your group of 2');
    expect(couple).toContain('Tops or t-shirts: 5 each, 10 in all');
    expect(couple).toContain('Sets of underwear and socks: 6 each, 12 in all');

    const family = section(guide({ numPeople: 4, tripDays: 10 }), 'For your group of 4');
    expect(family).toContain('Tops or t-shirts: 7 each, 28 in all');
    expect(family).toContain('Headlamps: 4, one each');
    expect(family).toContain('First-aid kit: 1 shared kit');

    const busload = section(guide({ numPeople: 13 }), 'For your group of 13');
    expect(busload).toContain('First-aid kit: 3 shared kits');
    expect(busload).toMatch(/meeting point/);

    const solo = guide({ numPeople: 1 });
    expect(solo).toContain('for one traveller');
    expect(section(solo, 'For you, travelling solo')).toContain('Tops or t-shirts: 6');
  });

  it('says so when it cannot place the location, and still writes a whole guide', () => {
    const markdown = guide({ tourTitle: 'Mystery Tour', location: 'Somewhere Nice', category: null, bookingDate: '2026-08-01' });
    expect(section(markdown, 'Weather to expect')).toMatch(/could not place Somewhere Nice on our climate map/);
    expect(markdown).toContain('## For days out');
  });

  it('keeps tour text from becoming markdown', () => {
    const markdown = guide({ tourTitle: '[Win](javascript:alert(1)) *Trek*', location: '<b>Leh</b>' });
    expect(markdown).toContain('\\[Win\\](javascript:alert(1)) \\*Trek\\*');
    expect(markdown).toContain('\\<b\\>Leh\\</b\\>');
  });

  it('is deterministic: the same booking gives the same guide', () => {
    const input = { ...base, category: 'religious' as const, location: 'Varanasi', bookingDate: '2026-11-03', numPeople: 5 };
    expect(writePackingGuide(input)).toBe(writePackingGuide({ ...input }));
    expect(writePackingGuide(input)).not.toBe(writePackingGuide({ ...input, bookingDate: '2026-07-03' }));
  });
});

describe('the party it packs for', () => {
  it('names a family by who is in it, and packs for everyone, the infant on a lap too', () => {
    const markdown = guide({ numPeople: 3, partyWords: '2 adults, 1 infant' });
    expect(markdown).toContain('starting 10 June 2026, for 2 adults, 1 infant.');
    expect(markdown).toContain('For your group of 3');
  });
});
