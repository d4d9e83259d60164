import type { MyMomentsResponse } from '@yatrika/contract/moment-moderation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** The traveller's own moments, newest first, hidden ones with the operator's reason. */
export const myMomentsQuery = queryOptions({
  queryKey: ['moments', 'mine'],
  queryFn: ({ signal }) => apiFetch<MyMomentsResponse>('/moments/mine?limit=100', { signal }).then((answer) => answer.moments),
});

export function useMyMoments() {
  return useQuery(myMomentsQuery);
}
