import type { PaymentState } from '@yatrika/contract/ticket-messages';

/** The money fields of a booking row that decide how it stands. */
export interface BookingMoney {
  paymentId: string | null;
  totalPaise: number;
  refundStatus: 'pending' | 'processed' | 'failed' | null;
  refundAmountPaise: number | null;
}

/** Paid in full, not paid, or how far a refund has gone: what the ticket and the check-in card say. */
export function paymentStateOf(booking: BookingMoney): PaymentState {
  if (booking.refundStatus === 'processed') {
    return (booking.refundAmountPaise ?? booking.totalPaise) < booking.totalPaise ? 'partly_refunded' : 'refunded';
  }
  // Asked for or failed (retried): the money is on its way back either way.
  if (booking.refundStatus) return 'refund_in_progress';
  return booking.paymentId ? 'paid_in_full' : 'unpaid';
}
