import type { AvailabilityResponse } from '@yatrika/contract/departures';
import type { Tour } from '@yatrika/contract/tours';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** How far ahead the Change date dialog offers dates: the next three months. */
export const CHANGE_DATE_DAYS = 92;

/** `GET /api/routes/tours/{id}`: the tour's person types and start times, for the change dialogs (the tour page's key). */
export const tourForChangeQuery = (tourId: string) =>
  queryOptions({
    queryKey: ['tours', tourId],
    queryFn: ({ signal }) => apiFetch<Tour>(`/routes/tours/${encodeURIComponent(tourId)}`, { auth: false, signal }),
  });

export function useTourForChange(tourId: string | null) {
  return useQuery({ ...tourForChangeQuery(tourId ?? ''), enabled: tourId !== null });
}

/** `GET /api/routes/tours/{id}/availability`: the dates a booking may move to, each with its prices and seats. */
export const tourDatesQuery = (tourId: string) =>
  queryOptions({
    queryKey: ['tours', tourId, 'availability', 'change-date'],
    queryFn: async ({ signal }) =>
      (await apiFetch<AvailabilityResponse>(`/routes/tours/${encodeURIComponent(tourId)}/availability?days=${CHANGE_DATE_DAYS}`, { auth: false, signal })).dates,
    staleTime: 0,
  });

export function useTourDates(tourId: string) {
  return useQuery(tourDatesQuery(tourId));
}
