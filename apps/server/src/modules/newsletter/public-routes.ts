import { errorResponse, messageResponse } from '@yatrika/contract/common';
import { newsletterMessages, newsletterTokenBody, subscribeRequest } from '@yatrika/contract/newsletter';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { badRequest } from '../../lib/errors.ts';
import { acceptFormBodies } from '../../lib/form-bodies.ts';
import { confirmSubscription } from './confirm.ts';
import { subscribeLimits } from './subscribe-limits.ts';
import { subscribe } from './subscribe.ts';
import { unsubscribe } from './unsubscribe.ts';

const tags = ['newsletter'];

/** The footer's newsletter box and the two emailed links, all without signing in. */
export default async function newsletterPublicRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  acceptFormBodies(app);
  const limits = subscribeLimits(app);

  api.post(
    '/api/newsletter/subscribe',
    {
      preHandler: limits,
      schema: {
        tags,
        summary: 'Ask for the newsletter: emails a link to confirm (double opt-in); the same answer whether or not the address is subscribed',
        body: subscribeRequest,
        response: { 202: messageResponse, 400: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      await subscribe(db, request.body);
      return reply.status(202).send({ message: newsletterMessages.checkInbox });
    },
  );

  api.post(
    '/api/newsletter/confirm',
    {
      schema: {
        tags,
        summary: "Confirm a subscription with the emailed link's token (doing it twice changes nothing)",
        body: newsletterTokenBody,
        response: { 200: messageResponse, 400: errorResponse },
      },
    },
    async (request) => {
      await confirmSubscription(db, request.body.token);
      return { message: newsletterMessages.confirmed };
    },
  );

  api.post(
    '/api/newsletter/unsubscribe',
    {
      schema: {
        tags,
        summary: 'Leave the newsletter: from the web page (token in the body) or one click from the email (token in the query, RFC 8058)',
        querystring: z.object({ token: z.string().max(500).optional() }),
        body: newsletterTokenBody.partial().optional(),
        response: { 200: messageResponse, 400: errorResponse },
      },
    },
    async (request) => {
      const token = request.body?.token ?? request.query.token;
      if (!token) throw badRequest(newsletterMessages.badUnsubscribeLink);
      await unsubscribe(db, token);
      return { message: newsletterMessages.unsubscribed };
    },
  );
}
