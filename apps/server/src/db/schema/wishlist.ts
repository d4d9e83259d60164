import { index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { tours } from './tours.ts';
import { users } from './users.ts';

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    tourId: uuid('tour_id').notNull().references(() => tours.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.tourId] }),
    index('wishlist_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('wishlist_tour_idx').on(t.tourId),
  ],
);
