import type { Booking, PartyRefund } from '@yatrika/contract/bookings';
import { partyChangeMessages } from '@yatrika/contract/party-change-messages';
import { planChangeMessages } from '@yatrika/contract/plan-change-messages';
import { refundByHandMessages } from '@yatrika/contract/refund-by-hand-messages';
import { formatRupees } from '../../../lib/format.ts';

export type RefundTone = 'done' | 'waiting' | 'retrying' | 'none';

/** Refunds a cancel gave beside the booking's own (from a later payment, or paid offline): their lines say them. */
const cancelRefundReasons: ReadonlySet<PartyRefund['reason']> = new Set(['cancel_by_hand', 'cancel_balance']);

/** The cancel gave something back, whichever payment it came from (the ledger, when answered, says so too). */
const cancelRefunded = (booking: Pick<Booking, 'partialRefunds' | 'ledger'>) =>
  (booking.partialRefunds ?? []).some((refund) => cancelRefundReasons.has(refund.reason)) ||
  (booking.ledger ?? []).some((entry) => entry.kind === 'refund' && (entry.reason === 'cancel' || entry.reason === 'cancel_by_hand'));

/**
 * What became of a cancelled booking's money, in one line for its card: the refund the server
 * recorded, or, for a paid booking cancelled with nothing given back at all, that the policy gave
 * nothing back (a traveller's cancel after the free-cancellation deadline; an operator's always
 * refunds). Null when there is nothing to say: unpaid, not cancelled and not refunded, or the
 * cancel's refunds are all of later payments (partialRefundLines says them).
 */
export function refundLine(booking: Pick<Booking, 'status' | 'payment' | 'refund' | 'amountPaid' | 'partialRefunds' | 'ledger'>): { text: string; tone: RefundTone } | null {
  const { refund, payment } = booking;
  if (!refund) {
    if (booking.status === 'canceled' && payment && !cancelRefunded(booking)) return { text: 'No refund: this booking was cancelled after free cancellation ended.', tone: 'none' };
    return null;
  }
  // A partial refund names what was paid (every payment, when the ledger answers it), so the smaller figure is not read as a mistake.
  const paid = booking.amountPaid ?? payment?.amount;
  const ofPaid = paid !== undefined && refund.amount < paid ? ` (of ${formatRupees(paid)} paid)` : '';
  const amount = `${formatRupees(refund.amount)}${ofPaid}`;
  // Paid to the operator offline: the operator hands it back, no provider timeline applies.
  if (refund.byHand) {
    return refund.status === 'processed'
      ? { text: `${refundByHandMessages.travellerHandedBack(refund.amount)}${refund.reference ? ` Reference ${refund.reference}.` : ''}`, tone: 'done' }
      : { text: refundByHandMessages.travellerOwed(refund.amount), tone: 'waiting' };
  }
  switch (refund.status) {
    case 'processed':
      return { text: `Refunded ${amount}`, tone: 'done' };
    case 'pending':
      return { text: `Refund of ${amount} in progress`, tone: 'waiting' };
    case 'failed':
      return { text: 'Refund failed, we are retrying', tone: 'retrying' };
  }
}

/**
 * The refunds of part of a booking (a smaller party, or what was paid to the operator at a cancel:
 * decision 023), one line each, in the words the server's sentences use.
 */
export function partialRefundLines(booking: Pick<Booking, 'partialRefunds'>): { id: string; text: string; tone: RefundTone }[] {
  return (booking.partialRefunds ?? []).map((refund) => ({ id: refund._id, ...partialRefundLine(refund) }));
}

function partialRefundLine(refund: PartyRefund): { text: string; tone: RefundTone } {
  if (refund.reason === 'rescheduled') return rescheduleRefundLine(refund);
  if (refund.reason === 'cancel_balance' && !refund.byHand) return cancelRefundLine(refund);
  if (refund.reason === 'cancel_by_hand' || refund.reason === 'cancel_balance') {
    return refund.status === 'processed'
      ? { text: refundByHandMessages.travellerHandedBack(refund.amount), tone: 'done' }
      : { text: refundByHandMessages.travellerOwed(refund.amount), tone: 'waiting' };
  }
  if (refund.byHand) {
    return refund.status === 'processed'
      ? { text: partyChangeMessages.travellerRefundHandedBack(refund.amount), tone: 'done' }
      : { text: partyChangeMessages.travellerRefundOwed(refund.amount), tone: 'waiting' };
  }
  switch (refund.status) {
    case 'processed':
      return { text: partyChangeMessages.travellerRefund(refund.amount), tone: 'done' };
    case 'pending':
      return { text: partyChangeMessages.travellerRefundPending(refund.amount), tone: 'waiting' };
    case 'failed':
      return { text: 'Refund for the smaller party failed, we are retrying', tone: 'retrying' };
  }
}

/** What a cancel refunds of a later payment (a balance, a difference), through the provider like the booking's own. */
function cancelRefundLine(refund: PartyRefund): { text: string; tone: RefundTone } {
  if (refund.status === 'processed') return { text: `Refunded ${formatRupees(refund.amount)} for the cancellation.`, tone: 'done' };
  if (refund.status === 'pending') return { text: `Refund of ${formatRupees(refund.amount)} for the cancellation in progress`, tone: 'waiting' };
  return { text: 'Refund for the cancellation failed, we are retrying', tone: 'retrying' };
}

/** A refund for a move to a cheaper date (decision 036). */
function rescheduleRefundLine(refund: PartyRefund): { text: string; tone: RefundTone } {
  if (refund.byHand) {
    return refund.status === 'processed'
      ? { text: planChangeMessages.rescheduleRefundHandedBack(refund.amount), tone: 'done' }
      : { text: planChangeMessages.rescheduleRefundOwed(refund.amount), tone: 'waiting' };
  }
  if (refund.status === 'processed') return { text: planChangeMessages.rescheduleRefund(refund.amount), tone: 'done' };
  if (refund.status === 'pending') return { text: planChangeMessages.rescheduleRefundPending(refund.amount), tone: 'waiting' };
  return { text: planChangeMessages.rescheduleRefundFailed, tone: 'retrying' };
}
