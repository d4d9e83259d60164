// Whether the operator may delete a booking, without zod, so the admin card offers Delete exactly
// when the server allows it: never while the booking still holds the traveller's money.
import type { BookingStatus } from './booking-status.ts';

export interface MoneyOnBooking {
  /** Whether the booking was paid for. */
  paid: boolean;
  /** Its status as the traveller sees it (a passed booked trip reads completed). */
  status: BookingStatus;
  /** Its refund: the provider's id (null until the provider accepts it) and where it stands. */
  refund: { id: string | null; status: 'pending' | 'processed' | 'failed' } | null;
  /** Refunds of part of it (a smaller party, decision 023), each with the same two facts. */
  partialRefunds?: { id: string | null; status: 'pending' | 'processed' | 'failed' }[] | undefined;
}

/** Asked for but not accepted by the provider, refused, or owed by hand: the money is still ours. */
const outstanding = (refund: { id: string | null; status: 'pending' | 'processed' | 'failed' }) =>
  refund.status === 'failed' || (refund.status === 'pending' && refund.id === null);

/**
 * A paid booking holds the traveller's money while it is still to come, or once cancelled until
 * the provider has accepted its refund (a refund asked for but not accepted, or refused), and while any
 * refund of part of it (a smaller party, decision 023) is outstanding likewise.
 */
export function holdsTravellersMoney({ paid, status, refund, partialRefunds = [] }: MoneyOnBooking): boolean {
  if (!paid) return false;
  if (status === 'pending' || status === 'booked') return true;
  return (refund !== null && outstanding(refund)) || partialRefunds.some(outstanding);
}
