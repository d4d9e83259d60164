import { errorResponse } from '@yatrika/contract/common';
import {
  createOrderRequest,
  createOrderResponse,
  paymentConfigResponse,
  paymentConfirmation,
  paymentMessages,
  verifyPaymentResponse,
} from '@yatrika/contract/payments';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { clientAddress } from '../../lib/client-address.ts';
import { signedInUser } from '../../plugins/auth.ts';
import type { BookingRules } from '../bookings/public.ts';
import type { PaymentGateway } from '../../providers/payments/gateway.ts';
import { checkoutLimits } from './checkout-limits.ts';
import { createOrder, verifyPayment } from './orders.ts';
import webhookRoutes from './webhook-routes.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse, 502: errorResponse };
/** create-order may also be refused for opening checkouts too often (checkout-limits.ts). */
const orderErrors = { ...errors, 429: errorResponse };
const bearer = [{ bearer: [] }];

/** The checkout's routes: the provider's public config, orders, and the checkout's confirmation. */
export default async function paymentRoutes(
  app: FastifyInstance,
  options: { db: Database; gateway: PaymentGateway; bookingRules: BookingRules; rateLimits: Config['rateLimits'] },
) {
  const { db, gateway } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const traveller = app.requireRole('traveller');

  // Public: the key id is meant for browsers, and the page needs it before anyone pays.
  api.get(
    '/api/payment/config',
    {
      schema: {
        tags: ['payments'],
        summary: 'The payment provider, its public key id and the checkout script to load',
        response: { 200: paymentConfigResponse },
      },
    },
    async () => ({
      provider: gateway.provider,
      keyId: gateway.keyId,
      checkoutScriptUrl: gateway.checkoutScriptUrl,
      currency: 'INR' as const,
      name: 'Yatrika',
    }),
  );

  api.post(
    '/api/payment/create-order',
    {
      onRequest: traveller,
      preHandler: checkoutLimits(app, options.rateLimits),
      config: { successFlag: true },
      schema: {
        tags: ['payments'],
        summary: 'Create a payment order (amount in paise; with `booking`, the server computes it and holds the seats)',
        security: bearer,
        body: createOrderRequest,
        response: { 200: createOrderResponse, ...orderErrors },
      },
    },
    async (request) => {
      const holder = { userId: signedInUser(request)._id, clientAddress: clientAddress(request.ip) };
      const { order, hold } = await createOrder(db, gateway, request.log, holder, request.body, options.bookingRules);
      return { success: true as const, order, message: paymentMessages.orderCreated, ...(hold ? { hold } : {}) };
    },
  );

  api.post(
    '/api/payment/verify-payment',
    {
      onRequest: traveller,
      config: { successFlag: true },
      schema: {
        tags: ['payments'],
        summary: "Check the checkout's signature and settle the order (makes the booking it carried)",
        security: bearer,
        body: paymentConfirmation,
        response: { 200: verifyPaymentResponse, ...errors },
      },
    },
    async (request) => {
      const { booking } = await verifyPayment(db, gateway, request.log, signedInUser(request)._id, request.body);
      return { success: true as const, message: paymentMessages.verified, ...(booking ? { booking } : {}) };
    },
  );

  await app.register(webhookRoutes, options);
}
