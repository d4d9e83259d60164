import type { GuideDeparturesResponse } from '@yatrika/contract/guides';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export const guideDeparturesKey = ['admin', 'guide', 'departures'] as const;

/** `GET /api/admin/guide/departures`: today's and tomorrow's departures to lead, read again every 30 s (check-ins move the counts). */
export const guideDeparturesQuery = () =>
  queryOptions({
    queryKey: guideDeparturesKey,
    queryFn: ({ signal }) => apiFetch<GuideDeparturesResponse>('/admin/guide/departures', { signal }),
    refetchInterval: 30_000,
  });

export function useGuideDepartures() {
  return useQuery(guideDeparturesQuery());
}
