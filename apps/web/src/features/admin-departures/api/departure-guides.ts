import type { AssignedGuidesResponse, SavedGuidesResponse } from '@yatrika/contract/guides';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export interface DepartureOfGuides {
  tourId: string;
  date: string;
  startTime: string;
}

export const departureGuidesKey = (departure: DepartureOfGuides) => ['admin', 'departures', departure.tourId, departure.date, departure.startTime, 'guides'] as const;

const departureGuidesPath = (departure: DepartureOfGuides) => `/admin/tours/${encodeURIComponent(departure.tourId)}/departures/${departure.date}/guides`;

/** `GET /api/admin/tours/:id/departures/:date/guides?startTime=`: the departure's own guides. */
export function useDepartureGuides(departure: DepartureOfGuides) {
  return useQuery(
    queryOptions({
      queryKey: departureGuidesKey(departure),
      queryFn: async ({ signal }) =>
        (await apiFetch<AssignedGuidesResponse>(`${departureGuidesPath(departure)}?startTime=${encodeURIComponent(departure.startTime)}`, { signal })).guides,
    }),
  );
}

/** `PUT /api/admin/tours/:id/departures/:date/guides`: replaces the departure's own guides. */
export const saveDepartureGuides = (departure: DepartureOfGuides, guideIds: string[]) =>
  apiFetch<SavedGuidesResponse>(departureGuidesPath(departure), { method: 'PUT', body: { startTime: departure.startTime, guideIds } });
