import type { AdminBooking } from '@yatrika/contract/bookings';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from './admin-queries.ts';
import { apiFetch } from './api-client.ts';

/** How many matches a search shows: a reference finds one, a name a handful. */
const SEARCH_LIMIT = 50;

/**
 * `GET /api/admin/bookings?query=`: bookings found by reference (any case, dashes optional, any
 * part of four or more), the traveller's name, email or phone, read the server's way
 * (`@yatrika/contract/admin-search`). Used by the Departures screen's finder; under the
 * bookings key, so an accept, cancel or delete refreshes it too.
 */
export const adminBookingSearchQuery = (text: string) =>
  queryOptions({
    queryKey: [...adminKeys.bookings, 'search', text],
    queryFn: ({ signal }) => apiFetch<AdminBooking[]>(`/admin/bookings?${new URLSearchParams({ query: text, limit: String(SEARCH_LIMIT) })}`, { signal }),
    placeholderData: keepPreviousData,
  });

/** The bookings a search finds; idle (no request) while the text is blank. */
export function useAdminBookingSearch(text: string) {
  const trimmed = text.trim();
  return useQuery({ ...adminBookingSearchQuery(trimmed), enabled: trimmed !== '' });
}
