import { promoCodeMessages } from '@yatrika/contract/promo-code-messages';
import { useLimitRefusal } from '@yatrika/contract/promo-code-rules';
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { promoCodeUses } from '../../db/schema/promo-codes.ts';
import { AppError } from '../../lib/errors.ts';
import { findPromoCode } from './terms.ts';

/** Uses that count: not given back. */
const counting = isNull(promoCodeUses.givenBackAt);

/** Uses so far of a code, and of one traveller (null when there is none to count for). */
export async function usesOf(db: Executor, codeId: string, travellerId: string | null): Promise<{ total: number; traveller: number | null }> {
  const [row] = await db
    .select({
      total: count(),
      traveller: travellerId === null ? sql<number>`0` : sql<number>`count(*) filter (where ${promoCodeUses.userId} = ${travellerId})`,
    })
    .from(promoCodeUses)
    .where(and(eq(promoCodeUses.codeId, codeId), counting));
  return { total: Number(row?.total ?? 0), traveller: travellerId === null ? null : Number(row?.traveller ?? 0) };
}

/** Uses so far of several codes at once, for the operator's list. */
export async function usesOfCodes(db: Executor, codeIds: string[]): Promise<Map<string, number>> {
  if (codeIds.length === 0) return new Map();
  const rows = await db
    .select({ codeId: promoCodeUses.codeId, total: count() })
    .from(promoCodeUses)
    .where(and(inArray(promoCodeUses.codeId, codeIds), counting))
    .groupBy(promoCodeUses.codeId);
  return new Map(rows.map((row) => [row.codeId, Number(row.total)]));
}

/**
 * A paid order's code could not be used after all: its last use, or this traveller's, went to
 * another payment confirmed first. A conflict like a date that sold out while paying, so the
 * booking is refused and the paid order refunded (checkout/settle.ts, unbooked-orders.ts).
 */
export class PromoCodeRefusal extends AppError {
  constructor(readonly reason: 'used_up' | 'traveller_limit') {
    super('conflict', reason === 'used_up' ? promoCodeMessages.usedUpWhilePaying : promoCodeMessages.travellerLimitWhilePaying);
    this.name = 'PromoCodeRefusal';
  }
}

export interface CountedUse {
  code: string;
  orderId: string;
  bookingId: string;
  userId: string | null;
  now: Date;
}

/**
 * Counts one use of a code for a booking made from a paid order, in the booking's transaction.
 * The code's row is locked first, so payments confirmed at once count one after another: a code
 * limited to 10 uses gives exactly 10, however many pay together. Throws PromoCodeRefusal when a
 * limit was reached meanwhile. The code's dates and switch were checked when the order was priced;
 * the traveller paid that price, so only the limits are counted again here.
 */
export async function countPromoCodeUse(tx: Executor, use: CountedUse): Promise<void> {
  const row = await findPromoCode(tx, use.code, { lock: true });
  // Codes are never deleted; a missing one cannot be counted, so the booking is not made at its price.
  if (!row) throw new PromoCodeRefusal('used_up');
  const uses = await usesOf(tx, row.id, use.userId);
  const refusal = useLimitRefusal(row, uses.total, uses.traveller);
  if (refusal) throw new PromoCodeRefusal(refusal);
  await tx.insert(promoCodeUses).values({ codeId: row.id, bookingId: use.bookingId, orderId: use.orderId, userId: use.userId, countedAt: use.now });
}

/** A cancelled booking that is refunded gives its code's use back (once; nothing when it used none). */
export async function giveBackPromoCodeUse(tx: Executor, bookingId: string, now: Date): Promise<void> {
  await tx
    .update(promoCodeUses)
    .set({ givenBackAt: now })
    .where(and(eq(promoCodeUses.bookingId, bookingId), counting));
}
