import { errorResponse, messageResponse } from '@yatrika/contract/common';
import { emailMessages, unsubscribeBody } from '@yatrika/contract/emails';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/errors.ts';
import { acceptFormBodies } from '../../lib/form-bodies.ts';
import { UNSUBSCRIBE_API } from './links.ts';
import { userOfUnsubscribeToken } from './unsubscribe-token.ts';

/**
 * Unsubscribing from reminders and review requests, without signing in: the link's token is
 * signed. Mail apps POST to the List-Unsubscribe address with the token in the query (RFC 8058);
 * the web app's page POSTs it in the body. Both answer the same; doing it twice changes nothing.
 */
export default async function unsubscribeRoutes(app: FastifyInstance, { key, stopReminders }: { key: string; stopReminders: (userId: string) => Promise<void> }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  acceptFormBodies(app);
  api.post(
    UNSUBSCRIBE_API,
    {
      schema: {
        tags: ['emails'],
        summary: 'Stop trip reminders and review requests (one click from the email, RFC 8058)',
        querystring: z.object({ token: z.string().max(500).optional() }),
        body: unsubscribeBody.partial().optional(),
        response: { 200: messageResponse, 400: errorResponse },
      },
    },
    async (request) => {
      const token = request.body?.token ?? request.query.token;
      const userId = token ? userOfUnsubscribeToken(key, token) : null;
      if (!userId) throw badRequest(emailMessages.badUnsubscribeLink);
      await stopReminders(userId);
      return { message: emailMessages.unsubscribed };
    },
  );
}
