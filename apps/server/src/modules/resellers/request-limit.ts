import type { FastifyInstance, FastifyRequest } from 'fastify';

export type ResellerRateCheck = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const MINUTE_MS = 60_000;

/**
 * Counts each request of a reseller's key against `perMinute`, in the rate-limit plugin's store
 * (plugins/security.ts: Redis when REDIS_URL is set, so every instance shares one count per key;
 * memory otherwise), the store the sign-in and checkout limits use. Counted per reseller, not per
 * client address: a reseller's servers call from many addresses, and one key is one budget.
 * Answers rather than throws, so each API refuses in its own error body with Retry-After.
 * Register it once per app (at plugin registration), then call it per request.
 */
export function resellerRequestLimit(app: FastifyInstance, perMinute: number) {
  // The store asks the key of the request; the reseller it speaks for is known only once its key was read.
  const resellerOf = new WeakMap<FastifyRequest, string>();
  const check = app.createRateLimit({ max: perMinute, timeWindow: MINUTE_MS, keyGenerator: (request) => `reseller|${resellerOf.get(request)}` });
  return async function countResellerRequest(request: FastifyRequest, resellerId: string): Promise<ResellerRateCheck> {
    resellerOf.set(request, resellerId);
    const state = await check(request);
    if (!state.isAllowed && state.isExceeded) return { allowed: false, retryAfterSeconds: Math.max(1, state.ttlInSeconds) };
    return { allowed: true };
  };
}
