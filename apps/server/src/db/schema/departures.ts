import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampMs } from './columns.ts';
import { tours } from './tours.ts';
import { users } from './users.ts';

/**
 * The operator's changes to one departure (a tour on a date). Every date without a
 * row runs with the tour's capacity; a row overrides the capacity, closes the date, or both.
 */
export const departures = pgTable(
  'departures',
  {
    tourId: uuid('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    /** Null: the tour's capacity. */
    capacity: integer('capacity'),
    closed: boolean('closed').notNull().default(false),
    updatedAt: timestampMs('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tourId, t.date] }),
    index('departures_date_idx').on(t.date),
    check('departures_capacity_range', sql`${t.capacity} is null or ${t.capacity} between 0 and 500`),
  ],
);

/**
 * Seats kept for a traveller while they pay. A hold counts against the departure until
 * `expires_at`; the paid order's booking replaces it, and an expired one simply stops counting.
 */
export const seatHolds = pgTable(
  'seat_holds',
  {
    id: id(),
    tourId: uuid('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    seats: integer('seats').notNull(),
    /** Null once the account is deleted; the hold then just runs out. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The payment order the seats are held for; null for the moment between hold and order. */
    orderId: text('order_id'),
    expiresAt: timestampMs('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('seat_holds_departure_idx').on(t.tourId, t.date, t.expiresAt),
    index('seat_holds_expires_idx').on(t.expiresAt),
    unique('seat_holds_order_id_key').on(t.orderId),
    check('seat_holds_seats_positive', sql`${t.seats} >= 1`),
  ],
);
