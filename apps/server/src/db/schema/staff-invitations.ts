import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { staffRoles } from '@yatrika/contract/staff';
import { createdAt, id, timestampMs } from './columns.ts';
import { users } from './users.ts';

/**
 * A colleague asked by email to join the operator's team with a role. The link is single use and
 * lapses at `expires_at` (48 hours); only a hash of its token is stored, so a leaked table admits
 * nobody. Accepting makes the staff account (`accepted_user_id`); withdrawing ends the link.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: id(),
    email: text('email').notNull(),
    staffRole: text('staff_role', { enum: staffRoles }).notNull(),
    /** SHA-256 of the link's token, hex. */
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    expiresAt: timestampMs('expires_at').notNull(),
    acceptedAt: timestampMs('accepted_at'),
    acceptedUserId: uuid('accepted_user_id').references(() => users.id),
    withdrawnAt: timestampMs('withdrawn_at'),
  },
  (t) => [
    uniqueIndex('staff_invitations_token_hash_key').on(t.tokenHash),
    // The team screen lists the open invitations, newest first.
    index('staff_invitations_open_idx').on(t.createdAt.desc()).where(sql`${t.acceptedAt} is null and ${t.withdrawnAt} is null`),
    check('staff_invitations_role_known', sql`${t.staffRole} in ('owner', 'manager', 'front_desk', 'guide', 'accountant')`),
    check('staff_invitations_accepted_or_withdrawn', sql`${t.acceptedAt} is null or ${t.withdrawnAt} is null`),
  ],
);
