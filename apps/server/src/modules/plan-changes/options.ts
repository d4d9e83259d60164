import type { Database } from '../../db/client.ts';
import type { PaymentGateway } from '../../providers/payments/gateway.ts';
import type { BookingRules } from '../bookings/public.ts';

/** What the traveller's plan changes need from the app: the database, the payment provider and the booking rules. */
export interface PlanChangeOptions {
  db: Database;
  gateway: PaymentGateway;
  bookingRules: BookingRules;
}
