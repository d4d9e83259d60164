import { errorResponse } from '@yatrika/contract/common';
import { paymentLinkPaidResponse, paymentLinkTokenParams, paymentLinkView } from '@yatrika/contract/payment-links';
import { paymentConfirmation } from '@yatrika/contract/payments';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import type { PaymentGateway } from '../../providers/payments/gateway.ts';
import { payByLink, viewPaymentLink } from './payment-link-page.ts';
import { preparePaymentLinkKey } from './payment-link-token.ts';

const errors = { 400: errorResponse, 404: errorResponse, 409: errorResponse, 502: errorResponse };

/**
 * The payment page of a link the operator emailed (decision 024). No sign-in: the signed token in
 * the address is the traveller's key, as a password-reset link's is.
 */
export default async function paymentLinkRoutes(app: FastifyInstance, { db, gateway }: { db: Database; gateway: PaymentGateway }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  await preparePaymentLinkKey(db);

  api.get(
    '/api/payment/links/:token',
    {
      schema: {
        tags: ['payments'],
        summary: 'A payment link: the trip, the amount, until when it can be paid, and the provider order to pay (no sign-in: the token is signed)',
        params: paymentLinkTokenParams,
        response: { 200: paymentLinkView, ...errors },
      },
    },
    async (request, reply) => {
      // It changes as the link is paid or runs out; never kept by a browser or a proxy.
      reply.header('cache-control', 'no-store');
      return viewPaymentLink(db, request.params.token);
    },
  );

  api.post(
    '/api/payment/links/:token/verify',
    {
      config: { successFlag: true },
      schema: {
        tags: ['payments'],
        summary: "The checkout dialog's confirmation of a payment link's payment: checked like verify-payment, and the booking made",
        params: paymentLinkTokenParams,
        body: paymentConfirmation,
        response: { 200: paymentLinkPaidResponse, ...errors },
      },
    },
    async (request) => payByLink(db, gateway, request.log, request.params.token, request.body),
  );
}
