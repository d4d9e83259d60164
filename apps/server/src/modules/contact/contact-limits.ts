import { CONTACT_MESSAGES_PER_ADDRESS_PER_HOUR, CONTACT_MESSAGES_PER_EMAIL_PER_HOUR, contactMessages } from '@yatrika/contract/contact-messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientAddress } from '../../lib/client-address.ts';
import { limitRequests } from '../../plugins/request-limits.ts';

const HOUR_MS = 60 * 60 * 1000;

const senderOf = (request: FastifyRequest) => {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
};

/**
 * preHandler of the contact form (after the body is read and checked): messages per client
 * address, then per sender's email address, in an hour. Every call counts, the honeypot's too,
 * so a robot that keeps trying is soon refused like anyone else.
 */
export function contactLimits(app: FastifyInstance) {
  return limitRequests(app, [
    { max: CONTACT_MESSAGES_PER_ADDRESS_PER_HOUR, timeWindowMs: HOUR_MS, key: (request) => `contact-address|${clientAddress(request.ip)}`, message: contactMessages.tooMany },
    { max: CONTACT_MESSAGES_PER_EMAIL_PER_HOUR, timeWindowMs: HOUR_MS, key: (request) => `contact-email|${senderOf(request)}`, message: contactMessages.tooMany },
  ]);
}
