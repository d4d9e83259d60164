import type {
  CheckInDayResponse,
  CheckInLookupRequest,
  CheckInRequest,
  CheckInResponse,
  MarkNoShowsRequest,
  MarkNoShowsResponse,
} from '@yatrika/contract/check-ins';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export const checkInDayKey = ['admin', 'check-ins', 'day'] as const;

/**
 * `GET /api/admin/check-ins/today`: the day's departures with their counts (today, or the `date`
 * a guide opened from their departures), read again every 20 s (other phones check in too).
 */
export const checkInDayQuery = (date?: string) =>
  queryOptions({
    queryKey: [...checkInDayKey, date ?? 'today'],
    queryFn: ({ signal }) => apiFetch<CheckInDayResponse>(date ? `/admin/check-ins/today?date=${encodeURIComponent(date)}` : '/admin/check-ins/today', { signal }),
    refetchInterval: 20_000,
  });

export function useCheckInDay(date?: string) {
  return useQuery(checkInDayQuery(date));
}

/** `POST /api/admin/check-ins/lookup`: what a ticket is, before anyone is checked in. */
export const lookUpTicket = (body: CheckInLookupRequest) => apiFetch<CheckInResponse>('/admin/check-ins/lookup', { method: 'POST', body });

/** `POST /api/admin/check-ins`: checks people in; the same `id` again is counted once. */
export const sendCheckIn = (body: CheckInRequest) => apiFetch<CheckInResponse>('/admin/check-ins', { method: 'POST', body });

/** `POST /api/admin/check-ins/no-shows`: everyone still awaited on a departure that has begun. */
export const markNoShows = (body: MarkNoShowsRequest) => apiFetch<MarkNoShowsResponse>('/admin/check-ins/no-shows', { method: 'POST', body });
