import { twoStepMessages } from '@yatrika/contract/two-step-rules';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../../lib/errors.ts';

const WINDOW_MS = 15 * 60 * 1000;
/** Wrong codes for one account: a person mistyping a few times is fine; guessing a million codes is not. */
export const WRONG_CODES_PER_ACCOUNT = 5;
/** Wrong codes from one client address, across accounts (an office shares one). */
export const WRONG_CODES_PER_ADDRESS = 20;

/** The account a code is tried for, set before the limiter reads its key. */
const accountOf = new WeakMap<FastifyRequest, string>();

/**
 * Limits on wrong second-step codes (authenticator or recovery), counted in the rate-limit
 * plugin's store (Redis when REDIS_URL is set, so every instance shares the counts). Only wrong
 * codes count; once over a limit even a right code is refused until the window passes, so
 * guessing cannot go on behind the 429.
 */
export function wrongCodeLimits(app: FastifyInstance) {
  const perAccount = app.createRateLimit({ max: WRONG_CODES_PER_ACCOUNT, timeWindow: WINDOW_MS, keyGenerator: (request) => `two-step-account|${accountOf.get(request) ?? ''}` });
  const perAddress = app.createRateLimit({ max: WRONG_CODES_PER_ADDRESS, timeWindow: WINDOW_MS, keyGenerator: (request) => `two-step-address|${request.ip}` });

  return {
    /** Before checking a code: 429 with Retry-After when either limit is used up. */
    async refuseWhenExhausted(request: FastifyRequest, reply: FastifyReply, userId: string) {
      accountOf.set(request, userId);
      for (const limiter of [perAccount, perAddress]) {
        const state = await limiter(request, { increment: false });
        if (!state.isAllowed && state.remaining === 0) {
          reply.header('Retry-After', Math.max(1, state.ttlInSeconds));
          throw new AppError('rate_limited', twoStepMessages.tooManyCodes);
        }
      }
    },
    /** After a wrong code. */
    async countWrong(request: FastifyRequest, userId: string) {
      accountOf.set(request, userId);
      await perAccount(request);
      await perAddress(request);
    },
  };
}

export type WrongCodeLimits = ReturnType<typeof wrongCodeLimits>;
