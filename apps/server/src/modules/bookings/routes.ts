import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { PaymentGateway } from '../../providers/payments/gateway.ts';
import type { BookingRules } from './quote.ts';
import adminBookingRoutes from './admin-routes.ts';
import paymentRoutes from './checkout/payment-routes.ts';
import travellerBookingRoutes from './traveller-routes.ts';
import adminDepartureRoutes from './departures/admin-routes.ts';
import availabilityRoutes from './departures/public-routes.ts';
import adminPaymentRoutes from './payment-records/admin-routes.ts';
import travellerPaymentRoutes from './payment-records/traveller-routes.ts';
import policyRoutes from './policy-routes.ts';
import { scheduleReconciliation } from './reconciliation/schedule.ts';

/** RECONCILE_INTERVAL_SECONDS and PAID_ORDER_GRACE_SECONDS. */
export interface ReconcileSettings {
  intervalSeconds: number;
  graceSeconds: number;
}

export interface BookingOptions {
  db: Database;
  gateway: PaymentGateway;
  bookingRules: BookingRules;
  reconciliation: ReconcileSettings;
}

/**
 * Bookings own the checkout: orders, settling a paid order into its booking, the
 * provider's webhook, refunds and the booking's life after that, and the seats of
 * every departure (availability, holds while paying, the operator's manifest), and
 * reconciliation, which sees that every paid order ends as a booking or a refund. Each audience is
 * its own plugin, so each role guard covers exactly its routes.
 */
export default async function bookingRoutes(app: FastifyInstance, options: BookingOptions) {
  const { db, gateway, reconciliation } = options;
  // A run may take over a lease held twice as long as the interval (or 5 minutes): its holder crashed.
  const leaseMs = Math.max(2 * reconciliation.intervalSeconds, 300) * 1000;
  const reconcile = { db, gateway, graceSeconds: reconciliation.graceSeconds, leaseMs };
  scheduleReconciliation(app, { ...reconcile, log: app.log.child({ job: 'reconcile' }) }, reconciliation.intervalSeconds);

  await app.register(paymentRoutes, options);
  await app.register(travellerBookingRoutes, options);
  await app.register(adminBookingRoutes, options);
  await app.register(availabilityRoutes, options);
  await app.register(adminDepartureRoutes, options);
  await app.register(policyRoutes, options);
  await app.register(travellerPaymentRoutes, options);
  await app.register(adminPaymentRoutes, { reconcile });
}
