import type { AvailabilityResponse } from '@yatrika/contract/departures';
import { MAX_AVAILABILITY_DAYS } from '@yatrika/contract/departure-limits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminKeys } from '../../../lib/admin-queries.ts';

/** A tour's availability calendar, the traveller's own, from today as far ahead as it goes. */
export function tourDatesQuery(tourId: string) {
  return queryOptions({
    queryKey: [...adminKeys.departures, 'phone-booking-dates', tourId],
    queryFn: ({ signal }) =>
      apiFetch<AvailabilityResponse>(`/routes/tours/${encodeURIComponent(tourId)}/availability?days=${MAX_AVAILABILITY_DAYS}`, { signal }),
  });
}

export function useTourDates(tourId: string) {
  return useQuery({ ...tourDatesQuery(tourId), enabled: tourId !== '' });
}
