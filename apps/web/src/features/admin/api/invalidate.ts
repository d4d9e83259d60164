import type { QueryClient } from '@tanstack/react-query';
import { dashboardQuery } from './get-dashboard.ts';

/**
 * The admin lists hold one another's numbers (the dashboard's totals, a user's bookings and
 * reviews counts, a booking's traveller), so a change refreshes the lists it touches and the dashboard.
 */
export function refreshAfterChange(queryClient: QueryClient, ...keys: (readonly unknown[])[]): Promise<void> {
  return Promise.all(
    [dashboardQuery.queryKey, ...keys].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ).then(() => undefined);
}
