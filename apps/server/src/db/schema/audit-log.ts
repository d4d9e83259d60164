import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, timestampMs } from './columns.ts';

/**
 * Every change a staff account made, one row per change, written in the transaction of the change
 * itself (a change that fails leaves no row). Rows are never updated or deleted: the database
 * refuses both (migration 0049), so the log holds even against the app's own code. The actor's
 * name and role are copied, so a row still reads right after the account is renamed or removed.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    at: timestampMs('at').notNull().defaultNow(),
    actorId: uuid('actor_id').notNull(),
    actorName: text('actor_name').notNull(),
    actorRole: text('actor_role').notNull(),
    /** The client address the change came from, as the server sees it behind its proxies. */
    ip: text('ip').notNull(),
    /** What was done, as `<kind>.<verb>`: `booking.refund`, `tour.update`, `team.role-change`. */
    action: text('action').notNull(),
    /** The kind of thing changed (booking, tour, departure, promo-code, reseller, review, user, staff, setting). */
    subjectKind: text('subject_kind').notNull(),
    subjectId: text('subject_id').notNull(),
    /** A booking's reference, when the change is about a booking: the operator searches by it. */
    bookingReference: text('booking_reference'),
    /** The values before and after the change (secrets left out by the writer). */
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc(), t.id.desc()),
    index('audit_log_actor_at_idx').on(t.actorId, t.at.desc()),
    index('audit_log_subject_at_idx').on(t.subjectKind, t.at.desc()),
    index('audit_log_booking_reference_idx').on(t.bookingReference),
  ],
);
