import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

/**
 * Row counts the dashboard shows (tours, bookings, reviews, travellers), kept by triggers in the
 * transaction of every insert and delete (migration 0028) instead of counted per request. Each
 * total is spread over a few slots, one per database connection (its process id modulo the slot
 * count), so bookings committed at once on different connections never wait on one counter row;
 * a total is the sum of its slots. Written only by those triggers; read by modules/admin.
 */
export const keptTotals = pgTable(
  'kept_totals',
  {
    name: text('name').notNull(),
    slot: smallint('slot').notNull(),
    value: bigint('value', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.name, t.slot] }), check('kept_totals_name_check', sql`${t.name} in ('tours', 'bookings', 'reviews', 'travellers')`)],
);
