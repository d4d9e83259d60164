import { resellerMessages } from '@yatrika/contract/reseller-messages';
import type { CreateResellerRequest, ResellerResponse } from '@yatrika/contract/resellers';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { resellers } from '../../db/schema/resellers.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { newApiKey } from './api-keys.ts';
import { toResellerResponse } from './reseller-response.ts';

export interface ResellerWithKey {
  reseller: ResellerResponse;
  /** Shown to the operator this once; only its hash is kept. */
  apiKey: string;
}

/** Adds a reseller with its first key. */
export async function createReseller(db: Database, request: CreateResellerRequest, now = new Date()): Promise<ResellerWithKey> {
  const key = newApiKey();
  const [row] = await db
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
  return { reseller: toResellerResponse(row!), apiKey: key.key };
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
export async function revokeResellerKey(db: Database, id: string, now = new Date()): Promise<ResellerResponse> {
  const [row] = await db
    .update(resellers)
    .set({ revokedAt: now })
    .where(and(eq(resellers.id, id), isNull(resellers.revokedAt)))
    .returning();
  if (row) return toResellerResponse(row);
  const [exists] = await db.select({ id: resellers.id }).from(resellers).where(eq(resellers.id, id));
  throw exists ? conflict(resellerMessages.keyAlreadyRevoked) : notFound(resellerMessages.notFound);
}

/** Issues a new key, revoked or not: the old one stops working as this commits. */
export async function issueResellerKey(db: Database, id: string, now = new Date()): Promise<ResellerWithKey> {
  const key = newApiKey();
  const [row] = await db
    .update(resellers)
    .set({ keyHash: key.hash, keyPrefix: key.prefix, keyIssuedAt: now, revokedAt: null })
    .where(eq(resellers.id, id))
    .returning();
  if (!row) throw notFound(resellerMessages.notFound);
  return { reseller: toResellerResponse(row), apiKey: key.key };
}
