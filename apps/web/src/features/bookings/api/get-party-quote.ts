import type { TravellerPartyQuote } from '@yatrika/contract/plan-changes';
import type { Party } from '@yatrika/contract/price-calculation';
import { personTypes } from '@yatrika/contract/price-calculation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** `GET /api/user/bookings/{id}/party?adult=&child=…`: the new total, the difference and the seats, for this moment only. */
export const partyQuoteQuery = (bookingId: string, party: Party) =>
  queryOptions({
    queryKey: ['party-quote', bookingId, personTypes.map((type) => party[type] ?? 0)],
    queryFn: ({ signal }) => {
      const search = new URLSearchParams(personTypes.map((type) => [type, String(party[type] ?? 0)]));
      return apiFetch<TravellerPartyQuote>(`/user/bookings/${encodeURIComponent(bookingId)}/party?${search}`, { signal });
    },
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export function usePartyQuote(bookingId: string, party: Party | null) {
  return useQuery({ ...partyQuoteQuery(bookingId, party ?? {}), enabled: party !== null });
}
