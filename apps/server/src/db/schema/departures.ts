import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampMs } from './columns.ts';
import { tours } from './tours.ts';
import { users } from './users.ts';

/**
 * The operator's changes to one departure (a tour on a date at a start time). Every departure
 * without a row runs with the tour's capacity; a row overrides the capacity, closes it, or both.
 */
export const departures = pgTable(
  'departures',
  {
    tourId: uuid('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    /** When it sets off, India time ("HH:MM"): one of the tour's start times (decision 022). */
    startTime: text('start_time').notNull(),
    /** Null: the tour's capacity. */
    capacity: integer('capacity'),
    closed: boolean('closed').notNull().default(false),
    /** When the tour's minimum group was decided for this date (decision 021); null: not yet. */
    minGroupDecidedAt: timestampMs('min_group_decided_at'),
    /** 'canceled': below the minimum, its bookings cancelled and the date closed; 'runs': it reached it. */
    minGroupOutcome: text('min_group_outcome', { enum: ['canceled', 'runs'] }),
    updatedAt: timestampMs('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tourId, t.date, t.startTime] }),
    index('departures_date_idx').on(t.date),
    check('departures_min_group_outcome_check', sql`${t.minGroupOutcome} is null or ${t.minGroupOutcome} in ('canceled', 'runs')`),
    check('departures_capacity_range', sql`${t.capacity} is null or ${t.capacity} between 0 and 500`),
  ],
);

/**
 * Seats kept for a traveller while they pay. A hold counts against the departure until
 * `expires_at`, which is set by the traveller's first checkout on the departure and never moved
 * by a later one; the paid order's booking replaces it. A hold that runs out unpaid (or whose
 * payment failed, `seats` 0) stays until `cooldown_ends_at`, so its account and client address
 * wait before holding that departure again (decision 013).
 */
export const seatHolds = pgTable(
  'seat_holds',
  {
    id: id(),
    tourId: uuid('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    /** The departure's start time on that date ("HH:MM", India). */
    startTime: text('start_time').notNull(),
    /** 0 once the seats were given back early (the payment failed, or no order could be made). */
    seats: integer('seats').notNull(),
    /** Null once the account is deleted; the hold then just runs out. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The payment order the seats are held for; null for the moment between hold and order. */
    orderId: text('order_id'),
    expiresAt: timestampMs('expires_at').notNull(),
    /**
     * Until then neither this account nor this client address may start a new hold on the
     * departure. Null on holds made before the rule: they end at `expires_at`.
     */
    cooldownEndsAt: timestampMs('cooldown_ends_at'),
    /** The address the first checkout came from (an IPv6 address by its /64), for the wait per address. */
    clientAddress: text('client_address'),
    /**
     * Made by the operator for a payment link (decision 024), not by the traveller's checkout: it
     * lasts the link's life, and neither counts against the traveller's holding limits nor makes
     * anyone wait after it runs out (decision 013 is about holds a traveller makes).
     */
    byOperator: boolean('by_operator').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('seat_holds_departure_idx').on(t.tourId, t.date, t.startTime, t.expiresAt),
    index('seat_holds_expires_idx').on(t.expiresAt),
    // The per-account limits read one account's holds across departures.
    index('seat_holds_user_idx').on(t.userId),
    unique('seat_holds_order_id_key').on(t.orderId),
    check('seat_holds_seats_not_negative', sql`${t.seats} >= 0`),
  ],
);
