import { date, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { tours } from './tours.ts';
import { users } from './users.ts';

/**
 * The guides who lead a tour: each of its departures is theirs to check in (today's and
 * tomorrow's, decision 051). Written by the guides module; removing the tour or the account
 * removes the assignment with it.
 */
export const tourGuides = pgTable(
  'tour_guides',
  {
    tourId: uuid('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tourId, t.userId] }), index('tour_guides_user_idx').on(t.userId)],
);

/**
 * A guide for one departure only (a tour on a date at a start time, the way `departures` keys it),
 * beside those the tour has. Not tied to a `departures` row: most departures have none.
 */
export const departureGuides = pgTable(
  'departure_guides',
  {
    tourId: uuid('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    /** "HH:MM", India time: one of the tour's start times. */
    startTime: text('start_time').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tourId, t.date, t.startTime, t.userId] }), index('departure_guides_user_date_idx').on(t.userId, t.date)],
);
