import { accountMessages } from '@yatrika/contract/account';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';

const WINDOW_MS = 15 * 60 * 1000;
/** Reset emails to one address: enough for a lost message or two, too few to flood an inbox. */
export const RESET_REQUESTS_PER_EMAIL = 5;
/** Calls from one client address: many people may share one (an office, a phone network). */
export const RESET_REQUESTS_PER_ADDRESS = 20;

const emailOf = (request: FastifyRequest) => {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
};

/**
 * preHandler limits for the emailed-link routes, counted in the rate-limit plugin's store
 * (Redis when REDIS_URL is set, so every instance shares the counts; memory otherwise). Each
 * call counts whatever its outcome; over a limit the answer is 429 with Retry-After.
 */
export function linkRateLimits(app: FastifyInstance) {
  const perAddress = app.createRateLimit({ max: RESET_REQUESTS_PER_ADDRESS, timeWindow: WINDOW_MS, keyGenerator: (request) => `account-link|${request.ip}` });
  const perEmail = app.createRateLimit({ max: RESET_REQUESTS_PER_EMAIL, timeWindow: WINDOW_MS, keyGenerator: (request) => `password-forgot|${emailOf(request)}` });

  async function refuseWhenExceeded(reply: FastifyReply, limiter: typeof perAddress, request: FastifyRequest) {
    const state = await limiter(request);
    if (!state.isAllowed && state.isExceeded) {
      reply.header('Retry-After', Math.max(1, state.ttlInSeconds));
      throw new AppError('rate_limited', accountMessages.tooManyResetRequests);
    }
  }

  return {
    /** Any call that uses or asks for an emailed link, per client address. */
    perAddress: async (request: FastifyRequest, reply: FastifyReply) => refuseWhenExceeded(reply, perAddress, request),
    /** "Forgot password": per client address, then per email address asked about. */
    forgotPassword: async (request: FastifyRequest, reply: FastifyReply) => {
      await refuseWhenExceeded(reply, perAddress, request);
      await refuseWhenExceeded(reply, perEmail, request);
    },
  };
}
