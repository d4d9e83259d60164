import type { AdminMomentsResponse, ModeratedMoment } from '@yatrika/contract/moment-moderation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/admin-queries.ts';
import { fetchAllPages } from '../../../lib/fetch-all-pages.ts';

/** Every moment, newest first, with whether the operator hid it and why. */
export const adminMomentsQuery = queryOptions({
  queryKey: adminKeys.moments,
  queryFn: ({ signal }) => fetchAllPages<AdminMomentsResponse, ModeratedMoment>('/admin/moments', (answer) => answer.moments, signal),
});

export function useAdminMoments() {
  return useQuery(adminMomentsQuery);
}
