import { todayInIndia } from '@yatrika/contract/dates';
import { and, eq, gte, inArray, lte, notExists, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { emails } from '../../db/schema/emails.ts';
import { users } from '../../db/schema/users.ts';
import { defineJob } from '../../jobs/types.ts';
import { tours } from '../../db/schema/tours.ts';
import { queueScheduledEmails } from './booking-emails.ts';
import { tourDetailsColumns } from '../emails/public.ts';

export const TRIP_REMINDERS_JOB = 'trip-reminders';

/** How long before a departure the reminder goes out. */
export const REMINDER_HOURS_BEFORE = 48;

/**
 * One reminder per booking and departure: a booking the operator moves after its reminder went
 * out is reminded again before its new departure. Reminders sent before the departure was part of
 * the key are known by the booking alone, and count for whatever departure it has.
 */
export const tripReminderKey = (booking: { id: string; bookingDate: string; startTime: string }) =>
  `trip-reminder:${booking.id}:${booking.bookingDate}:${booking.startTime}`;
const legacyTripReminderKey = sql`'trip-reminder:' || ${bookings.id}::text`;
const tripReminderKeyOfRow = sql`'trip-reminder:' || ${bookings.id}::text || ':' || ${bookings.bookingDate}::text || ':' || ${bookings.startTime}`;

/**
 * The moment a booking's departure sets off, as a UTC timestamp: its date at its start time in
 * India (UTC+05:30 all year), the rule of departureStart in the contract, in SQL.
 */
const departureStartUtc = sql`(${bookings.bookingDate} + ${bookings.startTime}::time - interval '5 hours 30 minutes')`;
const utcMoment = (at: Date) => sql`(${at.toISOString()}::timestamptz at time zone 'UTC')`;

/**
 * Queues the reminder of every paid booking whose departure sets off within the next 48 hours and
 * has not set off yet: its date at its own start time, India time. Each booking gets one reminder
 * per departure however often this runs; a booking made (or moved) inside the window gets its
 * reminder on the next run. Cancelled bookings get none.
 */
export async function queueDueTripReminders(db: Database, now: Date): Promise<{ queued: number }> {
  const today = todayInIndia(now);
  // Bounds on the date alone first, so the bookings' date index narrows the read.
  const lastDay = todayInIndia(new Date(now.getTime() + REMINDER_HOURS_BEFORE * 3_600_000));
  const windowEnd = new Date(now.getTime() + REMINDER_HOURS_BEFORE * 3_600_000);
  const due = await db
    .select({ booking: bookings, email: users.email, tour: tourDetailsColumns })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .leftJoin(tours, eq(tours.id, bookings.tourId))
    .where(
      and(
        inArray(bookings.status, ['pending', 'booked']),
        gte(bookings.bookingDate, today),
        lte(bookings.bookingDate, lastDay),
        sql`${departureStartUtc} > ${utcMoment(now)}`,
        sql`${departureStartUtc} <= ${utcMoment(windowEnd)}`,
        notExists(db.select({ id: emails.id }).from(emails).where(or(eq(emails.eventKey, tripReminderKeyOfRow), eq(emails.eventKey, legacyTripReminderKey)))),
      ),
    )
    // A run takes a bounded bite; the next run (minutes later) takes the rest.
    .limit(500);
  return queueScheduledEmails(db, 'trip-reminder', due, (booking) => tripReminderKey(booking));
}

/** Runs on one instance at a time, every EMAIL_INTERVAL_SECONDS (or when an operator asks). */
export const tripRemindersJob = (db: Database) =>
  defineJob<unknown>({
    name: TRIP_REMINDERS_JOB,
    run: (_payload, { now }) => queueDueTripReminders(db, now),
  });
