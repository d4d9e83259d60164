import type { FastifyInstance } from 'fastify';
import { clientAddress } from '../../lib/client-address.ts';
import { limitRequests } from '../../plugins/request-limits.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Batches one client address may send in an hour. A browser sends one per page it loads (moving
 * between pages of the app loads none), so a busy traveller sends a few dozen; many people behind
 * one phone network's address share the count, and what is refused is only a sample lost.
 */
export const VITALS_BATCHES_PER_ADDRESS_PER_HOUR = 120;

export const vitalsMessages = {
  tooMany: 'Too many speed measurements from this address. Please wait an hour.',
} as const;

/** preHandler of `POST /api/vitals`, like the contact form's and the newsletter box's: per client address. */
export function vitalsLimits(app: FastifyInstance) {
  return limitRequests(app, [
    { max: VITALS_BATCHES_PER_ADDRESS_PER_HOUR, timeWindowMs: HOUR_MS, key: (request) => `vitals-address|${clientAddress(request.ip)}`, message: vitalsMessages.tooMany },
  ]);
}
