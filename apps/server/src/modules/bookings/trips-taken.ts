import { sql, type SQL } from 'drizzle-orm';

/**
 * The latest departure date ("YYYY-MM-DD") of a tour that a traveller took: a booking of it whose
 * date is before `today` (India) and that was not cancelled; null when there is none. A correlated
 * subquery, so a list can order and page by it in one statement. `userId` and `tourId` are the
 * outer query's columns written with their table's name (`sql.raw('reviews.user_id')`): Drizzle
 * renders column objects unqualified in some selections, where they would read as the bookings'
 * own. A booked trip whose day has passed is what the site calls completed (`effectiveStatus`);
 * one still pending is counted too, as it was paid for and never cancelled.
 */
export function latestTripTaken(userId: SQL, tourId: SQL, today: string): SQL<string | null> {
  return sql<string | null>`(select max(taken.booking_date)::text from bookings as taken
    where taken.user_id = ${userId} and taken.tour_id = ${tourId}
      and taken.status <> 'canceled' and taken.booking_date < ${today}::date)`;
}
