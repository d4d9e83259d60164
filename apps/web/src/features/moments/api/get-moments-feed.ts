import type { Moment, MomentsFeedResponse } from '@yatrika/contract/moments';
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { apiFetchPage } from '../../../lib/api-client.ts';

/** One page of the feed, and where the next (older) one starts, if there is one. */
export interface MomentsFeedPage {
  moments: Moment[];
  nextCursor: string | undefined;
}

/** A page of moments, newest first; the server announces the next page in X-Next-Cursor. */
export async function fetchMomentsFeedPage(cursor: string | undefined, signal?: AbortSignal): Promise<MomentsFeedPage> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  const { data, nextCursor } = await apiFetchPage<MomentsFeedResponse>(`/moments/all${query}`, { signal });
  return { moments: data.moments, nextCursor };
}

/**
 * The feed, page by page. A like or a comment invalidates it, and TanStack Query then refetches every page
 * already shown, so older moments a traveller scrolled to stay up to date too.
 */
export const momentsFeedQuery = infiniteQueryOptions({
  queryKey: ['moments', 'feed'],
  queryFn: ({ pageParam, signal }) => fetchMomentsFeedPage(pageParam, signal),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (lastPage) => lastPage.nextCursor,
});

export function useMomentsFeed() {
  return useInfiniteQuery(momentsFeedQuery);
}

/** Every moment loaded so far, newest first. */
export function loadedMoments(feed: InfiniteData<MomentsFeedPage> | undefined): Moment[] {
  return feed?.pages.flatMap((page) => page.moments) ?? [];
}
