import type { Tour } from '@yatrika/contract/tours';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { SENT_WITH_PAGE_FRESH_MS, tourSentWithPage } from './tour-sent-with-page.ts';

/** `GET /api/user/tours/{id}`: one active tour (404 when it is gone or banned), first from the page when the server sent it. */
export const tourQuery = (tourId: string) =>
  queryOptions({
    queryKey: ['tours', tourId],
    queryFn: ({ signal }) => apiFetch<Tour>(`/user/tours/${encodeURIComponent(tourId)}`, { signal }),
    initialData: () => tourSentWithPage(tourId),
    initialDataUpdatedAt: () => Date.now(),
    staleTime: SENT_WITH_PAGE_FRESH_MS,
  });

export function useTour(tourId: string) {
  return useQuery(tourQuery(tourId));
}
