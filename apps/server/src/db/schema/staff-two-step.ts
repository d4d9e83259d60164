import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { id, timestampMs } from './columns.ts';
import { users } from './users.ts';

/**
 * A staff account's authenticator (decision 049). The shared secret is kept encrypted (AES-GCM,
 * key derived from the server's signing secret) and never leaves the server after set-up. A row
 * with a pending secret and no `enabled_at` is an enrolment begun but not yet confirmed with a code.
 */
export const staffTwoStep = pgTable('staff_two_step', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The confirmed authenticator's secret, encrypted; null until enrolment is confirmed. */
  secret: text('secret'),
  /** A new authenticator being set up (first enrolment or a new phone), encrypted, until a code from it confirms it. */
  pendingSecret: text('pending_secret'),
  enabledAt: timestampMs('enabled_at'),
  /** The 30-second step of the last code accepted: a code is refused once its step or an older one was used. */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }).notNull().default(0),
});

/** Ten single-use codes for a lost phone, kept as SHA-256 hashes (they are long random strings). */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestampMs('used_at'),
  },
  (table) => [primaryKey({ columns: [table.userId, table.codeHash] })],
);

/** A browser that may skip the code for up to 30 days: its token is kept only as a SHA-256 hash. */
export const staffRememberedDevices = pgTable(
  'staff_remembered_devices',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** What the browser said it was when remembered, so the owner recognises it in the list. */
    label: text('label').notNull().default(''),
    createdAt: timestampMs('created_at').notNull().defaultNow(),
    expiresAt: timestampMs('expires_at').notNull(),
    lastUsedAt: timestampMs('last_used_at'),
  },
  (table) => [
    index('staff_remembered_devices_user_idx').on(table.userId),
    check('staff_remembered_devices_at_most_30_days', sql`${table.expiresAt} <= ${table.createdAt} + interval '30 days'`),
  ],
);
