import type { AdminDeparturesResponse } from '@yatrika/contract/departures';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/admin-queries.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * `GET /api/admin/departures?from=&to=&tourId=`: both days inclusive; departures with bookings,
 * holds or changes, or with a tour chosen every departure it is scheduled to run.
 */
export const adminDeparturesQuery = (from: string, to: string, tourId = '') =>
  queryOptions({
    queryKey: [...adminKeys.departures, from, to, tourId],
    queryFn: async ({ signal }) => {
      const search = new URLSearchParams({ from, to, ...(tourId ? { tourId } : {}) });
      return (await apiFetch<AdminDeparturesResponse>(`/admin/departures?${search}`, { signal })).departures;
    },
  });

/** Keeps the last range's list on screen while a new range loads, instead of flashing "Loading...". */
export function useAdminDepartures(from: string, to: string, tourId: string, enabled: boolean) {
  return useQuery({ ...adminDeparturesQuery(from, to, tourId), enabled, placeholderData: keepPreviousData });
}
