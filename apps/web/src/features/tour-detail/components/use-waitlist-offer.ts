import type { WaitlistEntryResponse } from '@yatrika/contract/waitlist';
import { useSearchParams } from 'react-router';
import { useMyWaitlist } from '../api/waitlist.ts';

/**
 * The waiting-list offer the page was opened for (the offer email links to the booking form with
 * `?waitlist=<entryId>`): the traveller's entry on this tour while its seats are held for them.
 */
export function useWaitlistOffer(tourId: string): WaitlistEntryResponse | undefined {
  const [params] = useSearchParams();
  const entryId = params.get('waitlist');
  const entries = useMyWaitlist(entryId !== null);
  const entry = entries.data?.find((each) => each._id === entryId);
  return entry && entry.tourId === tourId && entry.status === 'offered' && entry.offer ? entry : undefined;
}
