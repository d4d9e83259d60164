import { useCallback, useReducer, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { noTourFilters, readTourFilters, tourFilterParams, type TourFilters } from '../../lib/tour-filters.ts';

/**
 * A list's filters, kept in the page's query string (React Router's search params): sharing the
 * address shares the filtered list, and a reload keeps it. Changes replace the history entry, so
 * Back leaves the page instead of stepping through every keystroke.
 *
 * React Router hands a functional update the params of the last render, not of the last change:
 * a state picked and a sort chosen before the page re-renders (quick hands, a busy phone) would
 * each start from the old address, and only the last would stay. So the hook keeps the changes
 * it has asked for and the router has not shown yet, and builds each change on the newest.
 */
export function useTourFilters() {
  const [params, setParams] = useSearchParams();
  const [, showPending] = useReducer((renders: number) => renders + 1, 0);
  // The address the router shows, then each address asked for since, oldest first.
  const asked = useRef<string[]>([]);
  const shown = params.toString();

  const newest = useCallback((): string => {
    const at = asked.current.indexOf(shown);
    // Not among them: this is the first change, or the router went elsewhere (a link, Back).
    asked.current = at === -1 ? [shown] : asked.current.slice(at);
    return asked.current[asked.current.length - 1] ?? shown;
  }, [shown]);

  /** Every change starts from the newest address asked for, and is shown at once. */
  const update = useCallback(
    (next: (current: TourFilters) => TourFilters) => {
      const address = tourFilterParams(next(readTourFilters(new URLSearchParams(newest()))));
      asked.current.push(address.toString());
      setParams(address, { replace: true });
      showPending();
    },
    [newest, setParams],
  );

  const filters = readTourFilters(new URLSearchParams(newest()));
  const change = useCallback((patch: Partial<TourFilters>) => update((current) => ({ ...current, ...patch })), [update]);
  // Clears the search too (it narrows the list like a filter); the order chosen stays.
  const clear = useCallback(() => update((current) => ({ ...noTourFilters, sort: current.sort })), [update]);
  return { filters, change, clear };
}
