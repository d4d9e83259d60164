import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampMs } from './columns.ts';

/**
 * Addresses given in the footer's "Get in Touch" box for Yatrika's newsletter, with double opt-in:
 * `pending` until the emailed link is followed, then `confirmed`; `unsubscribed` from the link in
 * any newsletter message. Written only by modules/newsletter. One row per address (lower case):
 * subscribing again after unsubscribing makes the same row pending again, so the list never counts
 * a person twice.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: id(),
    /** Lower case, trimmed: the address as it was given, minus what mail servers ignore. */
    email: text('email').notNull(),
    status: text('status', { enum: ['pending', 'confirmed', 'unsubscribed'] })
      .notNull()
      .default('pending'),
    /** When the address was first given. */
    createdAt: createdAt(),
    /**
     * When the latest confirmation was asked for. Confirmation links carry it, so a link from before
     * an unsubscribe cannot subscribe the address again.
     */
    requestedAt: timestampMs('requested_at').notNull().defaultNow(),
    confirmedAt: timestampMs('confirmed_at'),
    unsubscribedAt: timestampMs('unsubscribed_at'),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_key').on(t.email),
    // The operator's list, newest first, by status.
    index('newsletter_subscribers_status_idx').on(t.status, t.createdAt),
    check('newsletter_subscribers_status_check', sql`${t.status} in ('pending', 'confirmed', 'unsubscribed')`),
  ],
);

export type NewsletterSubscriberRow = typeof newsletterSubscribers.$inferSelect;
