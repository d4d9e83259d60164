import { errorResponse, messageResponse } from '@yatrika/contract/common';
import { contactDetailsResponse, contactMessages, contactRequest } from '@yatrika/contract/contact';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { contactLimits } from './contact-limits.ts';
import { sendContactMessage } from './send-message.ts';

interface ContactOptions {
  db: Database;
  /** What the Contact page shows: only what the operator chose to publish (OPERATOR_EMAIL, OPERATOR_PHONE). */
  mail: Pick<Config['mail'], 'operatorEmail' | 'operatorPhone'>;
}

/** The Contact page: how to reach the operator, and a form that emails them. No sign-in needed. */
export default async function contactRoutes(app: FastifyInstance, { db, mail }: ContactOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const limits = contactLimits(app);

  api.get(
    '/api/routes/contact',
    {
      schema: {
        tags: ['contact'],
        summary: "The operator's published email address and phone number (each null when not set)",
        response: { 200: contactDetailsResponse },
      },
    },
    // The first administrator's sign-in address is never published: only OPERATOR_EMAIL is.
    async () => ({ email: mail.operatorEmail ?? null, phone: mail.operatorPhone ?? null }),
  );

  api.post(
    '/api/contact',
    {
      preHandler: limits,
      schema: {
        tags: ['contact'],
        summary: 'Send the operator a message by email (rate-limited per client address and per sender)',
        body: contactRequest,
        response: { 202: messageResponse, 400: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      await sendContactMessage(db, request.body);
      return reply.status(202).send({ message: contactMessages.sent });
    },
  );
}
