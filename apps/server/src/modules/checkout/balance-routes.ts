import { errorResponse, idParams } from '@yatrika/contract/common';
import { balanceOrderResponse, paymentMessages } from '@yatrika/contract/payments';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { paiseToRupees } from '../../lib/money.ts';
import { signedInUser } from '../../plugins/auth.ts';
import type { PaymentGateway } from '../../providers/payments/gateway.ts';
import { quoteBalance } from '../money/public.ts';
import { checkoutLimits } from './checkout-limits.ts';
import { openTopUpOrder } from './top-up-orders.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse, 429: errorResponse, 502: errorResponse };

/** Paying the balance of a booking paid by advance (decision 035), from My Bookings, the ticket or a reminder's link. */
export default async function balanceRoutes(app: FastifyInstance, options: { db: Database; gateway: PaymentGateway; rateLimits: Config['rateLimits'] }) {
  const { db, gateway } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/user/bookings/:id/balance',
    {
      onRequest: app.requireRole('traveller'),
      preHandler: checkoutLimits(app, options.rateLimits),
      config: { successFlag: true },
      schema: {
        tags: ['payments'],
        summary: 'Open the order for the balance of your booking paid by advance (priced by the server); pay it and confirm it with verify-payment',
        security: [{ bearer: [] }],
        params: idParams,
        response: { 200: balanceOrderResponse, ...errors },
      },
    },
    async (request) => {
      const userId = signedInUser(request)._id;
      const quote = await quoteBalance(db, userId, request.params.id);
      const order = await openTopUpOrder(db, gateway, request.log, { userId, bookingId: quote.bookingId, purpose: 'balance', amountPaise: quote.amountPaise, topUp: quote.topUp });
      return { success: true as const, order, message: paymentMessages.orderCreated, balance: paiseToRupees(quote.amountPaise), balanceDueOn: quote.balanceDueOn };
    },
  );
}
