import { integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt } from './columns.ts';

/**
 * Uploaded images, re-encoded, kept in the database so that every server
 * instance behind a load balancer can serve every picture.
 */
export const media = pgTable(
  'media',
  {
    id: uuid('id').notNull(),
    /** 'full' (at most 1600 px wide), 'small' (at most 480 px wide) or 'preview' (a link preview's JPEG, made when first asked: preview.ts). */
    variant: text('variant', { enum: ['full', 'small', 'preview'] }).notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.id, t.variant] })],
);
