import type { PartyChangeQuote } from '@yatrika/contract/party-changes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminKeys } from '../../../lib/admin-queries.ts';

/** `GET /api/admin/bookings/{id}/party?numPeople=N`: what changing the party to N would do now. */
export const partyQuoteQuery = (bookingId: string, numPeople: number) =>
  queryOptions({
    queryKey: [...adminKeys.bookings, bookingId, 'party', numPeople],
    queryFn: ({ signal }) => apiFetch<PartyChangeQuote>(`/admin/bookings/${encodeURIComponent(bookingId)}/party?numPeople=${numPeople}`, { signal }),
    // Seats change with every sale: ask again each time.
    staleTime: 0,
    retry: false,
  });

/** The quote for a party of `numPeople`, asked only for a whole number other than the party's own. */
export function usePartyQuote(bookingId: string, numPeople: number | null) {
  return useQuery({ ...partyQuoteQuery(bookingId, numPeople ?? 0), enabled: numPeople !== null });
}
