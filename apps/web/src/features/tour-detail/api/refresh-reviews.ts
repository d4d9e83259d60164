import type { QueryClient } from '@tanstack/react-query';
import { tourReviewsQuery } from './get-tour-reviews.ts';
import { tourQuery } from './get-tour.ts';

/** After a review is written, changed or deleted: the list, one's own review and the tour's rating under its title. */
export function refreshReviews(queryClient: QueryClient, tourId: string) {
  return Promise.all([
    queryClient.invalidateQueries({
      queryKey: tourReviewsQuery(tourId).queryKey,
    }),
    queryClient.invalidateQueries({
      queryKey: tourQuery(tourId).queryKey,
      exact: true,
    }),
  ]);
}
