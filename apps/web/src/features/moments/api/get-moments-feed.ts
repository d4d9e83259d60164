import type { Moment } from '@yatrika/contract/moments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

interface MomentsFeedAnswer {
  success: true;
  moments: Moment[];
}

/** The newest moments first (the server's first page). */
export function fetchMomentsFeed(signal?: AbortSignal): Promise<Moment[]> {
  return apiFetch<MomentsFeedAnswer>('/moments/all', { signal }).then((answer) => answer.moments);
}

export const momentsFeedQuery = queryOptions({
  queryKey: ['moments', 'feed'],
  queryFn: ({ signal }) => fetchMomentsFeed(signal),
});

export function useMomentsFeed() {
  return useQuery(momentsFeedQuery);
}
