import { sql } from 'drizzle-orm';
import type { Party, PriceLine } from '@yatrika/contract/price-calculation';
import { bigint, check, date, index, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampMs } from './columns.ts';
import { bookings } from './bookings.ts';
import { resellers } from './resellers.ts';
import { tours } from './tours.ts';

export const octoBookingStatuses = ['ON_HOLD', 'CONFIRMED', 'CANCELLED'] as const;

/** The guest as a reseller sends them (OCTO's contact); every field may be null. */
export interface OctoStoredContact {
  fullName: string | null;
  firstName: string | null;
  lastName: string | null;
  emailAddress: string | null;
  phoneNumber: string | null;
  locales: string[];
  postalCode: string | null;
  country: string | null;
  notes: string | null;
}

/** One ticket of the reservation: a person of one unit (person type). */
export interface OctoStoredUnitItem {
  uuid: string;
  /** The unit's id: a person type (adult, child, infant, senior). */
  unitId: string;
  resellerReference: string | null;
  contact: OctoStoredContact;
}

/**
 * A reseller's booking through the OCTO API (decision 038): the reservation while its seats are
 * held, then the confirmed booking it became. Written only by modules/octo. The seats are the
 * departures module's hold (`seat_holds.order_id` = `hold_key`) until confirmation, then the
 * booking's (`booking_id`, made by the bookings module); this row keeps what OCTO answers that a
 * booking does not know (the reseller's uuid, unit items, contact as sent).
 */
export const octoBookings = pgTable(
  'octo_bookings',
  {
    id: id(),
    /** The reseller's idempotency key for the booking (OCTO `uuid`), unique per reseller. */
    uuid: text('uuid').notNull(),
    resellerId: uuid('reseller_id')
      .notNull()
      .references(() => resellers.id, { onDelete: 'restrict' }),
    /** The product; null once the tour is deleted (the booking keeps its snapshot). */
    tourId: uuid('tour_id').references(() => tours.id, { onDelete: 'set null' }),
    optionId: text('option_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    /** The departure's start time, India ("HH:MM"). */
    startTime: text('start_time').notNull(),
    status: text('status', { enum: octoBookingStatuses }).notNull().default('ON_HOLD'),
    /** The seats' hold while ON_HOLD (departures' `seat_holds.order_id`). */
    holdKey: text('hold_key').notNull(),
    /** When an ON_HOLD reservation's seats return to sale; read as EXPIRED after it. */
    expiresAt: timestampMs('expires_at').notNull(),
    unitItems: jsonb('unit_items').$type<OctoStoredUnitItem[]>().notNull(),
    party: jsonb('party').$type<Party>().notNull(),
    /** Seats the party takes (a lap infant takes none). */
    numPeople: integer('num_people').notNull(),
    /** priceBooking's lines and total for the party on the date, fixed at reservation (or its last change). */
    priceLines: jsonb('price_lines').$type<PriceLine[]>().notNull(),
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
    /** The adult price on the date (what a booking's `pricePerPerson` means). */
    pricePaise: bigint('price_paise', { mode: 'number' }).notNull(),
    contact: jsonb('contact').$type<OctoStoredContact>().notNull(),
    notes: text('notes'),
    resellerReference: text('reseller_reference'),
    /** The booking the confirmation made (bookings module). */
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    confirmedAt: timestampMs('confirmed_at'),
    cancelledAt: timestampMs('cancelled_at'),
    cancelReason: text('cancel_reason'),
    createdAt: createdAt(),
    updatedAt: timestampMs('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('octo_bookings_reseller_uuid_key').on(t.resellerId, t.uuid),
    unique('octo_bookings_hold_key_key').on(t.holdKey),
    index('octo_bookings_reseller_reference_idx').on(t.resellerId, t.resellerReference),
    index('octo_bookings_booking_idx').on(t.bookingId),
    check('octo_bookings_status_check', sql`${t.status} in ('ON_HOLD', 'CONFIRMED', 'CANCELLED')`),
    check('octo_bookings_people_positive', sql`${t.numPeople} >= 1`),
  ],
);
