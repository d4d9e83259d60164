import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampMs } from './columns.ts';
import { users } from './users.ts';

export const moments = pgTable(
  'moments',
  {
    id: id(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    image: text('image').notNull(),
    description: text('description').notNull(),
    createdAt: createdAt(),
    /** Set while the operator keeps the moment out of the public feed; its author still sees it, with the reason. */
    hiddenAt: timestampMs('hidden_at'),
    hiddenReason: text('hidden_reason'),
    hiddenBy: uuid('hidden_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('moments_hidden_has_reason', sql`(${t.hiddenAt} is null) = (${t.hiddenReason} is null)`),
    index('moments_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('moments_user_idx').on(t.userId),
  ],
);

export const momentLikes = pgTable(
  'moment_likes',
  {
    momentId: uuid('moment_id').notNull().references(() => moments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.momentId, t.userId] }), index('moment_likes_user_idx').on(t.userId)],
);

export const momentComments = pgTable(
  'moment_comments',
  {
    id: id(),
    momentId: uuid('moment_id').notNull().references(() => moments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('moment_comments_moment_created_idx').on(t.momentId, t.createdAt, t.id),
    index('moment_comments_user_idx').on(t.userId),
  ],
);
