import type { PriceTypeOnDate } from '@yatrika/contract/price-calculation';
import { pricesWithRules } from '@yatrika/contract/date-prices';
import { addDays } from '@yatrika/contract/dates';
import type { StoredPriceType } from '@yatrika/contract/tour-prices';
import { tourPriceTypes } from '@yatrika/contract/tour-prices';
import type { Executor } from '../../db/client.ts';
import { rulesBetween } from './date-price-rules.ts';

/** What pricing reads of a tour row. */
export interface PricedTour {
  id: string;
  pricePaise: number;
  priceTypes: StoredPriceType[];
}

/**
 * A tour's prices by person type on one date: what `priceBooking` is given for a booking on that
 * date. The tour's own prices with the operator's date prices applied (decision 031); this and
 * `pricesOnDates` are the only places a date's prices are resolved.
 */
export async function pricesOnDate(db: Executor, tour: PricedTour, date: string): Promise<PriceTypeOnDate[]> {
  const rules = await rulesBetween(db, tour.id, date, date);
  return pricesWithRules(tourPriceTypes(tour.pricePaise, tour.priceTypes), rules, date);
}

/** The prices of every date from `from` for `days` days, in one query (a calendar, a list of dates). */
export async function pricesOnDates(db: Executor, tour: PricedTour, from: string, days: number): Promise<Map<string, PriceTypeOnDate[]>> {
  const to = addDays(from, days - 1);
  const rules = await rulesBetween(db, tour.id, from, to);
  const tourPrices = tourPriceTypes(tour.pricePaise, tour.priceTypes);
  const byDate = new Map<string, PriceTypeOnDate[]>();
  for (let offset = 0; offset < days; offset += 1) {
    const date = addDays(from, offset);
    byDate.set(date, pricesWithRules(tourPrices, rules, date));
  }
  return byDate;
}
