import { PUBLIC_TOUR_DATA_ID } from '@yatrika/contract/public-tour-page';
import type { Tour } from '@yatrika/contract/tours';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * The tour as the server sent it with the page (`<script type="application/json">`, written into
 * the page's <head> by the server), so the first screen shows at once instead of after the
 * script has run and asked. Only for this tour, and only if it reads as one.
 */
function tourSentWithPage(tourId: string): Tour | undefined {
  const text = document.getElementById(PUBLIC_TOUR_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    const tour = JSON.parse(text) as Tour;
    return tour._id === tourId ? tour : undefined;
  } catch {
    return undefined;
  }
}

/** How long the tour sent with the page counts as fresh: it was read from the server a moment ago. */
const SENT_WITH_PAGE_FRESH_MS = 60_000;

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
