import { randomUUID } from 'node:crypto';
import type { Booking } from '@yatrika/contract/bookings';
import type { PaymentConfirmation, PaymentOrder } from '@yatrika/contract/payments';
import type { SeatHold } from '@yatrika/contract/departures';
import { paymentMessages, type createOrderRequest } from '@yatrika/contract/payments';
import { priceLinesAnswer } from '@yatrika/contract/person-types';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { paymentOrders, type OrderBookingDetails } from '../../db/schema/payments.ts';
import { badGateway, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { paiseToRupees } from '../../lib/money.ts';
import { quoteBooking, travellerAnswers, type BookingRow, type BookingRules } from '../bookings/public.ts';
import { GatewayError, type GatewayPayment, type PaymentGateway } from '../../providers/payments/gateway.ts';
import { attachHold, holdSeats, releaseHold, type Holder } from '../departures/public.ts';
import { settleOrder } from './settle.ts';
import { partPaymentOffer, type PartPaymentOffer } from '@yatrika/contract/part-payment';
import { partPaymentMessages } from '@yatrika/contract/part-payment-messages';
import { todayInIndia } from '@yatrika/contract/dates';

export type CreateOrderInput = z.infer<typeof createOrderRequest>;

/**
 * Creates a provider order bound to the traveller. With the booking details the
 * server prices the booking itself and refuses any other amount; the details
 * travel with the order, so confirming the payment makes the booking.
 */
export async function createOrder(
  db: Database,
  gateway: PaymentGateway,
  log: FastifyBaseLogger,
  holder: Holder,
  input: CreateOrderInput,
  rules: BookingRules,
): Promise<{ order: PaymentOrder; hold?: SeatHold }> {
  const { userId } = holder;
  let amountPaise: number;
  let details: OrderBookingDetails | null = null;
  let advance: PartPaymentOffer | null = null;
  if (input.booking) {
    const quote = await quoteBooking(db, input.booking, rules, undefined, userId);
    // Paying in parts (decision 035): the advance now, by the contract's one split of the total.
    if (input.payment === 'advance') {
      advance = partPaymentOffer(quote.totalPaise, quote.partPayment, quote.details.bookingDate, todayInIndia());
      if (!advance) throw badRequest(partPaymentMessages.advanceNotOffered);
    }
    amountPaise = advance ? advance.advancePaise : quote.totalPaise;
    if (input.amount !== undefined && input.amount !== amountPaise) throw badRequest(paymentMessages.amountMismatch);
    details = advance ? { ...quote.details, advance: { totalPaise: quote.totalPaise, balanceDueOn: advance.balanceDueOn } } : quote.details;
  } else if (input.payment === 'advance') {
    throw badRequest(partPaymentMessages.advanceNotOffered);
  } else if (input.amount !== undefined) {
    amountPaise = input.amount;
  } else {
    throw badRequest(paymentMessages.amountRequired);
  }
  // The client's receipt is stored and answered as sent; the provider takes 1 to 40 characters,
  // so it gets ours instead of any other (decision 007).
  const ourReceipt = `rcpt_${randomUUID().replaceAll('-', '').slice(0, 24)}`;
  const receipt = input.receipt ?? ourReceipt;
  const providerReceipt = receipt.length >= 1 && receipt.length <= 40 ? receipt : ourReceipt;

  // Seats first: no provider order is made for a date that cannot take the party, nor for a
  // traveller past the holding rules (decision 013).
  const holdRules = { minutes: rules.holdMinutes, maxDepartures: rules.maxHoldsPerAccount, maxSeats: rules.maxHeldSeatsPerAccount };
  const hold = details ? await holdSeats(db, holder, details, holdRules) : undefined;
  let order;
  try {
    order = await gateway.createOrder({
      amountPaise,
      currency: 'INR',
      receipt: providerReceipt,
      notes: details ? { user_id: userId, tour_id: details.tourId } : { user_id: userId },
    });
    if (order.amountPaise !== amountPaise) throw new GatewayError('the provider answered a different amount', undefined, undefined);
  } catch (error) {
    if (hold) await releaseHold(db, hold.id);
    if (!(error instanceof GatewayError)) throw error;
    log.error({ status: error.status, code: error.code, reason: error.message }, 'payment provider refused to create an order');
    throw badGateway(paymentMessages.orderFailed);
  }

  await db.transaction(async (tx) => {
    await tx.insert(paymentOrders).values({ id: order.id, userId, amountPaise, currency: 'INR', receipt, bookingDetails: details });
    if (hold) await attachHold(tx, hold.id, order.id);
  });
  return {
    order: {
      id: order.id,
      amount: amountPaise,
      currency: 'INR',
      receipt,
      // Priced from the booking details: the lines the amount adds up from (decision 029).
      ...(details?.lines ? { lines: priceLinesAnswer(details.lines), total: paiseToRupees(details.advance?.totalPaise ?? amountPaise) } : {}),
      ...(advance ? { payment: 'advance' as const, balance: paiseToRupees(advance.balancePaise), balanceDueOn: advance.balanceDueOn } : {}),
    },
    ...(hold ? { hold: { expiresAt: hold.expiresAt.toISOString(), seats: hold.seats } } : {}),
  };
}

/** The provider's word on a payment: captured, for this order, for the whole amount. */
async function confirmWithProvider(gateway: PaymentGateway, log: FastifyBaseLogger, paymentId: string): Promise<GatewayPayment> {
  try {
    return await gateway.fetchPayment(paymentId);
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    log.warn({ paymentId, status: error.status, code: error.code, reason: error.message }, 'could not confirm a payment with the provider');
    // The provider answered that it does not know this payment, or did not answer at all.
    if (error.status !== undefined && error.status < 500) throw badRequest(paymentMessages.verificationFailed);
    throw badGateway(paymentMessages.verificationFailed);
  }
}

/**
 * Checks the checkout's confirmation against the order we stored for this
 * traveller (constant-time HMAC), confirms the payment with the provider, and
 * settles the order once. The same confirmation again answers the same booking.
 */
export async function verifyPayment(
  db: Database,
  gateway: PaymentGateway,
  log: FastifyBaseLogger,
  userId: string,
  confirmation: PaymentConfirmation,
): Promise<{ booking: Booking | undefined }> {
  const [order] = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.id, confirmation.razorpay_order_id), eq(paymentOrders.userId, userId)));
  if (!order) throw notFound(paymentMessages.orderNotFound);
  const { booking } = await confirmOrderPayment(db, gateway, log, order, confirmation);
  // What the payment captured (an advance is not the total), as the traveller's receipt says it.
  return { booking: booking && (await travellerAnswers(db, [booking]))[0] };
}

/**
 * The confirmation of a payment for an order already found (the traveller's own, or a payment
 * link's): its signature, the provider's word that it captured the whole amount, and the order
 * settled into its booking (or, seats gone, answered 409 and left paid for reconciliation to
 * refund). Every way a checkout is confirmed from a browser goes through here.
 */
export async function confirmOrderPayment(
  db: Database,
  gateway: PaymentGateway,
  log: FastifyBaseLogger,
  order: typeof paymentOrders.$inferSelect,
  confirmation: PaymentConfirmation,
): Promise<{ booking: BookingRow | undefined }> {
  const paymentId = confirmation.razorpay_payment_id;
  if (!gateway.isValidPaymentSignature(order.id, paymentId, confirmation.razorpay_signature)) {
    throw badRequest(paymentMessages.verificationFailed);
  }

  const replay = order.status === 'paid' && order.paymentId === paymentId;
  if (!replay) {
    const payment = await confirmWithProvider(gateway, log, paymentId);
    const matches = payment.orderId === order.id && payment.amountPaise === order.amountPaise && payment.currency === order.currency;
    if (!matches || payment.status !== 'captured') {
      log.warn({ orderId: order.id, paymentId, status: payment.status, matches }, 'payment verification refused');
      throw badRequest(paymentMessages.verificationFailed);
    }
  }
  const { booking, refusal } = await settleOrder(db, order.id, paymentId);
  if (refusal) {
    log.warn({ orderId: order.id, paymentId, reason: refusal }, 'paid order could not be booked; left for refund');
    throw conflict(refusal);
  }
  return { booking };
}
