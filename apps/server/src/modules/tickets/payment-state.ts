import type { PaymentState } from '@yatrika/contract/ticket-messages';

/** The money fields of a booking row that decide how it stands. */
export interface BookingMoney {
  paymentId: string | null;
  totalPaise: number;
  /**
   * A cancelled booking's own refund (money's booking_refunds row with the booking's id), if any;
   * absent where the booking still takes its seats. `manual` and `handed_back`: a refund of an
   * offline payment, owed and then handed back by the operator.
   */
  cancelRefund?: { status: 'pending' | 'processed' | 'failed' | 'manual' | 'handed_back'; amountPaise: number } | null;
  /** Who collected the money: a reseller's booking (decision 038) has no payment of Yatrika's and is paid all the same. */
  collectedBy?: 'yatrika' | 'reseller';
  /** Set while a balance is owed after an advance (decision 035); absent where not read. */
  balanceDueOn?: string | null;
}

/** Paid in full, not paid, or how far a refund has gone: what the ticket and the check-in card say. */
export function paymentStateOf(booking: BookingMoney): PaymentState {
  const refund = booking.cancelRefund;
  if (refund?.status === 'processed' || refund?.status === 'handed_back') return refund.amountPaise < booking.totalPaise ? 'partly_refunded' : 'refunded';
  // Asked for or failed (retried): the money is on its way back either way.
  if (refund) return 'refund_in_progress';
  if (booking.collectedBy === 'reseller') return 'paid_to_reseller';
  if (!booking.paymentId) return 'unpaid';
  return booking.balanceDueOn ? 'balance_due' : 'paid_in_full';
}
