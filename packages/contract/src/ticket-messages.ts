import type { BookingStatus } from './booking-status.ts';

// What the e-ticket says, in words the traveller reads.
export const ticketMessages = {
  cancelled: 'This booking was cancelled, so it has no valid ticket.',
} as const;

/** How the booking stands for money, as the ticket and the check-in card name it. */
// `paid_to_reseller`: sold by a reseller who collected the money (decisions 038, 039); nothing to collect at the meeting point.
/** `balance_due`: an advance was paid and the balance is still owed (decision 035). */
export const paymentStates = ['paid_in_full', 'unpaid', 'refund_in_progress', 'partly_refunded', 'refunded', 'paid_to_reseller', 'balance_due'] as const;
export type PaymentState = (typeof paymentStates)[number];

export const paymentStateWords: Record<PaymentState, string> = {
  paid_in_full: 'Paid in full',
  unpaid: 'Not paid',
  refund_in_progress: 'Refund in progress',
  partly_refunded: 'Partly refunded',
  refunded: 'Refunded',
  paid_to_reseller: 'Paid to the reseller',
  balance_due: 'Balance due',
};

/** Whether the operator has nothing to collect from the party: paid in full to Yatrika or to the reseller who sold it. */
export const nothingToCollect = (state: PaymentState) => state === 'paid_in_full' || state === 'paid_to_reseller';

/** A booking has a valid ticket unless it was cancelled: pending, booked and completed ones do. */
export const hasTicket = (status: BookingStatus) => status !== 'canceled';
