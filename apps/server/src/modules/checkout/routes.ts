import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { PaymentGateway } from '../../providers/payments/gateway.ts';
import type { BookingRules } from '../bookings/public.ts';
import paymentRoutes from './payment-routes.ts';

/**
 * Checkout: opening an order (which holds the party's seats), confirming its payment from the
 * browser or the provider's webhook, and settling a paid order into its booking.
 */
export default async function checkoutRoutes(
  app: FastifyInstance,
  options: { db: Database; gateway: PaymentGateway; bookingRules: BookingRules; rateLimits: Config['rateLimits'] },
) {
  await app.register(paymentRoutes, options);
}
