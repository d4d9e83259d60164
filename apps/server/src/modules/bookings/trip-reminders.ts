import { todayInIndia } from '@yatrika/contract/dates';
import { and, eq, gt, inArray, lte, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { emails } from '../../db/schema/emails.ts';
import { users } from '../../db/schema/users.ts';
import { defineJob } from '../../jobs/types.ts';
import { tours } from '../../db/schema/tours.ts';
import { queueScheduledEmails, tourDetailsColumns } from './booking-emails.ts';

export const TRIP_REMINDERS_JOB = 'trip-reminders';

/** How long before a departure the reminder goes out. */
export const REMINDER_HOURS_BEFORE = 48;

/**
 * Queues the reminder of every paid booking whose departure starts within the next 48 hours and
 * has not started yet (a departure starts at midnight India time on its date). Each booking gets
 * one reminder however often this runs; a booking made inside the window gets its reminder on the
 * next run. Cancelled bookings get none.
 */
export async function queueDueTripReminders(db: Database, now: Date): Promise<{ queued: number }> {
  const today = todayInIndia(now);
  // A departure on day D starts at D 00:00 IST: within 48 hours of now exactly when D is no later than India's day 48 hours on.
  const lastDay = todayInIndia(new Date(now.getTime() + REMINDER_HOURS_BEFORE * 3_600_000));
  const due = await db
    .select({ booking: bookings, email: users.email, tour: tourDetailsColumns })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .leftJoin(tours, eq(tours.id, bookings.tourId))
    .where(
      and(
        inArray(bookings.status, ['pending', 'booked']),
        gt(bookings.bookingDate, today),
        lte(bookings.bookingDate, lastDay),
        notExists(db.select({ id: emails.id }).from(emails).where(eq(emails.eventKey, sql`'trip-reminder:' || ${bookings.id}::text`))),
      ),
    )
    // A run takes a bounded bite; the next run (minutes later) takes the rest.
    .limit(500);
  return queueScheduledEmails(db, 'trip-reminder', due);
}

/** Runs on one instance at a time, every EMAIL_INTERVAL_SECONDS (or when an operator asks). */
export const tripRemindersJob = (db: Database) =>
  defineJob<unknown>({
    name: TRIP_REMINDERS_JOB,
    run: (_payload, { now }) => queueDueTripReminders(db, now),
  });
