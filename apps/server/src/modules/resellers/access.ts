import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { resellerMessages } from '@yatrika/contract/reseller-messages';
import { authenticateReseller, type AuthenticatedReseller, type ResellerRefusalReason } from './authenticate.ts';
import { resellerRequestLimit } from './request-limit.ts';

export type ResellerAccess =
  | { ok: true; reseller: AuthenticatedReseller }
  | { ok: false; status: 401; reason: ResellerRefusalReason; message: string }
  | { ok: false; status: 429; reason: 'rate_limited'; message: string; retryAfterSeconds: number };

/**
 * The door of a reseller API: the key is checked against the database on every request, then
 * counted against its per-minute limit (only known keys are counted, so nobody can spend a
 * reseller's budget without their key). Call once when registering the API's routes; the answer
 * is a function to call per request, which says who it is or why not (401 or 429, with the
 * sentence and Retry-After), for the API to answer in its own error body.
 */
export function resellerAccess(app: FastifyInstance, { db, requestsPerMinute }: { db: Database; requestsPerMinute: number }) {
  const count = resellerRequestLimit(app, requestsPerMinute);
  return async function checkResellerAccess(request: FastifyRequest): Promise<ResellerAccess> {
    const known = await authenticateReseller(db, request);
    if (!known.ok) return { ok: false, status: 401, reason: known.reason, message: known.message };
    const rate = await count(request, known.reseller.id);
    if (!rate.allowed) return { ok: false, status: 429, reason: 'rate_limited', message: resellerMessages.tooManyRequests, retryAfterSeconds: rate.retryAfterSeconds };
    return known;
  };
}
