import { describe, expect, it } from 'vitest';
import { datePriceDaysInWords } from './date-price-messages.ts';
import { compactRupees, pricesWithRules, ruleCovers, type DatePriceRuleRow } from './date-price-rules.ts';
import { createDatePriceRequest } from './date-prices.ts';

const tour = [
  { type: 'adult' as const, pricePaise: 200_000, takesSeat: true },
  { type: 'child' as const, pricePaise: 100_000, takesSeat: true },
  { type: 'infant' as const, pricePaise: 10_000, takesSeat: false },
  { type: 'senior' as const, pricePaise: 150_000, takesSeat: true },
];
const rule = (fields: Partial<DatePriceRuleRow>): DatePriceRuleRow => ({
  firstDate: '2026-12-01',
  lastDate: '2026-12-31',
  weekdays: null,
  adultPricePaise: 280_000,
  childPricePaise: null,
  seniorPricePaise: null,
  createdAt: new Date('2026-11-20T00:00:00Z'),
  ...fields,
});

describe('prices per date (decision 031)', () => {
  it('covers the dates of its range, on its weekdays only when it names them', () => {
    const weekends = rule({ weekdays: [0, 6] });
    expect(ruleCovers(weekends, '2026-12-05')).toBe(true); // a Saturday
    expect(ruleCovers(weekends, '2026-12-06')).toBe(true); // a Sunday
    expect(ruleCovers(weekends, '2026-12-07')).toBe(false); // a Monday
    expect(ruleCovers(weekends, '2027-01-02')).toBe(false); // a Saturday after the range
    expect(ruleCovers(rule({}), '2026-12-01')).toBe(true);
    expect(ruleCovers(rule({}), '2026-11-30')).toBe(false);
  });

  it('lets the first (newest) covering rule set the prices it names; infants keep the tour price', () => {
    const newest = rule({ firstDate: '2026-12-24', lastDate: '2026-12-26', adultPricePaise: 350_000, seniorPricePaise: 300_000 });
    const older = rule({ childPricePaise: 120_000 });
    expect(pricesWithRules(tour, [newest, older], '2026-12-25')).toEqual([
      { type: 'adult', pricePaise: 350_000, takesSeat: true },
      { type: 'child', pricePaise: 100_000, takesSeat: true },
      { type: 'infant', pricePaise: 10_000, takesSeat: false },
      { type: 'senior', pricePaise: 300_000, takesSeat: true },
    ]);
    expect(pricesWithRules(tour, [newest, older], '2026-12-10').map((each) => each.pricePaise)).toEqual([280_000, 120_000, 10_000, 150_000]);
    expect(pricesWithRules(tour, [newest, older], '2027-01-10')).toEqual(tour);
  });

  it('writes prices short for a calendar cell', () => {
    expect(compactRupees(950)).toBe('₹950');
    expect(compactRupees(2000)).toBe('₹2k');
    expect(compactRupees(2800)).toBe('₹2.8k');
    expect(compactRupees(2849.5)).toBe('₹2.8k');
    expect(compactRupees(18_999.5)).toBe('₹19k');
    expect(compactRupees(125_000)).toBe('₹1.3L');
  });

  it('says which days a rule covers', () => {
    expect(datePriceDaysInWords(null)).toBe('Every day');
    expect(datePriceDaysInWords([0, 6])).toBe('Sundays and Saturdays');
    expect(datePriceDaysInWords([1, 3, 5])).toBe('Mondays, Wednesdays and Fridays');
  });

  it('takes prices as numbers or text, and weekdays in any order with repeats', () => {
    const parsed = createDatePriceRequest.parse({ from: '2026-12-01', to: '2026-12-31', weekdays: [6, 0, 6], prices: { adult: '2800.50', child: 1400 } });
    expect(parsed).toEqual({ from: '2026-12-01', to: '2026-12-31', weekdays: [0, 6], prices: { adult: 2800.5, child: 1400 } });
    expect(createDatePriceRequest.parse({ from: '2026-12-01', to: '2026-12-01', weekdays: [], prices: { adult: 1 } }).weekdays).toBeNull();
  });
});
