import { NEWSLETTER_SUBSCRIBES_PER_ADDRESS_PER_HOUR, NEWSLETTER_SUBSCRIBES_PER_EMAIL_PER_HOUR, newsletterMessages } from '@yatrika/contract/newsletter-messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientAddress } from '../../lib/client-address.ts';
import { limitRequests } from '../../plugins/request-limits.ts';

const HOUR_MS = 60 * 60 * 1000;

const emailOf = (request: FastifyRequest) => {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
};

/**
 * preHandler of the footer's box (after the body is read and checked), like the contact form's:
 * subscriptions per client address, then per email address, in an hour. Each one emails a
 * stranger's address, so a script must not turn the box into a way to flood an inbox.
 */
export function subscribeLimits(app: FastifyInstance) {
  return limitRequests(app, [
    { max: NEWSLETTER_SUBSCRIBES_PER_ADDRESS_PER_HOUR, timeWindowMs: HOUR_MS, key: (request) => `newsletter-address|${clientAddress(request.ip)}`, message: newsletterMessages.tooMany },
    { max: NEWSLETTER_SUBSCRIBES_PER_EMAIL_PER_HOUR, timeWindowMs: HOUR_MS, key: (request) => `newsletter-email|${emailOf(request)}`, message: newsletterMessages.tooMany },
  ]);
}
