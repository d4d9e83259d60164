import type { bookingRefunds } from '../../db/schema/bookings.ts';

type StoredRefundStatus = typeof bookingRefunds.$inferSelect.status;

/** A refund owed or made by hand: a booking paid offline, never refunded through the provider (decision 020). */
export const isRefundByHand = (status: StoredRefundStatus | null) => status === 'manual' || status === 'handed_back';

/**
 * The refund's status as every answer has always said it: `pending` until the money is back (for a
 * refund by hand, until the operator hands it back), then `processed`; `byHand` beside it tells
 * the two ways apart.
 */
export function answeredRefundStatus(status: StoredRefundStatus): 'pending' | 'processed' | 'failed' {
  if (status === 'manual') return 'pending';
  if (status === 'handed_back') return 'processed';
  return status;
}
