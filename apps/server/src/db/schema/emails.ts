import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampMs } from './columns.ts';
import { users } from './users.ts';

/** Contract: emailStatuses (packages/contract/src/emails.ts). */
export const emailStatuses = ['queued', 'sent', 'kept', 'skipped', 'failed'] as const;
export type EmailStatus = (typeof emailStatuses)[number];

/**
 * The outbox: one row per event that sends an email (docs/decisions/012). Written in the same
 * transaction as the change that causes it, so a change that rolls back sends nothing; the
 * `send-email` job renders it and hands it to the mail server. `event_key` is unique, so an event
 * recorded twice (a retried request, two instances) is still one message.
 *
 * `queued`: waiting for the job; `sent`: the mail server took it; `kept`: no mail server is
 * configured (SMTP_URL unset), so it is kept here for the administrator to read; `skipped`: not
 * sent on purpose (the traveller unsubscribed from reminders); `failed`: refused for good.
 */
export const emails = pgTable(
  'emails',
  {
    id: id(),
    /** What happened, once: `booking-paid:<bookingId>`, `password-reset:<tokenId>`… */
    eventKey: text('event_key').notNull(),
    /** Which template renders it (modules/emails/templates). */
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    /** The account it was sent to, if any (the operator's address has none). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The event's facts as they were when it happened; the template renders these. */
    data: jsonb('data').notNull().default({}),
    status: text('status', { enum: emailStatuses }).notNull().default('queued'),
    /** Set once rendered: exactly what went out (or would have). */
    subject: text('subject'),
    html: text('html'),
    text: text('text'),
    /** The Message-ID header: the same on every try, so a receiving server can drop a duplicate. */
    messageId: text('message_id'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestampMs('sent_at'),
  },
  (t) => [
    uniqueIndex('emails_event_key').on(t.eventKey),
    index('emails_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('emails_user_idx').on(t.userId),
    check('emails_status_check', sql`${t.status} in ('queued', 'sent', 'kept', 'skipped', 'failed')`),
  ],
);
export type EmailRow = typeof emails.$inferSelect;
