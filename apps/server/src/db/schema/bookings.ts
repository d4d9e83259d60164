import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampMs } from './columns.ts';
import { tours } from './tours.ts';
import { users } from './users.ts';

export const bookingStatuses = ['pending', 'booked', 'canceled', 'completed'] as const;

/**
 * A booking keeps a snapshot of the tour as it was booked, so editing or
 * deleting the tour later never rewrites a traveller's history.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: id(),
    /** Null once the account is deleted: the booking stays for the money trail. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    tourId: uuid('tour_id').references(() => tours.id, { onDelete: 'set null' }),
    tourTitle: text('tour_title').notNull(),
    tourLocation: text('tour_location').notNull(),
    tourImage: text('tour_image'),
    pricePaise: bigint('price_paise', { mode: 'number' }).notNull(),
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
    fullName: text('full_name').notNull(),
    phone: text('phone').notNull(),
    bookingDate: date('booking_date', { mode: 'string' }).notNull(),
    numPeople: integer('num_people').notNull(),
    status: text('status', { enum: bookingStatuses }).notNull().default('pending'),
    packingList: text('packing_list'),
    createdAt: createdAt(),
    updatedAt: timestampMs('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('bookings_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('bookings_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('bookings_tour_idx').on(t.tourId),
    check('bookings_people_positive', sql`${t.numPeople} >= 1`),
    check('bookings_total_positive', sql`${t.totalPaise} > 0`),
    check('bookings_status_check', sql`${t.status} in ('pending', 'booked', 'canceled', 'completed')`),
  ],
);
