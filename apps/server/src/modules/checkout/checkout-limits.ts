import { holdMessages } from '@yatrika/contract/hold-messages';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { clientAddress } from '../../lib/client-address.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { limitRequests } from '../../plugins/request-limits.ts';

const WINDOW_MS = 15 * 60 * 1000;

/**
 * preHandler of `create-order` (after the traveller's session is checked): checkouts opened per
 * account, then per client address, in 15 minutes. Each one may ask the provider for an order
 * and take the departure's lock, so a flood of them is refused before either (decision 013). The
 * address allows more than one account does: a phone network puts many travellers behind one.
 */
export function checkoutLimits(app: FastifyInstance, limits: Config['rateLimits']) {
  return limitRequests(app, [
    {
      max: limits.checkoutsPerAccountPer15Minutes,
      timeWindowMs: WINDOW_MS,
      key: (request) => `checkout-account|${signedInUser(request)._id}`,
      message: holdMessages.tooManyCheckouts,
    },
    {
      max: limits.checkoutsPerAddressPer15Minutes,
      timeWindowMs: WINDOW_MS,
      key: (request) => `checkout-address|${clientAddress(request.ip)}`,
      message: holdMessages.tooManyCheckouts,
    },
  ]);
}
