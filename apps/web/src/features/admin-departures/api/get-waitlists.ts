import type { AdminWaitlistDeparture } from '@yatrika/contract/waitlist';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/admin-queries.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/** A departure's key among the lists: tour, date and start time. */
export const waitlistKey = (departure: { tourId: string; date: string; startTime: string }) => `${departure.tourId}|${departure.date}|${departure.startTime}`;

/** `GET /api/admin/waitlist?from=&to=&tourId=`: the departures' waiting lists (decision 037), by departure. */
export function useWaitlists(from: string, to: string, tourId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...adminKeys.departures, 'waitlist', from, to, tourId],
    queryFn: async ({ signal }) => {
      const search = new URLSearchParams({ from, to, ...(tourId ? { tourId } : {}) });
      const lines = await apiFetch<AdminWaitlistDeparture[]>(`/admin/waitlist?${search}`, { signal });
      return new Map(lines.map((line) => [waitlistKey(line), line]));
    },
    enabled,
    placeholderData: keepPreviousData,
  });
}
