import type { Party } from '@yatrika/contract/price-calculation';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampMs } from './columns.ts';
import { tours } from './tours.ts';
import { users } from './users.ts';

/**
 * Travellers waiting for seats on a sold-out departure (a tour on a date at a start time),
 * first come first offered (decision 037). Written only by modules/waitlist. An offer is a seat
 * hold (departures' `seat_holds`, counted like every other) for the entry's traveller: its id is
 * kept here, without a foreign key, because the hold row goes once its order is paid.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: id(),
    /** The traveller; their entries go with their account. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tourId: uuid('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    /** The departure's start time ("HH:MM", India; decision 022). */
    startTime: text('start_time').notNull(),
    /** Seats the party takes (seatsTaken: a lap infant takes none). */
    numPeople: integer('num_people').notNull(),
    /** The party by person type; null: `num_people` adults. */
    party: jsonb('party').$type<Party>(),
    /** waiting · offered · booked · lapsed (the offer ran out) · left · ended (the departure closed to bookings first). */
    status: text('status', { enum: ['waiting', 'offered', 'booked', 'lapsed', 'left', 'ended'] })
      .notNull()
      .default('waiting'),
    /** The seat hold made for the offer. */
    offerHoldId: uuid('offer_hold_id'),
    offeredAt: timestampMs('offered_at'),
    /** Until when the offer's hold keeps the seats. */
    offerExpiresAt: timestampMs('offer_expires_at'),
    /** When the entry left the line (booked, lapsed, left, ended). */
    endedAt: timestampMs('ended_at'),
    createdAt: createdAt(),
  },
  (t) => [
    // One place in line per traveller and departure.
    uniqueIndex('waitlist_entries_live_key')
      .on(t.userId, t.tourId, t.date, t.startTime)
      .where(sql`${t.status} in ('waiting', 'offered')`),
    // The line of one departure, in the order of joining.
    index('waitlist_entries_departure_idx').on(t.tourId, t.date, t.startTime, t.createdAt),
    index('waitlist_entries_user_idx').on(t.userId),
    // The sweep reads the departures that still have someone in line.
    index('waitlist_entries_live_idx')
      .on(t.status, t.date)
      .where(sql`${t.status} in ('waiting', 'offered')`),
    check('waitlist_entries_status_check', sql`${t.status} in ('waiting', 'offered', 'booked', 'lapsed', 'left', 'ended')`),
    check('waitlist_entries_num_people_positive', sql`${t.numPeople} >= 1`),
  ],
);
