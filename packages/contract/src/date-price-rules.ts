import type { PriceTypeOnDate } from './price-calculation.ts';

/** A date price rule as the rule below needs it (paise). */
export interface DatePriceRuleRow {
  firstDate: string;
  lastDate: string;
  weekdays: readonly number[] | null;
  adultPricePaise: number;
  childPricePaise: number | null;
  seniorPricePaise: number | null;
  createdAt: Date;
}

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** Whether a rule covers a date: within its range and, when it names weekdays, on one of them. */
export function ruleCovers(rule: Pick<DatePriceRuleRow, 'firstDate' | 'lastDate' | 'weekdays'>, date: string): boolean {
  return date >= rule.firstDate && date <= rule.lastDate && (rule.weekdays === null || rule.weekdays.includes(weekdayOf(date)));
}

/**
 * A tour's prices on a date (decision 031): the latest created rule that covers the date sets the
 * adult price and, where it names them, the child and senior prices; every other price, and every
 * price on a date no rule covers, is the tour's own. Infants always keep the tour's price. Rules
 * are given newest first.
 */
export function pricesWithRules(tourPrices: readonly PriceTypeOnDate[], rulesNewestFirst: readonly DatePriceRuleRow[], date: string): PriceTypeOnDate[] {
  const rule = rulesNewestFirst.find((each) => ruleCovers(each, date));
  if (!rule) return [...tourPrices];
  return tourPrices.map((each) => {
    if (each.type === 'adult') return { ...each, pricePaise: rule.adultPricePaise };
    if (each.type === 'child' && rule.childPricePaise !== null) return { ...each, pricePaise: rule.childPricePaise };
    if (each.type === 'senior' && rule.seniorPricePaise !== null) return { ...each, pricePaise: rule.seniorPricePaise };
    return each;
  });
}

/** "₹2.8k", "₹950", "₹1.2L": a price short enough for a calendar cell. */
export function compactRupees(rupees: number): string {
  if (rupees >= 100_000) return `₹${trim(rupees / 100_000)}L`;
  if (rupees >= 1_000) return `₹${trim(rupees / 1_000)}k`;
  return `₹${Math.round(rupees)}`;
}
const trim = (value: number) => (value >= 100 ? String(Math.round(value)) : String(Math.round(value * 10) / 10));
