/**
 * The one settlement of a booking's money (decision 040): given what the booking holds so far, by
 * the payment it came from, its priced state and a proposed change, it answers what the traveller
 * owes, what goes back and from which payment, and what is kept and why. It is pure arithmetic in
 * paise: every action applies exactly its answer, and every quote answers exactly its answer
 * without applying it, so a quote can never promise what the action does not do.
 *
 * The rules it holds for every path:
 * - a balance still owed absorbs any reduction before anything goes back;
 * - the cancellation policy is path-independent: a penalty kept on a smaller party stays kept, so no
 *   sequence of changes returns more than the same cancellation made at once at the same moment;
 * - refunds come from what each payment still holds (the booking's first payment, then later
 *   online payments oldest first, then money taken by hand), never more than it holds.
 */

/** What a booking holds of the traveller's money, by the way it can go back. */
export interface HeldMoney {
  /** The provider's payment of the booking's first (own) payment; null when it was not paid online first. */
  paymentId: string | null;
  /** What that first payment still holds. */
  throughProvider: number;
  /** Later online payments (a balance, a difference), oldest first, with what each still holds. */
  others: { paymentId: string; paise: number }[];
  /** What was taken by hand (cash, UPI, a transfer) and not handed back. */
  byHand: number;
}

/** A refund split by where the money is: the first payment, later online payments, by hand. */
export interface RefundSplit {
  throughProvider: number;
  others?: { paymentId: string; paise: number }[];
  byHand: number;
}

export const nothingBack: RefundSplit = { throughProvider: 0, others: [], byHand: 0 };

/** Everything the booking holds: what its payments brought less what its refunds took back. */
export const heldTotal = (held: HeldMoney) => held.throughProvider + held.byHand + held.others.reduce((sum, other) => sum + other.paise, 0);

/** Everything a split gives back, from every payment. */
export const refundTotal = (refund: RefundSplit) => refund.throughProvider + refund.byHand + (refund.others ?? []).reduce((sum, other) => sum + other.paise, 0);

/** What goes back through the provider, from the first payment and any later ones. */
export const onlineRefundTotal = (refund: RefundSplit) => refundTotal(refund) - refund.byHand;

/** Never more than each holds: the first payment first, then later ones oldest first, then by hand. */
export function splitRefund(held: HeldMoney, amountPaise: number): RefundSplit {
  let left = Math.max(0, amountPaise);
  const throughProvider = Math.min(left, Math.max(0, held.throughProvider));
  left -= throughProvider;
  const others: { paymentId: string; paise: number }[] = [];
  for (const other of held.others) {
    const paise = Math.min(left, Math.max(0, other.paise));
    if (paise > 0) others.push({ paymentId: other.paymentId, paise });
    left -= paise;
  }
  const byHand = Math.min(left, Math.max(0, held.byHand));
  return { throughProvider, others, byHand };
}

/** A booking's priced state, as the settlement needs it. */
export interface PricedBooking {
  /** Its total, in paise, with what earlier late removals kept (its `kept` line) inside it. */
  totalPaise: number;
  /** What earlier late removals kept: a penalty that stays kept whatever the booking becomes. */
  keptPaise: number;
  /** Whether it was paid at all (online, by hand, or part of it by advance). A reseller's booking is paid to the reseller: not here. */
  paid: boolean;
  /** Paid by advance and its balance not yet paid (decision 035). */
  balanceOwed: boolean;
}

/**
 * What the cancellation policy gives back of an amount at this moment, for this canceller: the
 * whole of it (an operator, a withdrawn tour, a minimum group not reached, early), a share (late),
 * or nothing. The contract's refundOnCancel, bound to the booking's date and the moment.
 */
export type PolicyRefund = (paise: number) => number;

export type ProposedChange =
  /** Cancelled: by the traveller, the operator, a minimum group, a withdrawn tour, a closed account or a lapsed balance. */
  | { kind: 'cancel'; policy: PolicyRefund }
  /**
   * Priced again: a party change or a date change. `newTotalPaise` is the new price with what
   * earlier removals kept. A smaller price gives back only what the policy gives back of the
   * difference (`policy`, for people removed; absent: all of it, as for a cheaper date).
   * `collect` says how a higher price is taken before the change completes.
   */
  | { kind: 'reprice'; newTotalPaise: number; policy?: PolicyRefund; collect: 'online' | 'by_hand' }
  /** Moved by the operator at the price it was sold at (decision 016): no money moves. */
  | { kind: 'keep' };

export interface Settlement {
  /** The booking's total after the change, with every kept penalty inside it. */
  totalPaise: number;
  /** What this change keeps by the policy (a new `kept` line for a smaller party; for a cancel, all the booking keeps). */
  keptPaise: number;
  /** What must be paid before the change completes: online by the traveller, or collected by hand by the operator. */
  payPaise: number;
  collect: 'online' | 'by_hand' | null;
  /** What goes back, from which payment. */
  refund: RefundSplit;
  refundPaise: number;
  /** What the booking still owes after the change (a balance). */
  owesPaise: number;
  /** A balance was owed and no longer is: its due date goes. */
  balancePaidUp: boolean;
  /** Why, in one word: what the answers and the history state. */
  why: 'cancelled' | 'nothing_paid' | 'balance_absorbs' | 'pay_difference' | 'refund_difference' | 'same_price' | 'kept_as_is';
}

/**
 * Settles a proposed change of a booking: the one function every action applies and every quote answers.
 */
export function settle(booking: PricedBooking, held: HeldMoney, change: ProposedChange): Settlement {
  const holds = heldTotal(held);
  if (change.kind === 'keep') {
    return { totalPaise: booking.totalPaise, keptPaise: 0, payPaise: 0, collect: null, refund: nothingBack, refundPaise: 0, owesPaise: owes(booking, holds), balancePaidUp: false, why: 'kept_as_is' };
  }
  if (change.kind === 'cancel') return settleCancel(booking, held, holds, change.policy);
  return settleReprice(booking, held, holds, change);
}

const owes = (booking: PricedBooking, holds: number) => (booking.paid ? Math.max(0, booking.totalPaise - holds) : 0);

/**
 * A cancel gives back the policy's share of what the booking holds beyond what earlier late
 * removals kept (those were the policy's penalty already, and stay kept), never more than it holds.
 * A balance never paid is simply no longer owed.
 */
function settleCancel(booking: PricedBooking, held: HeldMoney, holds: number, policy: PolicyRefund): Settlement {
  if (!booking.paid || holds <= 0) {
    return { totalPaise: booking.totalPaise, keptPaise: 0, payPaise: 0, collect: null, refund: nothingBack, refundPaise: 0, owesPaise: 0, balancePaidUp: false, why: 'nothing_paid' };
  }
  const refundable = Math.max(0, holds - booking.keptPaise);
  const back = Math.min(holds, Math.max(0, policy(refundable)));
  const refund = splitRefund(held, back);
  const refundPaise = refundTotal(refund);
  return { totalPaise: booking.totalPaise, keptPaise: holds - refundPaise, payPaise: 0, collect: null, refund, refundPaise, owesPaise: 0, balancePaidUp: false, why: 'cancelled' };
}

function settleReprice(booking: PricedBooking, held: HeldMoney, holds: number, change: Extract<ProposedChange, { kind: 'reprice' }>): Settlement {
  const lower = Math.max(0, booking.totalPaise - change.newTotalPaise);
  // People removed late: the policy keeps its share of their price, as a line of the booking.
  const keptPaise = change.policy ? lower - Math.min(lower, Math.max(0, change.policy(lower))) : 0;
  const totalPaise = change.newTotalPaise + keptPaise;
  if (!booking.paid) {
    return { totalPaise, keptPaise, payPaise: 0, collect: null, refund: nothingBack, refundPaise: 0, owesPaise: 0, balancePaidUp: false, why: 'nothing_paid' };
  }
  if (booking.balanceOwed) {
    // The balance follows the new total: a higher one is owed with it, a lower one absorbs the
    // reduction, and only what was paid beyond the new total goes back.
    const refund = splitRefund(held, holds - totalPaise);
    const refundPaise = refundTotal(refund);
    const owesPaise = Math.max(0, totalPaise - (holds - refundPaise));
    return { totalPaise, keptPaise, payPaise: 0, collect: null, refund, refundPaise, owesPaise, balancePaidUp: owesPaise === 0, why: refundPaise > 0 ? 'refund_difference' : 'balance_absorbs' };
  }
  if (totalPaise > holds) {
    return { totalPaise, keptPaise, payPaise: totalPaise - holds, collect: change.collect, refund: nothingBack, refundPaise: 0, owesPaise: 0, balancePaidUp: false, why: 'pay_difference' };
  }
  const refund = splitRefund(held, holds - totalPaise);
  const refundPaise = refundTotal(refund);
  return { totalPaise, keptPaise, payPaise: 0, collect: null, refund, refundPaise, owesPaise: 0, balancePaidUp: false, why: refundPaise > 0 ? 'refund_difference' : 'same_price' };
}
