import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { JobRunner } from '../../jobs/runner.ts';
import type { PaymentGateway } from '../../providers/payments/gateway.ts';
import adminPaymentRoutes from './admin-routes.ts';
import { reconciliationJob } from './reconciliation/job.ts';
import { RECONCILE_JOB } from './reconciliation/run.ts';
import type { ReconcileSettings } from './settings.ts';
import travellerPaymentRoutes from './traveller-routes.ts';

export interface PaymentOptions {
  db: Database;
  gateway: PaymentGateway;
  reconciliation: ReconcileSettings;
  /** This instance's job runner (app.ts starts and stops it). */
  jobs: JobRunner;
  /** How long a checkout holds its seats (HOLD_MINUTES): an order unpaid after that was abandoned. */
  holdMinutes: number;
}

/**
 * Payments look after the money as a whole: the records of every payment (the traveller's and
 * the operator's lists, what needs attention) and reconciliation, which sees that every paid
 * order ends as a booking or a refund. They own no money table: reconciliation settles orders
 * and bookings through checkout's and bookings' public.ts.
 */
export default async function paymentRoutes(app: FastifyInstance, options: PaymentOptions) {
  const { db, gateway, reconciliation, jobs, holdMinutes } = options;
  jobs.register(reconciliationJob({ db, gateway, graceSeconds: reconciliation.graceSeconds, log: app.log.child({ job: RECONCILE_JOB }) }));
  // 0: never on a schedule; an operator can still run it from the Payments screen.
  if (reconciliation.intervalSeconds > 0) jobs.every(RECONCILE_JOB, reconciliation.intervalSeconds * 1000);

  await app.register(travellerPaymentRoutes, { db });
  await app.register(adminPaymentRoutes, { db, jobs, graceSeconds: reconciliation.graceSeconds, holdMinutes });
}
