import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestampMs } from './columns.ts';
import { paymentOrders } from './payments.ts';
import { users } from './users.ts';

/**
 * A payment link the operator emailed for a booking taken by phone (decision 024): the order it
 * pays (made at the provider when the link was sent, with the booking's details, like any
 * checkout's), until when its seats are held, and whether the operator withdrew it. Written by
 * checkout alone, like the order.
 */
export const paymentLinks = pgTable(
  'payment_links',
  {
    orderId: text('order_id')
      .primaryKey()
      .references(() => paymentOrders.id, { onDelete: 'cascade' }),
    /** The link's seats are held until then (PAYMENT_LINK_HOURS, never past the date's booking cut-off); the page takes no payment after it. */
    expiresAt: timestampMs('expires_at').notNull(),
    /** When the operator withdrew it (its seats went back on sale then); null while it stands. */
    withdrawnAt: timestampMs('withdrawn_at'),
    /** Emails sent with it: 1 when first sent, one more for each "send again". */
    sentCount: integer('sent_count').notNull().default(1),
    lastSentAt: timestampMs('last_sent_at').notNull().defaultNow(),
    /** The operator who sent it; null once that account is deleted. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    // The Payments screen and the page read a link by its order; expiring ones are found by time.
    index('payment_links_expires_idx').on(t.expiresAt).where(sql`${t.withdrawnAt} is null`),
    check('payment_links_sent_count_positive', sql`${t.sentCount} >= 1`),
  ],
);
