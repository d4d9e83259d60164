import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { PaymentGateway } from '../../providers/payments/gateway.ts';
import type { BookingRules } from './quote.ts';
import adminBookingRoutes from './admin-routes.ts';
import paymentRoutes from './checkout/payment-routes.ts';
import travellerBookingRoutes from './traveller-routes.ts';
import adminDepartureRoutes from './departures/admin-routes.ts';
import availabilityRoutes from './departures/public-routes.ts';

/**
 * Bookings own the checkout: orders, settling a paid order into its booking, the
 * provider's webhook, refunds and the booking's life after that, and the seats of
 * every departure (availability, holds while paying, the operator's manifest). Each audience is
 * its own plugin, so each role guard covers exactly its routes.
 */
export default async function bookingRoutes(app: FastifyInstance, options: { db: Database; gateway: PaymentGateway; bookingRules: BookingRules }) {
  await app.register(paymentRoutes, options);
  await app.register(travellerBookingRoutes, options);
  await app.register(adminBookingRoutes, options);
  await app.register(availabilityRoutes, options);
  await app.register(adminDepartureRoutes, options);
}
