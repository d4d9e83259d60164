import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
import { timestampMs } from './columns.ts';
import { users } from './users.ts';

/**
 * Who of a booking's party came: people checked in at the meeting point, and those marked no-show
 * after the departure time. The rest are still awaited. One row per booking, written by check-in.
 */
export const bookingAttendance = pgTable(
  'booking_attendance',
  {
    bookingId: uuid('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    checkedInPeople: integer('checked_in_people').notNull().default(0),
    noShowPeople: integer('no_show_people').notNull().default(0),
    firstCheckedInAt: timestampMs('first_checked_in_at'),
    lastCheckedInAt: timestampMs('last_checked_in_at'),
    /** Who checked the party in last, as their name read then (the account may go). */
    lastCheckedInBy: text('last_checked_in_by'),
    noShowMarkedAt: timestampMs('no_show_marked_at'),
    noShowMarkedBy: text('no_show_marked_by'),
    updatedAt: timestampMs('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('booking_attendance_counts', sql`${t.checkedInPeople} >= 0 and ${t.noShowPeople} >= 0`),
  ],
);

/**
 * Each check-in as a scanning phone sent it. The id is the phone's own, so a check-in queued
 * offline and sent twice is counted once.
 */
export const checkInScans = pgTable(
  'check_in_scans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    people: integer('people').notNull(),
    /** When the phone scanned it (may be earlier than recorded, if it was offline). */
    scannedAt: timestampMs('scanned_at').notNull(),
    recordedAt: timestampMs('recorded_at').notNull().defaultNow(),
    byUserId: uuid('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    byName: text('by_name').notNull(),
  },
  (t) => [index('check_in_scans_booking_idx').on(t.bookingId), check('check_in_scans_people_positive', sql`${t.people} >= 1`)],
);
