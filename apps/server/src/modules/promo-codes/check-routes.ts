import { errorResponse } from '@yatrika/contract/common';
import { promoCodeCheckRequest, promoCodeCheckResponse } from '@yatrika/contract/promo-codes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { checkPromoCode, type QuoteWithCode } from './check.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse };

/** The traveller's check of a code at checkout, before paying. */
export default async function promoCodeCheckRoutes(app: FastifyInstance, { db, quote }: { db: Database; quote: QuoteWithCode }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/user/promo-codes/check',
    {
      onRequest: app.requireRole('traveller'),
      schema: {
        tags: ['payments'],
        summary:
          'Try a promo code on the booking about to be paid: the price lines with its discount and the total the order will charge, or 400 with the sentence that says why it does not apply',
        security: [{ bearer: [] }],
        body: promoCodeCheckRequest,
        response: { 200: promoCodeCheckResponse, ...errors },
      },
    },
    async (request) => checkPromoCode(db, quote, request.body.booking, request.body.code, signedInUser(request)._id),
  );
}
