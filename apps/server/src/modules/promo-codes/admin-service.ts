import { promoCodeMessages } from '@yatrika/contract/promo-code-messages';
import type { createPromoCodeRequest, PromoCode, updatePromoCodeRequest } from '@yatrika/contract/promo-codes';
import { desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client.ts';
import { promoCodes } from '../../db/schema/promo-codes.ts';
import { tours } from '../../db/schema/tours.ts';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../lib/errors.ts';
import { rupeesToPaise } from '../../lib/money.ts';
import { toPromoCodeResponse } from './terms.ts';
import { usesOf, usesOfCodes } from './uses.ts';
import { changedFields, recordAudit, type AuditActor } from '../audit/public.ts';

type Terms = z.output<typeof updatePromoCodeRequest>;
type NewCode = z.output<typeof createPromoCodeRequest>;

/** Every code, newest first, with its uses so far. */
export async function listPromoCodes(db: Database): Promise<PromoCode[]> {
  const rows = await db.select().from(promoCodes).orderBy(desc(promoCodes.createdAt), desc(promoCodes.id));
  const uses = await usesOfCodes(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toPromoCodeResponse(row, uses.get(row.id) ?? 0));
}

/** The columns a code's terms set; the chosen tours must exist (banned ones may stay chosen). */
async function columnsOf(db: Executor, terms: Terms) {
  const tourIds = [...new Set(terms.tourIds)];
  if (tourIds.length > 0) {
    const found = await db.select({ id: tours.id }).from(tours).where(inArray(tours.id, tourIds));
    if (found.length !== tourIds.length) throw badRequest(promoCodeMessages.tourUnknown);
  }
  return {
    kind: terms.kind,
    percentOff: terms.kind === 'percent' ? terms.percentOff! : null,
    amountOffPaise: terms.kind === 'fixed' ? rupeesToPaise(terms.amountOff!) : null,
    validFrom: terms.validFrom ?? null,
    validTo: terms.validTo ?? null,
    tourIds,
    categories: [...new Set(terms.categories)],
    minPeople: terms.minPeople ?? 1,
    maxUses: terms.maxUses ?? null,
    maxUsesPerTraveller: terms.maxUsesPerTraveller ?? null,
    active: terms.active,
  };
}

export async function createPromoCode(db: Database, request: NewCode, actor: AuditActor): Promise<PromoCode> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(promoCodes)
        .values({ code: request.code, ...(await columnsOf(tx, request)) })
        .returning();
      await recordAudit(tx, actor, { action: 'promo-code.create', subject: { kind: 'promo-code', id: row!.id }, after: row });
      return toPromoCodeResponse(row!, 0);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'promo_codes_code_key')) throw conflict(promoCodeMessages.codeTaken);
    throw error;
  }
}

async function answer(db: Executor, row: typeof promoCodes.$inferSelect | undefined): Promise<PromoCode> {
  if (!row) throw notFound(promoCodeMessages.notFound);
  return toPromoCodeResponse(row, (await usesOf(db, row.id, null)).total);
}

/**
 * New terms for a code. Orders already priced keep the price they were quoted; a lower limit
 * refuses only payments confirmed from now on.
 */
export async function updatePromoCode(db: Database, id: string, terms: Terms, actor: AuditActor): Promise<PromoCode> {
  return changePromoCode(db, id, actor, 'promo-code.update', (tx) => columnsOf(tx, terms));
}

/** Switches a code off (no new checkout takes it) or on again. */
export async function setPromoCodeActive(db: Database, id: string, active: boolean, actor: AuditActor): Promise<PromoCode> {
  return changePromoCode(db, id, actor, active ? 'promo-code.switch-on' : 'promo-code.switch-off', async () => ({ active }));
}

/** Changes a code's row and records what changed, in one transaction. */
async function changePromoCode(
  db: Database,
  id: string,
  actor: AuditActor,
  action: string,
  columns: (tx: Executor) => Promise<Partial<typeof promoCodes.$inferInsert>>,
): Promise<PromoCode> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(promoCodes).where(eq(promoCodes.id, id)).for('update');
    if (!before) throw notFound(promoCodeMessages.notFound);
    const [row] = await tx.update(promoCodes).set(await columns(tx)).where(eq(promoCodes.id, id)).returning();
    await recordAudit(tx, actor, { action, subject: { kind: 'promo-code', id }, ...changedFields(before, row!) });
    return answer(tx, row);
  });
}
