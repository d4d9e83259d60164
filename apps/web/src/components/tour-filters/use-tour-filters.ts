import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { noTourFilters, readTourFilters, tourFilterParams, type TourFilters } from '../../lib/tour-filters.ts';

/**
 * A list's filters, kept in the page's query string (React Router's search params): sharing the
 * address shares the filtered list, and a reload keeps it. Changes replace the history entry, so
 * Back leaves the page instead of stepping through every keystroke.
 */
export function useTourFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readTourFilters(params), [params]);
  const change = useCallback(
    (patch: Partial<TourFilters>) => setParams((current) => tourFilterParams({ ...readTourFilters(current), ...patch }), { replace: true }),
    [setParams],
  );
  // Clears the search too (it narrows the list like a filter); the order chosen stays.
  const clear = useCallback(() => setParams((current) => tourFilterParams({ ...noTourFilters, sort: readTourFilters(current).sort }), { replace: true }), [setParams]);
  return { filters, change, clear };
}
