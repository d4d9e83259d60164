// What became of a payment, in words, without zod, so My Bookings and the admin Payments
// screen say exactly what the server recorded.
import { formatter } from './formatters.ts';
import { formatRupees } from './money.ts';
import type { AttentionReason, CheckoutOutcome, PaymentRecordStatus, RefundReason } from './payment-record-kinds.ts';

/** Each reason as the end of a sentence ("… was refunded: this date sold out before your booking was saved."). */
export const refundReasonPhrases: Record<RefundReason, string> = {
  no_booking_details: 'no booking was made with this payment',
  sold_out: 'this date sold out before your booking was saved',
  tour_unavailable: 'the tour was no longer offered when your payment arrived',
  booking_refused: 'your booking could not be saved',
  booking_canceled: 'the booking was cancelled',
  promo_code_used_up: 'the promo code was used up while you paid',
  not_owed: 'the booking it was paid toward no longer owed it (cancelled, or already paid)',
};

/** The same reasons as an operator reads them, about the traveller's booking rather than "your" one. */
export const refundReasonOperatorPhrases: Record<RefundReason, string> = {
  no_booking_details: 'no booking was made with this payment',
  sold_out: 'the date sold out before the booking was saved',
  tour_unavailable: 'the tour was no longer offered when the payment arrived',
  booking_refused: 'the booking could not be saved',
  booking_canceled: 'the booking was cancelled',
  promo_code_used_up: 'the promo code was used up while the traveller paid',
  not_owed: 'the booking it was paid toward no longer owed it (cancelled, or already paid)',
};

/** Why a payment needs the operator, and what to do about it, as the Payments screen says it. */
export const attentionReasonSentences: Record<AttentionReason, string> = {
  unbooked: 'Paid, but no booking was made: reconciliation will book it or refund it.',
  refund_failed: 'The provider refused the refund: it is being tried again.',
  refund_late: 'The refund has been pending for over an hour.',
  refund_by_hand: 'Paid offline, so no provider can refund it: hand the money back the way it was paid, then mark the refund handed back.',
  tour_withdrawn: 'Its tour was banned or deleted, but the booking is still to come: it needs cancelling and a full refund.',
  account_deleted: "Its traveller's account was deleted, but the booking is still to come: it needs cancelling and a full refund.",
};

const indiaDayInWords = formatter(() => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }));
const paidOn = (instant: string) => indiaDayInWords().format(new Date(instant));

/**
 * The sentence My Bookings shows for a payment that did not become a booking, e.g.
 * "₹6,998 paid on 22 November 2026 was refunded: this date sold out before your booking was saved."
 */
export function unbookedPaymentSentence(payment: {
  amount: number;
  createdAt: string;
  paidAt: string | null;
  status: PaymentRecordStatus;
  refund: { amount: number; reason: RefundReason } | null;
}): string {
  const paid = `${formatRupees(payment.amount)} paid on ${paidOn(payment.paidAt ?? payment.createdAt)}`;
  const reason = payment.refund ? `: ${refundReasonPhrases[payment.refund.reason]}.` : '.';
  const partial = payment.refund && payment.refund.amount !== payment.amount ? ` (${formatRupees(payment.refund.amount)})` : '';
  switch (payment.status) {
    case 'refunded':
      return `${paid} was refunded${partial}${reason}`;
    case 'refund_pending':
      return `${paid} is being refunded${partial}${reason} It reaches your account within 5 to 7 working days.`;
    default:
      return `${paid} is not a booking yet. We are saving it, or refunding it in full if we cannot.`;
  }
}

export const reconcileMessages = {
  ran: 'Reconciliation finished.',
  busy: 'Reconciliation is already running on another server; try again in a minute.',
} as const;

/** How a checkout ended, as the Payments screen says it; a declined payment is told apart from one never attempted. */
export const checkoutOutcomeSentences: Record<CheckoutOutcome, string> = {
  paid: 'Paid',
  declined: 'Declined by the bank',
  abandoned: 'Abandoned at checkout',
  in_progress: 'Checkout in progress',
};
