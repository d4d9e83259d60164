import type { OrderPurpose } from '@yatrika/contract/booking-ledger';
import type { PaymentOrder } from '@yatrika/contract/payments';
import { paymentMessages } from '@yatrika/contract/payments';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { paymentOrders, type TopUpDetails } from '../../db/schema/payments.ts';
import { badGateway } from '../../lib/errors.ts';
import { GatewayError, type PaymentGateway } from '../../providers/payments/gateway.ts';
import { attachHold, releaseHold } from '../departures/public.ts';

export interface TopUpRequest {
  userId: string;
  /** The booking the money goes toward. */
  bookingId: string;
  purpose: Exclude<OrderPurpose, 'booking'>;
  /** Priced by the server (bookings' quote of the balance, plan-changes' of a difference), never taken from the client. */
  amountPaise: number;
  /** What it pays for, checked again by the booking's applier when the payment arrives. */
  topUp: TopUpDetails;
  /** A seat hold (holdSeats) to bind to the order, released if the provider refuses the order. */
  holdId?: string;
}

/**
 * Opens a provider order toward an existing booking (decision 035): the balance after an advance, or
 * a difference. The caller has priced it on the server; the order carries the booking and what it
 * pays for, and once paid is applied to the booking by settleOrder (browser, webhook or
 * reconciliation) through plan-changes' applyPaidTopUp, or refunded in full if the booking
 * can no longer take it.
 */
export async function openTopUpOrder(db: Database, gateway: PaymentGateway, log: FastifyBaseLogger, request: TopUpRequest): Promise<PaymentOrder> {
  const receipt = `${request.purpose}_${request.bookingId.replaceAll('-', '').slice(0, 24)}`;
  let order;
  try {
    order = await gateway.createOrder({
      amountPaise: request.amountPaise,
      currency: 'INR',
      receipt,
      notes: { user_id: request.userId, booking_id: request.bookingId, purpose: request.purpose },
    });
    if (order.amountPaise !== request.amountPaise) throw new GatewayError('the provider answered a different amount', undefined, undefined);
  } catch (error) {
    if (request.holdId) await releaseHold(db, request.holdId);
    if (!(error instanceof GatewayError)) throw error;
    log.error({ status: error.status, code: error.code, reason: error.message }, 'payment provider refused to create an order toward a booking');
    throw badGateway(paymentMessages.orderFailed);
  }
  await db.transaction(async (tx) => {
    await tx.insert(paymentOrders).values({
      id: order.id,
      userId: request.userId,
      amountPaise: request.amountPaise,
      currency: 'INR',
      receipt,
      purpose: request.purpose,
      forBookingId: request.bookingId,
      topUp: request.topUp,
    });
    if (request.holdId) await attachHold(tx, request.holdId, order.id);
  });
  return { id: order.id, amount: request.amountPaise, currency: 'INR', receipt };
}
