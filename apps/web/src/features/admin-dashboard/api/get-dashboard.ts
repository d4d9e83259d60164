import type { AdminDashboard, DashboardToday } from '@yatrika/contract/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/admin-queries.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/** The dashboard as the page reads it: `today` is null from a server that does not send it. */
export type DashboardData = Omit<AdminDashboard, 'today'> & { today: DashboardToday | null };

/**
 * Totals and the newest tours and travellers, and today at a glance; null when the answer holds
 * no totals (the spec's 'No data available.').
 */
export const dashboardQuery = queryOptions({
  queryKey: adminKeys.dashboard,
  queryFn: async ({ signal }): Promise<DashboardData | null> => {
    const answer = await apiFetch<Partial<AdminDashboard> | null | undefined>('/admin/dashboard', { signal });
    if (!answer || typeof answer.totalUsers !== 'number') return null;
    return {
      totalUsers: answer.totalUsers,
      totalTours: answer.totalTours ?? 0,
      totalBookings: answer.totalBookings ?? 0,
      totalReviews: answer.totalReviews ?? 0,
      recentTours: answer.recentTours ?? [],
      recentUsers: answer.recentUsers ?? [],
      today: answer.today ?? null,
    };
  },
});

export function useDashboard() {
  return useQuery(dashboardQuery);
}
