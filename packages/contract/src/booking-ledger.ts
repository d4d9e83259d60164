// A booking's ledger (decision 035): every payment toward a booking and every refund of it, one
// row each, so what a booking has been paid, refunded and still owes is read from one place.

/** A row either brings money to the booking or gives it back. */
export const ledgerKinds = ['payment', 'refund'] as const;
export type LedgerKind = (typeof ledgerKinds)[number];

/**
 * What a payment was for: the whole booking at once (`full`), its advance, the balance after an
 * advance, or a difference (a dearer date or a larger party).
 */
export const ledgerPaymentPurposes = ['full', 'advance', 'balance', 'difference'] as const;
export type LedgerPaymentPurpose = (typeof ledgerPaymentPurposes)[number];

/**
 * Why a refund was given: a cancel (by anyone, by the policy), a balance not paid in time
 * (`lapsed`), fewer people (`party_reduced`), the part of a cancel's refund paid back by hand
 * because it was collected offline (`cancel_by_hand`), or a cheaper plan (`difference`).
 */
export const ledgerRefundReasons = ['cancel', 'lapsed', 'party_reduced', 'cancel_by_hand', 'difference', 'rescheduled'] as const;
export type LedgerRefundReason = (typeof ledgerRefundReasons)[number];

/** How the money moved: through the payment provider, or by hand (cash, UPI or a transfer to the operator). */
export const ledgerChannels = ['online', 'offline'] as const;
export type LedgerChannel = (typeof ledgerChannels)[number];

/**
 * What a payment order pays for: a new booking (`booking`, the checkout), the balance of a booking
 * paid by advance, or a difference toward an existing booking.
 */
export const orderPurposes = ['booking', 'balance', 'difference'] as const;
export type OrderPurpose = (typeof orderPurposes)[number];

/** How a booking is being paid: all at once, or an advance now and the balance by a due date. */
export const paymentPlans = ['full', 'advance'] as const;

export interface LedgerTotals {
  paidPaise: number;
  refundedPaise: number;
}

/** What ledger rows add up to: paid toward the booking and refunded of it. Paid − refunded is what it keeps. */
export function ledgerTotals(rows: readonly { kind: LedgerKind; amountPaise: number }[]): LedgerTotals {
  let paidPaise = 0;
  let refundedPaise = 0;
  for (const row of rows) {
    if (row.kind === 'payment') paidPaise += row.amountPaise;
    else refundedPaise += row.amountPaise;
  }
  return { paidPaise, refundedPaise };
}

/**
 * What a booking still owes: its total less what it keeps (paid − refunded). A cancelled booking
 * owes nothing; nor does an unpaid one from before payments, which has no ledger at all.
 */
export function amountDueOf(booking: { cancelled: boolean; totalPaise: number }, rows: readonly { kind: LedgerKind; amountPaise: number }[]): number {
  if (booking.cancelled || rows.length === 0) return 0;
  const { paidPaise, refundedPaise } = ledgerTotals(rows);
  return Math.max(0, booking.totalPaise - (paidPaise - refundedPaise));
}
