import type { AdminReview, AdminReviewsResponse } from '@yatrika/contract/reviews';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/admin-queries.ts';
import { fetchAllPages } from '../../../lib/fetch-all-pages.ts';

/** Every review, newest first; the page filters them by username or tour name. */
export const adminReviewsQuery = queryOptions({
  queryKey: adminKeys.reviews,
  queryFn: ({ signal }) => fetchAllPages<AdminReviewsResponse, AdminReview>('/admin/reviews', (answer) => answer, signal),
});

export function useAdminReviews() {
  return useQuery(adminReviewsQuery);
}
