import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { PaymentGateway } from '../../providers/payments/gateway.ts';
import adminBookingRoutes from './admin-routes.ts';
import policyRoutes from './policy-routes.ts';
import type { BookingRules } from './settings.ts';
import travellerBookingRoutes from './traveller-routes.ts';

export interface BookingOptions {
  db: Database;
  gateway: PaymentGateway;
  bookingRules: BookingRules;
}

/**
 * A booking's life once its order is paid: made (from the browser's confirmation or
 * `POST /api/user/bookings`), accepted, cancelled by the policy and refunded, with its
 * reference, receipt and packing guide. Each audience is its own plugin, so each role guard
 * covers exactly its routes.
 */
export default async function bookingRoutes(app: FastifyInstance, options: BookingOptions) {
  await app.register(travellerBookingRoutes, options);
  await app.register(adminBookingRoutes, options);
  await app.register(policyRoutes, options);
}
