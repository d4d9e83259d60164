import type { TourListResponse } from '@yatrika/contract/tours';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * Best Packages: every active tour, or those whose title or location contains the search,
 * narrowed by the filters.
 * The search text is part of the key, so each keystroke is its own request (spec §5: no
 * debounce, no minimum length) and typing back to an earlier text reuses its answer.
 */
export function toursQuery(search: string, filters = '') {
  const query = search.trim();
  const and = filters === '' ? '' : `&${filters}`;
  return queryOptions({
    queryKey: ['tours', 'dashboard', query, filters],
    queryFn: ({ signal }) =>
      apiFetch<TourListResponse>(
        query === '' ? `/user/dashboard${filters === '' ? '' : `?${filters}`}` : `/user/dashboard/search?query=${encodeURIComponent(query)}${and}`,
        { signal },
      ),
  });
}

/**
 * Keeps the previous answer on screen while the next search runs, so results never flash.
 * `filters`: the list's filters and sort as a query string (lib/tour-filters.ts), '' for none.
 */
export function useTours(search: string, filters = '') {
  return useQuery({ ...toursQuery(search, filters), placeholderData: keepPreviousData });
}
