import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampMs } from './columns.ts';
import { users } from './users.ts';

export const promoCodeKinds = ['percent', 'fixed'] as const;

/**
 * The operator's promo codes (decision 032). Written only by modules/promo-codes. The code is kept
 * as the operator typed it and matched whatever its capitals, so it is unique that way.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: id(),
    code: text('code').notNull(),
    kind: text('kind', { enum: promoCodeKinds }).notNull(),
    /** Whole percent, 1–100, for `percent`; null otherwise. */
    percentOff: integer('percent_off'),
    /** For `fixed`; null otherwise. */
    amountOffPaise: bigint('amount_off_paise', { mode: 'number' }),
    /** India's calendar days, both counted; null: open-ended. */
    validFrom: date('valid_from', { mode: 'string' }),
    validTo: date('valid_to', { mode: 'string' }),
    /** Chosen tours and categories; both empty: every tour. */
    tourIds: uuid('tour_ids').array().notNull().default(sql`'{}'::uuid[]`),
    categories: text('categories').array().notNull().default(sql`'{}'::text[]`),
    /** The smallest party, in seats. */
    minPeople: integer('min_people').notNull().default(1),
    /** Null: no limit. */
    maxUses: integer('max_uses'),
    maxUsesPerTraveller: integer('max_uses_per_traveller'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('promo_codes_code_key').on(sql`lower(${t.code})`),
    check('promo_codes_kind_check', sql`${t.kind} in ('percent', 'fixed')`),
    check(
      'promo_codes_value_check',
      sql`(${t.kind} = 'percent' and ${t.percentOff} between 1 and 100 and ${t.amountOffPaise} is null) or (${t.kind} = 'fixed' and ${t.amountOffPaise} > 0 and ${t.percentOff} is null)`,
    ),
    check('promo_codes_dates_check', sql`${t.validFrom} is null or ${t.validTo} is null or ${t.validFrom} <= ${t.validTo}`),
    check('promo_codes_min_people_check', sql`${t.minPeople} >= 1`),
    check('promo_codes_limits_check', sql`(${t.maxUses} is null or ${t.maxUses} >= 1) and (${t.maxUsesPerTraveller} is null or ${t.maxUsesPerTraveller} >= 1)`),
  ],
);

/**
 * One use of a code: counted when a paid order became its booking, under the code's row lock,
 * and given back when that booking is cancelled with a refund. A use given back no longer counts.
 */
export const promoCodeUses = pgTable(
  'promo_code_uses',
  {
    id: id(),
    codeId: uuid('code_id')
      .notNull()
      .references(() => promoCodes.id),
    /** No foreign key: an operator may delete the booking, and the use must stay counted. */
    bookingId: uuid('booking_id').notNull(),
    /** The paid order the use came with (its booking's order). */
    orderId: text('order_id').notNull(),
    /** Null once the account is deleted; the use still counts towards the code's total. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    countedAt: timestampMs('counted_at').notNull().defaultNow(),
    givenBackAt: timestampMs('given_back_at'),
  },
  (t) => [
    uniqueIndex('promo_code_uses_order_key').on(t.orderId),
    uniqueIndex('promo_code_uses_booking_key').on(t.bookingId),
    // What the limits count: uses not given back, by code and by code and traveller.
    index('promo_code_uses_counted_idx').on(t.codeId, t.userId).where(sql`${t.givenBackAt} is null`),
  ],
);
