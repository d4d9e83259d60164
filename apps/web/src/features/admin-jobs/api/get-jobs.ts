import type { AdminJob, JobStatus } from '@yatrika/contract/jobs';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/admin-queries.ts';
import { apiFetchPage } from '../../../lib/api-client.ts';

/** The screen's filter: every job, or one status. */
export type JobsFilter = 'all' | JobStatus;

/** A recurring job leaves a done copy each run: read page by page, like the payments ledger. */
const PAGE_SIZE = 50;

function pagePath(filter: JobsFilter, cursor: string | undefined): string {
  const search = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (filter !== 'all') search.set('status', filter);
  if (cursor) search.set('cursor', cursor);
  return `/admin/jobs?${search}`;
}

/**
 * How soon the open screen reads the list again: often while a job shown runs (its end is worth
 * seeing), now and then otherwise, so a new run shows without the Refresh button. TanStack Query
 * pauses it while the tab is hidden.
 */
export function jobsRefreshMs(shown: readonly Pick<AdminJob, 'status'>[] | undefined): number {
  return shown?.some((job) => job.status === 'running') ? 3_000 : 30_000;
}

/** `GET /api/admin/jobs?status=&limit=&cursor=`: newest first, the next page named by X-Next-Cursor. */
export const adminJobsQuery = (filter: JobsFilter) =>
  infiniteQueryOptions({
    queryKey: [...adminKeys.jobs, 'list', filter],
    queryFn: ({ pageParam, signal }) => apiFetchPage<AdminJob[]>(pagePath(filter, pageParam), { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor,
    select: (data) => data.pages.flatMap((page) => page.data),
    refetchInterval: (query) => jobsRefreshMs(query.state.data?.pages.flatMap((page) => page.data)),
  });

export function useAdminJobs(filter: JobsFilter) {
  return useInfiniteQuery(adminJobsQuery(filter));
}
