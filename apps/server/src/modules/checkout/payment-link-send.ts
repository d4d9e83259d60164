import { randomUUID } from 'node:crypto';
import { paymentLinkMessages, type PaymentLinkBookingResponse } from '@yatrika/contract/payment-links';
import { paymentMessages } from '@yatrika/contract/payments';
import type { PhoneBookingRequest } from '@yatrika/contract/phone-booking';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { paymentLinks } from '../../db/schema/payment-links.ts';
import { paymentOrders } from '../../db/schema/payments.ts';
import { badGateway } from '../../lib/errors.ts';
import { paiseToRupees } from '../../lib/money.ts';
import { GatewayError, type PaymentGateway } from '../../providers/payments/gateway.ts';
import { findOrOpenTraveller } from '../auth/public.ts';
import { quoteBooking, type BookingRules } from '../bookings/public.ts';
import { holdSeatsForLink } from '../departures/public.ts';
import { queuePaymentLinkEmail } from './payment-link-email.ts';
import { paymentLinkToken, paymentLinkUrl } from './payment-link-token.ts';
import { onceMoreForNewAccount } from './once-more-for-new-account.ts';
import { recordAudit, type AuditActor } from '../audit/public.ts';

export interface PaymentLinkContext {
  db: Database;
  gateway: PaymentGateway;
  log: FastifyBaseLogger;
  rules: BookingRules;
  publicUrl: string;
  /** The operator sending it. */
  operatorId: string;
  /** The same operator, for the audit log. */
  actor: AuditActor;
}

/**
 * A booking taken by phone that the traveller pays later from an emailed link (decision 024).
 * Priced by the checkout's quote; the provider's order is made first (an order no row of ours
 * names is never shown to anyone, so a refusal below leaves nothing to pay). Then, in one
 * transaction: the traveller found or given an account, the party's seats held for them under the
 * departure's lock until the link runs out, the order recorded with the booking's details exactly
 * as a web checkout records it, the link, and its email. A refusal (full, closed, past the
 * cut-off: 409) rolls all of it back. Paying turns the order into its booking like any checkout.
 */
export async function sendPaymentLink(
  context: PaymentLinkContext,
  input: PhoneBookingRequest,
  now: Date = new Date(),
): Promise<PaymentLinkBookingResponse> {
  const { db, gateway, log, rules } = context;
  const { email, payment: _payment, ...request } = input;
  const quote = await quoteBooking(db, request, rules);
  let order;
  try {
    order = await gateway.createOrder({
      amountPaise: quote.totalPaise,
      currency: 'INR',
      receipt: `link_${randomUUID().replaceAll('-', '').slice(0, 24)}`,
      notes: { tour_id: quote.details.tourId, payment_link: 'true' },
    });
    if (order.amountPaise !== quote.totalPaise) throw new GatewayError('the provider answered a different amount', undefined, undefined);
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    log.error({ status: error.status, code: error.code, reason: error.message }, 'payment provider refused to create a payment link order');
    throw badGateway(paymentMessages.orderFailed);
  }
  const orderId = order.id;
  const payUrl = paymentLinkUrl(context.publicUrl, await paymentLinkToken(db, orderId));

  const attempt = () =>
    db.transaction(async (tx) => {
      const traveller = await findOrOpenTraveller(tx, { email, fullName: request.fullName, phone: request.phone }, context.publicUrl);
      await tx.insert(paymentOrders).values({
        id: orderId,
        userId: traveller.userId,
        amountPaise: quote.totalPaise,
        currency: 'INR',
        bookingDetails: quote.details,
      });
      const hold = await holdSeatsForLink(tx, { userId: traveller.userId, orderId, details: quote.details, hours: rules.paymentLinkHours }, now);
      await tx.insert(paymentLinks).values({ orderId, expiresAt: hold.expiresAt, lastSentAt: now, createdBy: context.operatorId });
      await queuePaymentLinkEmail(tx, {
        orderId,
        userId: traveller.userId,
        to: traveller.email,
        details: quote.details,
        amountPaise: quote.totalPaise,
        payUrl,
        expiresAt: hold.expiresAt,
        sending: 1,
      });
      // The link's address is a credential: the row names the order, never the link.
      await recordAudit(tx, context.actor, {
        action: 'payment-link.send',
        subject: { kind: 'payment-link', id: orderId },
        after: { email: traveller.email, tourId: quote.details.tourId, bookingDate: quote.details.bookingDate, numPeople: quote.details.numPeople, amountPaise: quote.totalPaise, expiresAt: hold.expiresAt },
      });
      return { traveller, hold };
    });
  const made = await onceMoreForNewAccount(attempt);
  return {
    message: paymentLinkMessages.sent,
    traveller: { email: made.traveller.email, created: made.traveller.created },
    payment: { method: 'link', reference: null },
    paymentLink: {
      url: payUrl,
      expiresAt: made.hold.expiresAt.toISOString(),
      amount: paiseToRupees(quote.totalPaise),
      orderId,
      holdId: made.hold.id,
    },
  };
}
