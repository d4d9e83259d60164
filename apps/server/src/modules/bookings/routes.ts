import type { FastifyInstance } from 'fastify';
import { BALANCE_LAPSE_JOB, balanceLapseJob } from './balance-lapse.ts';
import type { Database } from '../../db/client.ts';
import type { JobRunner } from '../../jobs/runner.ts';
import type { PaymentGateway } from '../../providers/payments/gateway.ts';
import adminBookingRoutes from './admin-routes.ts';
import operatorBookingRoutes from './operator-routes.ts';
import policyRoutes from './policy-routes.ts';
import type { BookingRules } from './settings.ts';
import travellerBookingRoutes from './traveller-routes.ts';
import type { MarkOrderBooked } from './paid-booking.ts';
import { MINIMUM_GROUP_JOB, minimumGroupJob } from './minimum-group.ts';

export interface BookingOptions {
  db: Database;
  gateway: PaymentGateway;
  bookingRules: BookingRules;
  /** Checkout's step that marks a paid order used by its booking (checkout owns orders); for the original client's booking request. */
  markOrderBooked: MarkOrderBooked;
}

export interface BookingJobOptions {
  jobs: JobRunner;
  /** Seconds between looks for balances to lapse (the reminders' interval); 0: only when an operator runs it. */
  reminderIntervalSeconds: number;
  /** Seconds between looks for departures to decide by their minimum group; 0: only when an operator runs it. */
  minGroupIntervalSeconds: number;
}

/**
 * A booking's life once its order is paid: made (from the browser's confirmation or
 * `POST /api/user/bookings`), accepted, cancelled by the policy and refunded, with its
 * reference, receipt and packing guide. Each audience is its own plugin, so each role guard
 * covers exactly its routes.
 */
export default async function bookingRoutes(app: FastifyInstance, options: BookingOptions & BookingJobOptions) {
  const { jobs, reminderIntervalSeconds, minGroupIntervalSeconds } = options;
  // Paying in parts (decision 035): the lapse of a balance not paid, on the reminders' interval (its reminders: booking-notices).
  jobs.register(balanceLapseJob({ db: options.db, gateway: options.gateway, log: app.log, policy: options.bookingRules.cancellationPolicy }));
  if (reminderIntervalSeconds > 0) jobs.every(BALANCE_LAPSE_JOB, reminderIntervalSeconds * 1000);
  jobs.register(minimumGroupJob({ db: options.db, gateway: options.gateway, log: app.log, policy: options.bookingRules.cancellationPolicy }));
  if (minGroupIntervalSeconds > 0) jobs.every(MINIMUM_GROUP_JOB, minGroupIntervalSeconds * 1000);
  await app.register(travellerBookingRoutes, options);
  await app.register(adminBookingRoutes, options);
  await app.register(operatorBookingRoutes, options);
  await app.register(policyRoutes, options);
}
