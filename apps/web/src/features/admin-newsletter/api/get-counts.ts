import type { AdminNewsletterCounts } from '@yatrika/contract/newsletter';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { newsletterKeys } from './newsletter-keys.ts';

/** `GET /api/admin/newsletter/counts`: how many addresses are pending, confirmed and unsubscribed. */
export const adminNewsletterCountsQuery = queryOptions({
  queryKey: [...newsletterKeys.all, 'counts'],
  queryFn: ({ signal }) => apiFetch<AdminNewsletterCounts>('/admin/newsletter/counts', { signal }),
});

export function useAdminNewsletterCounts() {
  return useQuery(adminNewsletterCountsQuery);
}
