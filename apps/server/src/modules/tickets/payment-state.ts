import type { PaymentState } from '@yatrika/contract/ticket-messages';

/** The money fields of a booking row that decide how it stands. */
export interface BookingMoney {
  paymentId: string | null;
  totalPaise: number;
  /** `manual` and `handed_back`: a refund of an offline payment, owed and then handed back by the operator. */
  refundStatus: 'pending' | 'processed' | 'failed' | 'manual' | 'handed_back' | null;
  refundAmountPaise: number | null;
  /** Who collected the money: a reseller's booking (decision 038) has no payment of Yatrika's and is paid all the same. */
  collectedBy?: 'yatrika' | 'reseller';
  /** Set while a balance is owed after an advance (decision 035); absent where not read. */
  balanceDueOn?: string | null;
}

/** Paid in full, not paid, or how far a refund has gone: what the ticket and the check-in card say. */
export function paymentStateOf(booking: BookingMoney): PaymentState {
  if (booking.refundStatus === 'processed' || booking.refundStatus === 'handed_back') {
    return (booking.refundAmountPaise ?? booking.totalPaise) < booking.totalPaise ? 'partly_refunded' : 'refunded';
  }
  // Asked for or failed (retried): the money is on its way back either way.
  if (booking.refundStatus) return 'refund_in_progress';
  if (booking.collectedBy === 'reseller') return 'paid_to_reseller';
  if (!booking.paymentId) return 'unpaid';
  return booking.balanceDueOn ? 'balance_due' : 'paid_in_full';
}
