import { fullParty } from '@yatrika/contract/person-types';
import { adultsOnly } from '@yatrika/contract/price-calculation';
import { bookingReference } from '@yatrika/contract/booking-reference';
import { paymentLinkMessages, type PaymentLinkPaidResponse, type PaymentLinkState, type PaymentLinkView } from '@yatrika/contract/payment-links';
import type { PaymentConfirmation } from '@yatrika/contract/payments';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { paymentLinks } from '../../db/schema/payment-links.ts';
import { paymentOrders } from '../../db/schema/payments.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { paiseToRupees } from '../../lib/money.ts';
import type { PaymentGateway } from '../../providers/payments/gateway.ts';
import { confirmOrderPayment } from './orders.ts';
import { paymentLinkState } from './payment-link-state.ts';
import { orderOfPaymentLinkToken } from './payment-link-token.ts';

/** The order and link a token names, or 404 with the page's sentence. */
async function linkOfToken(db: Database, token: string) {
  const orderId = await orderOfPaymentLinkToken(db, token);
  const [found] = orderId
    ? await db.select({ order: paymentOrders, link: paymentLinks }).from(paymentLinks).innerJoin(paymentOrders, eq(paymentOrders.id, paymentLinks.orderId)).where(eq(paymentLinks.orderId, orderId))
    : [];
  if (!found?.order.bookingDetails) throw notFound(paymentLinkMessages.notFound);
  return { ...found, details: found.order.bookingDetails };
}

async function bookingOf(db: Database, bookingId: string | null): Promise<PaymentLinkView['booking']> {
  if (!bookingId) return null;
  const [booking] = await db.select({ number: bookings.number, status: bookings.status }).from(bookings).where(eq(bookings.id, bookingId));
  return booking ? { reference: bookingReference(booking.number), status: booking.status } : null;
}

/** Why the page takes no payment, in the traveller's words; null while the link awaits one. */
function stateMessage(state: PaymentLinkState, expiresAt: Date, now: Date): string | null {
  switch (state) {
    case 'awaiting':
      return null;
    case 'paid':
      return paymentLinkMessages.alreadyPaid;
    case 'withdrawn':
      return paymentLinkMessages.alreadyWithdrawn;
    case 'expired':
      return paymentLinkMessages.ranOut(expiresAt, now);
  }
}

/** What the payment page shows: the trip, the amount, until when, and whether it can be paid now. */
export async function viewPaymentLink(db: Database, token: string, now: Date = new Date()): Promise<PaymentLinkView> {
  const { order, link, details } = await linkOfToken(db, token);
  const state = paymentLinkState(link, order.status, now);
  return {
    state,
    tourTitle: details.tourTitle,
    tourLocation: details.tourLocation,
    bookingDate: details.bookingDate,
    numPeople: details.numPeople,
    party: fullParty(details.party ?? adultsOnly(details.numPeople)),
    fullName: details.fullName,
    amount: paiseToRupees(order.amountPaise),
    expiresAt: link.expiresAt.toISOString(),
    order: { id: order.id, amount: order.amountPaise, currency: 'INR' },
    booking: await bookingOf(db, order.bookingId),
    message: stateMessage(state, link.expiresAt, now),
  };
}

/**
 * The checkout dialog's confirmation, from the payment page: checked and settled exactly as the
 * web checkout's (orders.ts). In time, the link's hold becomes the booking; a payment that comes
 * after the link ran out or was withdrawn (a dialog left open) is a late payment like any other:
 * booked when seats remain, otherwise answered 409 and refunded by reconciliation.
 */
export async function payByLink(
  db: Database,
  gateway: PaymentGateway,
  log: FastifyBaseLogger,
  token: string,
  confirmation: PaymentConfirmation,
): Promise<PaymentLinkPaidResponse> {
  const { order } = await linkOfToken(db, token);
  if (confirmation.razorpay_order_id !== order.id) throw badRequest(paymentLinkMessages.confirmationOfAnotherOrder);
  const { booking } = await confirmOrderPayment(db, gateway, log, order, confirmation);
  // A link's order always carries its booking's details, so a settled payment always has its booking.
  if (!booking) throw notFound(paymentLinkMessages.notFound);
  return { success: true, message: paymentLinkMessages.paid, booking: { reference: bookingReference(booking.number), status: booking.status } };
}
