import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampMs } from './columns.ts';

/**
 * Companies that sell the operator's tours through the OCTO API (decision 039), each with one API
 * key. Written only by modules/resellers. The key itself is never stored: only its SHA-256 (the
 * key is 256 random bits, so a fast hash is as safe as a slow one and lets every request find its
 * reseller by an indexed lookup), and its first characters so the operator can tell keys apart.
 */
export const resellers = pgTable(
  'resellers',
  {
    id: id(),
    name: text('name').notNull(),
    /** Whom the operator writes to about this reseller's bookings and commission. */
    email: text('email').notNull(),
    /** The reseller's commission in hundredths of a percent (1250: 12.5%), 0 to 10000. */
    commissionBasisPoints: integer('commission_basis_points').notNull(),
    /** SHA-256 of the current key, hex; replaced when a new key is issued, so the old one stops at once. */
    keyHash: text('key_hash').notNull(),
    /** The key's first characters, shown to the operator ("yk_3fA9c2…"); not enough to use it. */
    keyPrefix: text('key_prefix').notNull(),
    keyIssuedAt: timestampMs('key_issued_at').notNull().defaultNow(),
    /** Set when the operator revokes the key: every request with it is refused from then on. */
    revokedAt: timestampMs('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    // Every API request looks its key up by hash: unique, so a key names one reseller.
    unique('resellers_key_hash_key').on(t.keyHash),
    check('resellers_commission_range', sql`${t.commissionBasisPoints} between 0 and 10000`),
  ],
);
