import { holdMessages } from '@yatrika/contract/hold-messages';
import type { FastifyInstance } from 'fastify';
import { clientAddress } from '../../lib/client-address.ts';
import { limitRequests } from '../../plugins/request-limits.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * preHandler of the traveller sign-up: at most `perHour` accounts from one client address in an
 * hour (SIGNUPS_PER_ADDRESS_PER_HOUR). Free accounts were the attacker's supply: 60 made in
 * under four seconds, each holding seats (decision 013). Every sign-up that passes validation
 * counts, made or refused, so parallel requests cannot slip past the count.
 */
export function signUpLimit(app: FastifyInstance, perHour: number) {
  return limitRequests(app, [
    { max: perHour, timeWindowMs: HOUR_MS, key: (request) => `sign-up|${clientAddress(request.ip)}`, message: holdMessages.tooManySignUps },
  ]);
}
