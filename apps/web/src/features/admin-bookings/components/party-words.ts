import type { PartyRefund } from '@yatrika/contract/bookings';
import type { PartyChangeQuote } from '@yatrika/contract/party-changes';
import { formatRupees } from '../../../lib/format.ts';
import { refundStatusLabels } from './payment-status-badge.tsx';

const seats = (count: number) => (count === 1 ? '1 seat' : `${count} seats`);
const moreSeats = (count: number) => (count === 1 ? '1 more seat' : `${count} more seats`);

/** The seats a change of party needs, in words: freed, available, or short. */
export function partySeatsLine({ needed, left, enough }: PartyChangeQuote['seats']): string {
  if (needed === 0) return 'Seats of those who no longer travel are freed at once.';
  if (enough) return `${moreSeats(needed)} needed; ${seats(left)} left on this date.`;
  return left === 0 ? `${moreSeats(needed)} needed, but this date has no seats left.` : `${moreSeats(needed)} needed, but only ${seats(left)} left on this date.`;
}

/** Why part of a booking was refunded, in the card's words; only a refund by hand was paid offline. */
const partialRefundReasons: Record<PartyRefund['reason'], string> = {
  party_reduced: 'smaller party',
  cancel_by_hand: 'at the cancel',
  cancel_balance: 'at the cancel',
  rescheduled: 'cheaper date',
};

/**
 * One refund of part of a booking on the operator's card, with how it goes back: "To hand back · ₹5,000
 * (smaller party, paid offline)", "Refunded · ₹5,000 (at the cancel, online)".
 */
export function partialRefundLabel(refund: PartyRefund): string {
  const why = `${partialRefundReasons[refund.reason]}, ${refund.byHand ? 'paid offline' : 'online'}`;
  const state = refund.byHand ? (refund.status === 'pending' ? 'To hand back' : 'Handed back') : refundStatusLabels[refund.status];
  return `${state} · ${formatRupees(refund.amount)} (${why})`;
}
