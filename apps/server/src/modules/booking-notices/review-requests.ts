import { addDays, todayInIndia } from '@yatrika/contract/dates';
import { and, eq, gt, gte, lt, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { bookingAttendance } from '../../db/schema/check-ins.ts';
import { emails } from '../../db/schema/emails.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { tours } from '../../db/schema/tours.ts';
import { users } from '../../db/schema/users.ts';
import { defineJob } from '../../jobs/types.ts';
import { queueScheduledEmails } from './booking-emails.ts';
import { tourDetailsColumns } from '../emails/public.ts';

export const REVIEW_REQUESTS_JOB = 'review-requests';

/** Trips that ended longer ago than this get no request: a late one reads as noise, not care. */
const ASK_WITHIN_DAYS = 7;

/**
 * Queues a review request for every booking whose trip ended (its last day is before India's today)
 * within the last week, whose traveller was checked in at the meeting point (attendance is written
 * by check-in; read here), and who has not reviewed the tour yet. One per booking however often
 * this runs; a trip whose party never came gets none.
 */
export async function queueDueReviewRequests(db: Database, now: Date): Promise<{ queued: number }> {
  const today = todayInIndia(now);
  // The trip's day after its last: booking date + duration days (a 1-day trip on the 12th: the 13th).
  const dayAfterTrip = sql<string>`(${bookings.bookingDate} + coalesce(${tours.durationDays}, 1))`;
  const due = await db
    .select({ booking: bookings, email: users.email, tour: tourDetailsColumns })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .innerJoin(bookingAttendance, eq(bookingAttendance.bookingId, bookings.id))
    .leftJoin(tours, eq(tours.id, bookings.tourId))
    .where(
      and(
        eq(bookings.status, 'booked'),
        gt(bookingAttendance.checkedInPeople, 0),
        // Cheap bounds on the indexed date first, then the exact day after the trip.
        gte(bookings.bookingDate, addDays(today, -(ASK_WITHIN_DAYS + 60))),
        lt(bookings.bookingDate, today),
        sql`${dayAfterTrip} <= ${today}::date`,
        sql`${dayAfterTrip} > ${addDays(today, -ASK_WITHIN_DAYS)}::date`,
        notExists(db.select({ id: reviews.id }).from(reviews).where(and(eq(reviews.userId, bookings.userId), eq(reviews.tourId, bookings.tourId)))),
        notExists(db.select({ id: emails.id }).from(emails).where(eq(emails.eventKey, sql`'review-request:' || ${bookings.id}::text`))),
      ),
    )
    .limit(500);
  return queueScheduledEmails(db, 'review-request', due);
}

/** Runs on one instance at a time, every EMAIL_INTERVAL_SECONDS (or when an operator asks). */
export const reviewRequestsJob = (db: Database) =>
  defineJob<unknown>({
    name: REVIEW_REQUESTS_JOB,
    run: (_payload, { now }) => queueDueReviewRequests(db, now),
  });
