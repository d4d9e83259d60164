import type { AdminNewsletterSubscriber, NewsletterStatus } from '@yatrika/contract/newsletter';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetchPage } from '../../../lib/api-client.ts';
import { newsletterKeys } from './newsletter-keys.ts';

/** The screen's status filter: every address, or one status. */
export type SubscribersFilter = 'all' | NewsletterStatus;

const PAGE_SIZE = 50;

export function subscribersPagePath(status: SubscribersFilter, cursor: string | undefined): string {
  const search = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (status !== 'all') search.set('status', status);
  if (cursor) search.set('cursor', cursor);
  return `/admin/newsletter/subscribers?${search}`;
}

/** `GET /api/admin/newsletter/subscribers?status=&limit=&cursor=`: newest first, the next page named by X-Next-Cursor. */
export const adminSubscribersQuery = (status: SubscribersFilter) =>
  infiniteQueryOptions({
    queryKey: [...newsletterKeys.all, 'subscribers', status],
    queryFn: ({ pageParam, signal }) => apiFetchPage<AdminNewsletterSubscriber[]>(subscribersPagePath(status, pageParam), { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor,
    select: (data) => data.pages.flatMap((page) => page.data),
  });

export function useAdminSubscribers(status: SubscribersFilter) {
  return useInfiniteQuery(adminSubscribersQuery(status));
}
