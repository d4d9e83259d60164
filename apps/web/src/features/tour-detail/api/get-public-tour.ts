import type { Tour } from '@yatrika/contract/tours';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { SENT_WITH_PAGE_FRESH_MS, tourSentWithPage } from './tour-sent-with-page.ts';

/**
 * `GET /api/routes/tours/{id}`: one active tour for anyone (404 when it is gone or banned). The
 * same key as the signed-in page's tour, whose answer is the same: opening Book after this page
 * shows the tour at once.
 */
export const publicTourQuery = (tourId: string) =>
  queryOptions({
    queryKey: ['tours', tourId],
    queryFn: ({ signal }) =>
      apiFetch<Tour>(`/routes/tours/${encodeURIComponent(tourId)}`, {
        auth: false,
        signal,
      }),
    initialData: () => tourSentWithPage(tourId),
    initialDataUpdatedAt: () => Date.now(),
    staleTime: SENT_WITH_PAGE_FRESH_MS,
  });

export function usePublicTour(tourId: string) {
  return useQuery(publicTourQuery(tourId));
}
