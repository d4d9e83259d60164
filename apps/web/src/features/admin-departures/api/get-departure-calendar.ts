import type { DepartureCalendarResponse } from '@yatrika/contract/departure-calendar';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/admin-queries.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/** `GET /api/admin/departures/calendar?from=&to=&tourId=`: the whole range's departures in one answer. */
export const departureCalendarQuery = (from: string, to: string, tourId = '') =>
  queryOptions({
    queryKey: [...adminKeys.departures, 'calendar', from, to, tourId],
    queryFn: async ({ signal }) => {
      const search = new URLSearchParams({ from, to, ...(tourId ? { tourId } : {}) });
      return (await apiFetch<DepartureCalendarResponse>(`/admin/departures/calendar?${search}`, { signal })).departures;
    },
  });

/** Keeps the last month on screen while the next one loads. */
export function useDepartureCalendar(from: string, to: string, tourId: string) {
  return useQuery({ ...departureCalendarQuery(from, to, tourId), placeholderData: keepPreviousData });
}
