import type { AvailabilityResponse, DepartureDay } from '@yatrika/contract/departures';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { bookableRange, monthOf } from '../components/calendar-month.ts';

/** Every month of one tour's availability, to refresh them all after a sale or a refusal. */
export const availabilityKey = (tourId: string) => ['tours', tourId, 'availability'] as const;

/**
 * `GET /api/routes/tours/{id}/availability` for the bookable part of one month (public: no
 * token). A month that is entirely past asks nothing and holds no dates.
 */
export const monthAvailabilityQuery = (tourId: string, month: string, today: string) => {
  const range = bookableRange(month, today);
  return queryOptions({
    queryKey: [...availabilityKey(tourId), month, range?.from ?? null],
    queryFn: async ({ signal }): Promise<DepartureDay[]> => {
      if (!range) return [];
      const search = new URLSearchParams({ from: range.from, days: String(range.days) });
      const answer = await apiFetch<AvailabilityResponse>(`/routes/tours/${encodeURIComponent(tourId)}/availability?${search}`, { auth: false, signal });
      return answer.dates;
    },
  });
};

export function useMonthAvailability(tourId: string, month: string, today: string) {
  return useQuery(monthAvailabilityQuery(tourId, month, today));
}

/** One chosen date's seats, read from (and shared with) the calendar's month. */
export function useDepartureDay(tourId: string, date: string, today: string) {
  return useQuery({
    ...monthAvailabilityQuery(tourId, monthOf(date || today), today),
    enabled: date !== '',
    select: (dates) => dates.find((day) => day.date === date),
  });
}
