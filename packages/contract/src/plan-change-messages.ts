// The traveller's own changes to a booking (decision 036) in words, without zod, so the server's
// answers, the dialogs and the emails say exactly the same.
import { dayInWords } from './dates.ts';
import { formatRupees } from './money.ts';

const hoursPhrase = (hours: number) => (hours === 1 ? '1 hour' : `${hours} hours`);

export const planChangeMessages = {
  /** The tour's policy, as the dialog states it. */
  reschedulePolicy: (hours: number) =>
    hours === 0 ? 'You can change the date until the tour starts.' : `You can change the date up to ${hoursPhrase(hours)} before the tour starts.`,
  /** Moved after free cancellation ended: a later cancel still counts from the date left (decision 042). */
  lateTermsKept: 'Free cancellation has ended for this booking, so after the move it keeps its late cancellation terms.',
  rescheduleClosed: (hours: number) =>
    hours === 0
      ? 'This trip has started, so its date can no longer be changed. Contact the operator.'
      : `Dates can be changed up to ${hoursPhrase(hours)} before the tour starts, so this one can no longer be changed online. Contact the operator.`,
  notChangeable: 'Only a pending or confirmed booking still to come can be changed.',
  tourGone: 'This tour is no longer offered, so the booking cannot be changed online. Contact the operator.',
  sameDeparture: 'Your booking is already on this date and time.',
  samePartyAsked: 'Your party is already this one.',
  removeEveryone: 'Someone has to travel: to call the whole trip off, cancel the booking.',
  travellersStale: 'The names given do not match the new party: give one name per person, or none.',
  /** Quotes and answers. */
  payDifference: (amount: number) => `Pay ${formatRupees(amount)} more to complete the change.`,
  refundDifference: (amount: number) => `${formatRupees(amount)} goes back to the way you paid.`,
  refundDifferenceKept: (refund: number, kept: number) =>
    refund > 0
      ? `${formatRupees(refund)} goes back to the way you paid; ${formatRupees(kept)} is kept by the cancellation policy.`
      : `Nothing goes back: the cancellation policy keeps ${formatRupees(kept)} for people removed this late.`,
  samePrice: 'The price stays the same: no money changes hands.',
  /** A booking still owing its balance (decision 035): a change moves the balance, not money now. */
  balanceFollows: (owed: number) => `Nothing is paid or refunded now: the balance due becomes ${formatRupees(owed)}.`,
  balancePaidUp: 'What you have paid covers the new total: no balance is due any more.',
  /** A promo code whose terms the changed booking no longer meets (decision 040). */
  promoLost: (code: string) => `Code ${code} does not apply to the changed booking, so its discount no longer applies.`,
  /** A booking sold by a reseller changes only through them (decision 040). */
  soldByReseller: (reseller: string) => `This booking was sold by ${reseller}. To change it, contact ${reseller}, who can change it for you.`,
  moved: (date: string) => `Your booking now starts on ${dayInWords(date)}. Your reference and ticket stay the same.`,
  movePending: (amount: number) => `Pay ${formatRupees(amount)} to move your booking. The new seats are kept for you while you pay.`,
  partyChanged: 'Your party has been changed.',
  changeCompleted: 'Payment received: your booking is changed. Your reference and ticket stay the same.',
  changeFailed: 'The change could not be made. Please try again.',
  partyPending: (amount: number) => `Pay ${formatRupees(amount)} to add the new travellers. Their seats are kept for you while you pay.`,
  /** A paid difference whose change could no longer be made (the hold ran out and the seats went, or the booking was cancelled). */
  changeLapsedAfterPayment: 'Your payment arrived after the seats kept for this change had gone, so the change was not made. The payment is refunded in full.',
  changedMeanwhile: 'Your booking changed after this payment was asked for, so the change was not made. The payment is refunded in full.',
  /** My Bookings and the receipt: a refund for a cheaper date. */
  rescheduleRefund: (amount: number) => `${formatRupees(amount)} refunded for the cheaper date.`,
  rescheduleRefundPending: (amount: number) => `${formatRupees(amount)} is being refunded for the cheaper date.`,
  rescheduleRefundOwed: (amount: number) => `${formatRupees(amount)} for the cheaper date will be handed back to you by the operator.`,
  rescheduleRefundHandedBack: (amount: number) => `${formatRupees(amount)} for the cheaper date was handed back to you by the operator.`,
  rescheduleRefundFailed: 'Refund for the cheaper date failed, we are retrying',
  /** The line a late change of party keeps on the booking's price. */
  keptLine: 'Kept by the cancellation policy (travellers removed late)',
} as const;
