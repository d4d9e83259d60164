import type { TourListResponse } from '@yatrika/contract/tours';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * Best Packages: every active tour, or those whose title or location contains the search.
 * The search text is part of the key, so each keystroke is its own request (spec §5: no
 * debounce, no minimum length) and typing back to an earlier text reuses its answer.
 */
export function toursQuery(search: string) {
  const query = search.trim();
  return queryOptions({
    queryKey: ['tours', 'dashboard', query],
    queryFn: ({ signal }) =>
      apiFetch<TourListResponse>(query === '' ? '/user/dashboard' : `/user/dashboard/search?query=${encodeURIComponent(query)}`, { signal }),
  });
}

/** Keeps the previous answer on screen while the next search runs, so results never flash. */
export function useTours(search: string) {
  return useQuery({ ...toursQuery(search), placeholderData: keepPreviousData });
}
