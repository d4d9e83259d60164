import type { DatePriceRuleRow } from '@yatrika/contract/date-prices';
import { and, desc, eq, gte, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { tourDatePrices } from '../../db/schema/date-prices.ts';

export type DatePriceRow = typeof tourDatePrices.$inferSelect;

/**
 * A tour's rules that touch `from`…`to`, newest first (latest created wins, decision 031): one
 * query for any number of dates, through the (tour, last date) index.
 */
export function rulesBetween(db: Executor, tourId: string, from: string, to: string): Promise<DatePriceRuleRow[]> {
  return db
    .select()
    .from(tourDatePrices)
    .where(and(eq(tourDatePrices.tourId, tourId), gte(tourDatePrices.lastDate, from), lte(tourDatePrices.firstDate, to)))
    .orderBy(desc(tourDatePrices.createdAt), desc(tourDatePrices.id));
}
