import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { staffRoles } from '@yatrika/contract/staff';
import { createdAt, id, timestampMs } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: id(),
    role: text('role', { enum: ['traveller', 'admin'] }).notNull().default('traveller'),
    /**
     * A staff account's place in the operator's team (contract `staff.ts`): set exactly when the
     * role is admin. The spec's "admin" is every staff account; what each may do is this role's.
     */
    staffRole: text('staff_role', { enum: staffRoles }),
    /** Set while an owner or manager has suspended this staff account: it cannot sign in and its sessions end. */
    suspendedAt: timestampMs('suspended_at'),
    /** A staff account's latest sign-in at the admin door (or by accepting its invitation), for the team screen. */
    lastSignInAt: timestampMs('last_sign_in_at'),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull().default(''),
    username: text('username').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    gender: text('gender', { enum: ['Male', 'Female', 'Other'] }),
    passwordHash: text('password_hash').notNull(),
    /** Relative media path of the profile photo, if any. */
    photo: text('photo'),
    /**
     * Every session token carries the version it was issued under; raising it signs out every
     * session at once (a password reset), or every other one (a password change, which issues
     * the current session a new token).
     */
    sessionVersion: integer('session_version').notNull().default(0),
    /** Set when the traveller unsubscribed from reminders and review requests (List-Unsubscribe). */
    remindersUnsubscribedAt: timestampMs('reminders_unsubscribed_at'),
    createdAt: createdAt(),
    /**
     * Set when the operator merged this account into another record of the same person: it can no
     * longer sign in, and it leaves the admin lists. Its bookings, reviews and moments moved to
     * `mergedIntoId`, which stays on the row so the operator can tell where they went.
     */
    closedAt: timestampMs('closed_at'),
    mergedIntoId: uuid('merged_into_id'),
  },
  (t) => [
    // Case-insensitive uniqueness: "Asha@x.in" and "asha@x.in" are one account.
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    index('users_role_created_idx').on(t.role, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The operator's searches by a traveller's name or email (admin users, bookings, payments).
    index('users_full_name_trgm_idx').using('gin', sql`(${t.firstname} || ' ' || ${t.lastname}) gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    check('users_role_check', sql`${t.role} in ('traveller', 'admin')`),
    check('users_staff_role_check', sql`(${t.role} = 'admin') = (${t.staffRole} is not null)`),
    check('users_staff_role_known', sql`${t.staffRole} is null or ${t.staffRole} in ('owner', 'manager', 'front_desk', 'guide', 'accountant')`),
    check('users_gender_check', sql`${t.gender} is null or ${t.gender} in ('Male', 'Female', 'Other')`),
  ],
);

/** Tokens signed out before they expire; rows past expires_at can be purged. */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: uuid('jti').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('revoked_tokens_expires_idx').on(t.expiresAt)],
);
