import type { CancellationPolicy } from '@yatrika/contract/cancellation-policy';
import type { Database } from '../../db/client.ts';
import type { PaymentGateway } from '../../providers/payments/gateway.ts';
import type { TourCaches } from './tour-caches.ts';

/** What every tour route plugin is given (app.ts makes the caches and reads the horizon from config). */
export interface TourRouteOptions {
  db: Database;
  caches: TourCaches;
  /** Days ahead a departure can be booked (config), for the lists' date filter and the calendar. */
  horizonDays: number;
}

/** The administrator's tour routes also settle the bookings of a tour they ban or delete. */
export interface AdminTourRouteOptions {
  db: Database;
  /** Refunds for the bookings a ban or delete cancels. */
  gateway: PaymentGateway;
  cancellationPolicy: CancellationPolicy;
}
