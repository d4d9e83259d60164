import { resellerMessages } from '@yatrika/contract/reseller-messages';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { resellers } from '../../db/schema/resellers.ts';
import { hashApiKey } from './api-keys.ts';
import { percentOf, type ResellerRow } from './reseller-response.ts';

/** The reseller a request speaks for. */
export interface AuthenticatedReseller {
  id: string;
  name: string;
  email: string;
  commissionPercent: number;
}

/** Why a key was refused: none sent, one we do not know (or an old one replaced by a new key), or revoked. */
export type ResellerRefusalReason = 'missing' | 'unknown' | 'revoked';

export type ResellerAuthentication =
  | { ok: true; reseller: AuthenticatedReseller }
  | { ok: false; reason: ResellerRefusalReason; message: string };

/** Longer than any key we issue by far; anything past it is not one of ours and is not hashed. */
const LONGEST_KEY = 200;

/** The key of `Authorization: Bearer <key>` (the scheme in any capitals), or undefined. */
export function bearerKey(request: Pick<FastifyRequest, 'headers'>): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match && match[1]!.length <= LONGEST_KEY ? match[1] : undefined;
}

const toAuthenticated = (row: ResellerRow): AuthenticatedReseller => ({
  id: row.id,
  name: row.name,
  email: row.email,
  commissionPercent: percentOf(row.commissionBasisPoints),
});

/**
 * Who a request's API key belongs to, read from the database on every call (one lookup by the
 * key's hash, unique-indexed), so a key revoked or replaced on any instance is refused by every
 * instance from the next request: nothing is remembered in between. Answers a refusal rather than
 * throwing, so each API answers it in its own error body (OCTO's `UNAUTHORIZED`, our `{message}`).
 */
export async function authenticateReseller(db: Executor, request: Pick<FastifyRequest, 'headers'>): Promise<ResellerAuthentication> {
  const key = bearerKey(request);
  if (!key) return { ok: false, reason: 'missing', message: resellerMessages.keyMissing };
  const [row] = await db.select().from(resellers).where(eq(resellers.keyHash, hashApiKey(key)));
  if (!row) return { ok: false, reason: 'unknown', message: resellerMessages.keyUnknown };
  if (row.revokedAt) return { ok: false, reason: 'revoked', message: resellerMessages.keyRevokedOnUse };
  return { ok: true, reseller: toAuthenticated(row) };
}
