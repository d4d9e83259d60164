import type { PromoCode } from '@yatrika/contract/promo-codes';
import type { PromoCodeTerms } from '@yatrika/contract/promo-code-rules';
import { promoCodeKey } from '@yatrika/contract/promo-code-rules';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { promoCodes } from '../../db/schema/promo-codes.ts';
import { paiseToRupees } from '../../lib/money.ts';

export type PromoCodeRow = typeof promoCodes.$inferSelect;

/** The code matched whatever its capitals (the unique index is on lower(code)). */
export const codeMatches = (code: string) => eq(sql`lower(${promoCodes.code})`, promoCodeKey(code));

/** A code by what the traveller typed; `lock` holds its row until the transaction ends (counting a use). */
export async function findPromoCode(db: Executor, code: string, { lock = false } = {}): Promise<PromoCodeRow | undefined> {
  const query = db.select().from(promoCodes).where(codeMatches(code));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export function termsOf(row: PromoCodeRow): PromoCodeTerms {
  return {
    code: row.code,
    kind: row.kind,
    percentOff: row.percentOff,
    amountOffPaise: row.amountOffPaise,
    validFrom: row.validFrom,
    validTo: row.validTo,
    tourIds: row.tourIds,
    categories: row.categories,
    minPeople: row.minPeople,
    maxUses: row.maxUses,
    maxUsesPerTraveller: row.maxUsesPerTraveller,
    active: row.active,
  };
}

/** A code as the operator's list answers it, in rupees. */
export function toPromoCodeResponse(row: PromoCodeRow, usesSoFar: number): PromoCode {
  return {
    _id: row.id,
    code: row.code,
    kind: row.kind,
    percentOff: row.percentOff,
    amountOff: row.amountOffPaise === null ? null : paiseToRupees(row.amountOffPaise),
    validFrom: row.validFrom,
    validTo: row.validTo,
    tourIds: row.tourIds,
    categories: row.categories,
    minPeople: row.minPeople,
    maxUses: row.maxUses,
    maxUsesPerTraveller: row.maxUsesPerTraveller,
    active: row.active,
    usesSoFar,
    createdAt: row.createdAt.toISOString(),
  };
}
