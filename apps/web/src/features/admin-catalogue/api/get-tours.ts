import type { AdminTourListResponse, Tour } from '@yatrika/contract/tours';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/admin-queries.ts';
import { fetchAllPages } from '../../../lib/fetch-all-pages.ts';

/**
 * Every tour, banned ones included, newest first: those whose title or location contains the
 * search (case-insensitive, on the server), or all of them. Each keystroke is its own request
 * (spec §5: no debounce).
 */
export function adminToursQuery(search: string) {
  const query = search.trim();
  return queryOptions({
    queryKey: [...adminKeys.tours, 'list', query],
    queryFn: ({ signal }) =>
      fetchAllPages<AdminTourListResponse, Tour>(
        query === '' ? '/admin/tours' : `/admin/tours?query=${encodeURIComponent(query)}`,
        (answer) => answer.tours,
        signal,
      ),
  });
}

/** Keeps the previous results on screen while the next search runs, so the grid never flashes. */
export function useAdminTours(search: string) {
  return useQuery({ ...adminToursQuery(search), placeholderData: keepPreviousData });
}
