import { resellerMessages } from '@yatrika/contract/reseller-messages';
import type { CreateResellerRequest, ResellerResponse } from '@yatrika/contract/resellers';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { resellers } from '../../db/schema/resellers.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { newApiKey } from './api-keys.ts';
import { toResellerResponse } from './reseller-response.ts';
import { recordAudit, type AuditActor } from '../audit/public.ts';

export interface ResellerWithKey {
  reseller: ResellerResponse;
  /** Shown to the operator this once; only its hash is kept. */
  apiKey: string;
}

/** Adds a reseller with its first key. */
export async function createReseller(db: Database, request: CreateResellerRequest, actor: AuditActor, now = new Date()): Promise<ResellerWithKey> {
  const key = newApiKey();
  return db.transaction(async (tx) => {
    const [row] = await tx
    .insert(resellers)
    .values({
      name: request.name,
      email: request.email,
      commissionBasisPoints: Math.round(request.commissionPercent * 100),
      keyHash: key.hash,
      keyPrefix: key.prefix,
      keyIssuedAt: now,
      createdAt: now,
    })
    .returning();
    // The answer names the key by its first characters only; the key itself never reaches the log.
    const reseller = toResellerResponse(row!);
    await recordAudit(tx, actor, { action: 'reseller.create', subject: { kind: 'reseller', id: reseller._id }, after: reseller });
    return { reseller, apiKey: key.key };
  });
}

/** Every reseller, newest first. */
export async function listResellers(db: Database): Promise<ResellerResponse[]> {
  const rows = await db.select().from(resellers).orderBy(desc(resellers.createdAt), desc(resellers.id));
  return rows.map(toResellerResponse);
}

/**
 * Revokes the reseller's key: every request with it is refused from the moment this commits, on
 * every instance, since each request reads the key's row (authenticate.ts). 409 when already revoked.
 */
export async function revokeResellerKey(db: Database, id: string, actor: AuditActor, now = new Date()): Promise<ResellerResponse> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(resellers)
      .set({ revokedAt: now })
      .where(and(eq(resellers.id, id), isNull(resellers.revokedAt)))
      .returning();
    if (row) {
      const reseller = toResellerResponse(row);
      await recordAudit(tx, actor, { action: 'reseller.key-revoke', subject: { kind: 'reseller', id }, before: { revoked: false }, after: { revoked: true, keyPrefix: row.keyPrefix } });
      return reseller;
    }
    const [exists] = await tx.select({ id: resellers.id }).from(resellers).where(eq(resellers.id, id));
    throw exists ? conflict(resellerMessages.keyAlreadyRevoked) : notFound(resellerMessages.notFound);
  });
}

/** Issues a new key, revoked or not: the old one stops working as this commits. */
export async function issueResellerKey(db: Database, id: string, actor: AuditActor, now = new Date()): Promise<ResellerWithKey> {
  const key = newApiKey();
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ keyPrefix: resellers.keyPrefix, revokedAt: resellers.revokedAt }).from(resellers).where(eq(resellers.id, id)).for('update');
    const [row] = await tx
      .update(resellers)
      .set({ keyHash: key.hash, keyPrefix: key.prefix, keyIssuedAt: now, revokedAt: null })
      .where(eq(resellers.id, id))
      .returning();
    if (!before || !row) throw notFound(resellerMessages.notFound);
    await recordAudit(tx, actor, {
      action: 'reseller.key-issue',
      subject: { kind: 'reseller', id },
      before: { keyPrefix: before.keyPrefix, revoked: before.revokedAt !== null },
      after: { keyPrefix: row.keyPrefix, revoked: false },
    });
    return { reseller: toResellerResponse(row), apiKey: key.key };
  });
}
