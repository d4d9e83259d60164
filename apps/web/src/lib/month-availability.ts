import { DEFAULT_BOOKING_HORIZON_DAYS } from '@yatrika/contract/booking-limits';
import { addDays } from '@yatrika/contract/dates';
import { useEffect, useState } from 'react';
import type { AvailabilityResponse, DepartureDay } from '@yatrika/contract/departures';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client.ts';
import { bookableRange, monthOf } from './calendar-month.ts';

/** Every month of one tour's availability, to refresh them all after a sale or a refusal. */
export const availabilityKey = (tourId: string) => ['tours', tourId, 'availability'] as const;

/** One month's dates, and the last date the server sells (its BOOKING_HORIZON_DAYS from today). */
export interface MonthAvailability {
  dates: DepartureDay[];
  lastBookableDate: string | undefined;
}

/**
 * `GET /api/routes/tours/{id}/availability` for the bookable part of one month (public: no
 * token). A month that is entirely past asks nothing and holds no dates.
 */
export const monthAvailabilityQuery = (tourId: string, month: string, today: string) => {
  const range = bookableRange(month, today);
  return queryOptions({
    queryKey: [...availabilityKey(tourId), month, range?.from ?? null],
    queryFn: async ({ signal }): Promise<MonthAvailability> => {
      if (!range) return { dates: [], lastBookableDate: undefined };
      const search = new URLSearchParams({ from: range.from, days: String(range.days) });
      const answer = await apiFetch<AvailabilityResponse>(`/routes/tours/${encodeURIComponent(tourId)}/availability?${search}`, { auth: false, signal });
      return { dates: answer.dates, lastBookableDate: answer.lastBookableDate };
    },
  });
};

export function useMonthAvailability(tourId: string, month: string, today: string) {
  return useQuery({ ...monthAvailabilityQuery(tourId, month, today), enabled: tourId !== '' });
}

/** One chosen date's seats, read from (and shared with) the calendar's month. */
export function useDepartureDay(tourId: string, date: string, today: string) {
  return useQuery({
    ...monthAvailabilityQuery(tourId, monthOf(date || today), today),
    enabled: date !== '' && tourId !== '',
    select: (month) => month.dates.find((day) => day.date === date),
  });
}

/**
 * The last date a calendar may page to: the server's, once a month of it has loaded (it is the same
 * in every answer of the day), else the default horizon, so paging works before the first answer.
 */
export function useLastBookableDate(fromServer: string | undefined, today: string): string {
  const [known, setKnown] = useState<string | undefined>(fromServer);
  useEffect(() => {
    if (fromServer) setKnown(fromServer);
  }, [fromServer]);
  return known ?? addDays(today, DEFAULT_BOOKING_HORIZON_DAYS);
}
