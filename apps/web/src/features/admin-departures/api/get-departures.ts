import type { AdminDeparturesResponse } from '@yatrika/contract/departures';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/admin-queries.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/** `GET /api/admin/departures?from=&to=`: both days inclusive; departures with bookings, holds or changes. */
export const adminDeparturesQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: [...adminKeys.departures, from, to],
    queryFn: async ({ signal }) => {
      const search = new URLSearchParams({ from, to });
      return (await apiFetch<AdminDeparturesResponse>(`/admin/departures?${search}`, { signal })).departures;
    },
  });

/** Keeps the last range's list on screen while a new range loads, instead of flashing "Loading...". */
export function useAdminDepartures(from: string, to: string, enabled: boolean) {
  return useQuery({ ...adminDeparturesQuery(from, to), enabled, placeholderData: keepPreviousData });
}
