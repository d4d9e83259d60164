// Changing the party of a booking (decision 023) in words, without zod, so the admin dialog, the
// traveller's screens and the server's answers say exactly the same.
import { formatRupees } from './money.ts';
import { PAYMENT_REFERENCE_MAX } from './payment-methods.ts';

/** How a change of party is settled: money back, money collected, or nothing moves. */
export const partySettlementKinds = ['refund', 'collect', 'none'] as const;

const people = (count: number) => (count === 1 ? '1 person' : `${count} people`);

export const partyChangeMessages = {
  sameParty: (count: number) => `The booking is already for ${people(count)}.`,
  tourGone: 'This tour no longer exists, so the party cannot be changed.',
  paymentRequired: 'Record how the extra amount was collected: cash, UPI or bank transfer.',
  methodInvalid: 'Payment method must be cash, UPI or bank transfer.',
  upiReferenceRequired: 'A UPI payment needs its transaction reference.',
  bankTransferReferenceRequired: 'A bank transfer needs its reference.',
  referenceTooLong: `The payment reference must be at most ${PAYMENT_REFERENCE_MAX} characters.`,
  /** The dialog's line before the operator confirms, and the answer's settlement sentence. */
  refundOnline: (amount: number) => `${formatRupees(amount)} goes back to the traveller's original payment.`,
  refundByHand: (amount: number) => `Hand back ${formatRupees(amount)} to the traveller, then mark it handed back.`,
  refundSplit: (online: number, byHand: number) =>
    `${formatRupees(online)} goes back to the traveller's original payment; hand back ${formatRupees(byHand)} yourself, then mark it handed back.`,
  collect: (amount: number) => `Collect ${formatRupees(amount)} from the traveller (cash, UPI or bank transfer) and record it.`,
  nothingMoves: 'No money changes hands.',
  unpaid: 'Nothing was paid for this booking, so no money changes hands.',
  /** After the change. */
  changed: (from: number, to: number, total: number) => `Party changed from ${people(from)} to ${people(to)}. The new total is ${formatRupees(total)}.`,
  /** My Bookings and the receipt: a refund for people who no longer travel. */
  travellerRefund: (amount: number) => `${formatRupees(amount)} refunded for the smaller party.`,
  travellerRefundPending: (amount: number) => `${formatRupees(amount)} is being refunded for the smaller party.`,
  travellerRefundOwed: (amount: number) => `${formatRupees(amount)} for the smaller party will be handed back to you by the operator.`,
  travellerRefundHandedBack: (amount: number) => `${formatRupees(amount)} for the smaller party was handed back to you by the operator.`,
  /** The hand-back of one refund of a change of party. */
  refundNotFound: 'That refund does not belong to this booking.',
  nothingToHandBack: 'This refund is not owed by hand, or it was handed back already.',
  handedBack: (amount: number) => `Refund of ${formatRupees(amount)} marked as handed back. The traveller has been emailed.`,
  peopleLine: people,
} as const;
