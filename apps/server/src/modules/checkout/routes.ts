import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { PaymentGateway } from '../../providers/payments/gateway.ts';
import type { BookingRules } from '../bookings/public.ts';
import adminCheckoutRoutes from './admin-routes.ts';
import paymentLinkRoutes from './payment-link-routes.ts';
import paymentRoutes from './payment-routes.ts';
import balanceRoutes from './balance-routes.ts';

/**
 * Checkout: opening an order (which holds the party's seats), confirming its payment from the
 * browser or the provider's webhook, settling a paid order into its booking, and the operator's
 * bookings taken by phone, paid offline or by a payment link emailed to the traveller.
 */
export default async function checkoutRoutes(
  app: FastifyInstance,
  options: { db: Database; gateway: PaymentGateway; bookingRules: BookingRules; rateLimits: Config['rateLimits']; publicUrl: string },
) {
  await app.register(paymentRoutes, options);
  await app.register(paymentLinkRoutes, options);
  await app.register(adminCheckoutRoutes, options);
  await app.register(balanceRoutes, options);
}
