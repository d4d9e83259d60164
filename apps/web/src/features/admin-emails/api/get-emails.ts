import type { AdminEmailSummary, EmailStatus } from '@yatrika/contract/emails';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetchPage } from '../../../lib/api-client.ts';
import { emailKeys } from './email-keys.ts';

/** The screen's status filter: every message, or one status. */
export type EmailsStatusFilter = 'all' | EmailStatus;

export interface EmailsFilter {
  status: EmailsStatusFilter;
  /** One recipient's exact address (the server ignores case); empty for everyone. */
  to: string;
}

/** Every booking and account change leaves a message: read page by page, like the jobs. */
const PAGE_SIZE = 50;

/**
 * How soon the open screen reads the list again: a new booking's messages show without the
 * Refresh button. TanStack Query pauses it while the tab is hidden.
 */
export const EMAILS_REFRESH_MS = 30_000;

export function emailsPagePath(filter: EmailsFilter, cursor: string | undefined): string {
  const search = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (filter.status !== 'all') search.set('status', filter.status);
  const to = filter.to.trim();
  if (to) search.set('to', to);
  if (cursor) search.set('cursor', cursor);
  return `/admin/emails?${search}`;
}

/** `GET /api/admin/emails?status=&to=&limit=&cursor=`: newest first, the next page named by X-Next-Cursor. */
export const adminEmailsQuery = (filter: EmailsFilter) =>
  infiniteQueryOptions({
    queryKey: [...emailKeys.all, 'list', filter.status, filter.to.trim().toLowerCase()],
    queryFn: ({ pageParam, signal }) => apiFetchPage<AdminEmailSummary[]>(emailsPagePath(filter, pageParam), { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor,
    select: (data) => data.pages.flatMap((page) => page.data),
    refetchInterval: EMAILS_REFRESH_MS,
  });

export function useAdminEmails(filter: EmailsFilter) {
  return useInfiniteQuery(adminEmailsQuery(filter));
}
