import type { IndianState } from '@yatrika/contract/indian-states';
import { and, eq, gte, lte, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { tours } from '../../db/schema/tours.ts';
import { rupeesToPaise } from '../../lib/money.ts';
import { dateAvailability } from '../departures/public.ts';

/** The filters of a tour list, as the query parameters give them (prices in rupees). */
export interface TourFilters {
  state?: IndianState | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  minDays?: number | undefined;
  maxDays?: number | undefined;
  /** YYYY-MM-DD: tours that run that day with a seat left. */
  date?: string | undefined;
}

/** The filters that read only the tour's own columns. */
export function tourFieldFilters(filters: TourFilters): SQL | undefined {
  return and(
    filters.state === undefined ? undefined : eq(tours.state, filters.state),
    filters.minPrice === undefined ? undefined : gte(tours.pricePaise, rupeesToPaise(filters.minPrice)),
    filters.maxPrice === undefined ? undefined : lte(tours.pricePaise, rupeesToPaise(filters.maxPrice)),
    filters.minDays === undefined ? undefined : gte(tours.durationDays, filters.minDays),
    filters.maxDays === undefined ? undefined : lte(tours.durationDays, filters.maxDays),
  );
}

/**
 * "Runs on this date with seats left", by the departures' own rule (bookings/departures):
 * nothing on a day that cannot be booked, otherwise every tour but the closed and full ones.
 */
export async function runsOnDate(db: Database, date: string | undefined, horizonDays: number): Promise<SQL | undefined> {
  if (date === undefined) return undefined;
  const availability = await dateAvailability(db, date, { horizonDays });
  if (!availability.bookable) return sql`false`;
  return availability.unavailableTourIds.length === 0 ? undefined : notInArray(tours.id, availability.unavailableTourIds);
}
