import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, smallint, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampMs } from './columns.ts';
import { tours } from './tours.ts';
import { users } from './users.ts';

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    tourId: uuid('tour_id').notNull().references(() => tours.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull(),
    /** The departure the reviewer was checked in on, if any: a review by someone who travelled. */
    travelledOn: date('travelled_on', { mode: 'string' }),
    createdAt: createdAt(),
    /** The operator's public answer, shown under the review; posting again replaces it. */
    reply: text('reply'),
    repliedAt: timestampMs('replied_at'),
    /**
     * An administrator hid the review: it leaves the tour's lists and rating (the rating triggers
     * count only shown reviews), and its author sees why. Null while it is shown.
     */
    hiddenAt: timestampMs('hidden_at'),
    hiddenReason: text('hidden_reason'),
    /** Who hid it; null once that administrator's account is gone, the hiding stays. */
    hiddenBy: uuid('hidden_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    unique('reviews_user_tour_key').on(t.userId, t.tourId),
    index('reviews_tour_created_idx').on(t.tourId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('reviews_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('reviews_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check('reviews_reply_has_date', sql`(${t.reply} is null) = (${t.repliedAt} is null)`),
    check('reviews_hidden_has_reason', sql`(${t.hiddenAt} is null) = (${t.hiddenReason} is null)`),
  ],
);
