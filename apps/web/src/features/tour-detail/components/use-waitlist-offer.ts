import type { WaitlistEntryResponse } from '@yatrika/contract/waitlist';
import { useSearchParams } from 'react-router';
import { useMyWaitlist } from '../api/waitlist.ts';

/**
 * The waiting-list offer the page was opened for (the offer email links to the booking form with
 * `?waitlist=<entryId>`): `held` while its seats are held for the traveller, `booked` once they paid
 * for it, `over` when it ran out or was left before the link was opened; `none` without an offer.
 */
export type WaitlistOfferState = { kind: 'held'; entry: WaitlistEntryResponse & { offer: NonNullable<WaitlistEntryResponse['offer']> } } | { kind: 'booked' | 'over' | 'none' };

export function useWaitlistOffer(tourId: string): WaitlistOfferState {
  const [params] = useSearchParams();
  const entryId = params.get('waitlist');
  const entries = useMyWaitlist(entryId !== null);
  const entry = entries.data?.find((each) => each._id === entryId);
  if (!entry || entry.tourId !== tourId) return { kind: 'none' };
  if (entry.status === 'offered' && entry.offer) return { kind: 'held', entry: { ...entry, offer: entry.offer } };
  if (entry.status === 'booked') return { kind: 'booked' };
  return entry.status === 'waiting' ? { kind: 'none' } : { kind: 'over' };
}
