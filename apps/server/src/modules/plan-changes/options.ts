import type { PaymentOrder } from '@yatrika/contract/payments';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { TopUpDetails } from '../../db/schema/payments.ts';
import type { PaymentGateway } from '../../providers/payments/gateway.ts';
import type { BookingRules } from '../bookings/public.ts';

/**
 * Checkout's opening of an order toward a booking (its `openTopUpOrder`), handed in by app.ts:
 * checkout applies a paid difference through this module's `applyPaidTopUp`, so this module does
 * not import checkout.
 */
export type OpenTopUpOrder = (
  db: Database,
  gateway: PaymentGateway,
  log: FastifyBaseLogger,
  request: { userId: string; bookingId: string; purpose: 'difference'; amountPaise: number; topUp: TopUpDetails; holdId?: string },
) => Promise<PaymentOrder>;

/** What the plan changes need from the app: the database, the payment provider, the booking rules and checkout's order for a difference. */
export interface PlanChangeOptions {
  db: Database;
  gateway: PaymentGateway;
  bookingRules: BookingRules;
  openTopUpOrder: OpenTopUpOrder;
}
