import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.ts';

export interface RequestLimit {
  /** At most this many requests with one key… */
  max: number;
  /** …in this many milliseconds, counted from the first. */
  timeWindowMs: number;
  /** What the count is per: a client address, an account. Prefix it with the limit's name. */
  key: (request: FastifyRequest) => string;
  /** The sentence of the 429. */
  message: string;
}

/**
 * A preHandler that counts each request against each limit in turn, in the rate-limit plugin's
 * store (plugins/security.ts: Redis when REDIS_URL is set, so every instance shares the counts;
 * memory otherwise; and open, not refusing, when Redis cannot be reached). Over a limit it answers
 * 429 with Retry-After and the limit's sentence, in the body every error has, and counts no further.
 */
export function limitRequests(app: FastifyInstance, limits: RequestLimit[]) {
  const limiters = limits.map((limit) => ({
    limit,
    check: app.createRateLimit({ max: limit.max, timeWindow: limit.timeWindowMs, keyGenerator: limit.key }),
  }));
  return async function refuseOverLimit(request: FastifyRequest, reply: FastifyReply) {
    for (const { limit, check } of limiters) {
      const state = await check(request);
      if (!state.isAllowed && state.isExceeded) {
        reply.header('Retry-After', Math.max(1, state.ttlInSeconds));
        throw new AppError('rate_limited', limit.message);
      }
    }
  };
}
