import type { GuideAccountsResponse } from '@yatrika/contract/guides';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client.ts';

/** `GET /api/admin/guides`: the staff accounts whose role is guide, for the tour's and the departure's guides. */
export const guideAccountsQuery = queryOptions({
  queryKey: ['admin', 'guides'] as const,
  queryFn: async ({ signal }) => (await apiFetch<GuideAccountsResponse>('/admin/guides', { signal })).guides,
});

export function useGuideAccounts() {
  return useQuery(guideAccountsQuery);
}
