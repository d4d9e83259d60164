import type { AdminReview } from '@yatrika/contract/reviews';

/**
 * The admin reviews screen's filters, kept in the address (`?verified=yes&rating=2&tour=<id>`) so a
 * filtered list can be reloaded, shared and come back to. Anything the address says that is not a
 * filter's value is read as no filter.
 */
export interface ReviewFilters {
  verified: 'yes' | 'no' | 'all';
  /** 1 to 5, or null for any rating. */
  rating: number | null;
  /** A tour's id, or null for every tour. */
  tourId: string | null;
}

export function readReviewFilters(params: URLSearchParams): ReviewFilters {
  const verified = params.get('verified');
  const rating = Number(params.get('rating'));
  return {
    verified: verified === 'yes' || verified === 'no' ? verified : 'all',
    rating: Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : null,
    tourId: params.get('tour') || null,
  };
}

/** The address's search part for these filters; the filters at "all" leave their key out. */
export function writeReviewFilters(filters: ReviewFilters, params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) => (value === null ? next.delete(key) : next.set(key, value));
  set('verified', filters.verified === 'all' ? null : filters.verified);
  set('rating', filters.rating === null ? null : String(filters.rating));
  set('tour', filters.tourId);
  return next;
}

/** Verified is the server's word: the author has a departure of the tour that passed, not cancelled. */
export function passesFilters(review: AdminReview, filters: ReviewFilters): boolean {
  if (filters.verified === 'yes' && !review.travelled) return false;
  if (filters.verified === 'no' && review.travelled) return false;
  if (filters.rating !== null && review.rating !== filters.rating) return false;
  if (filters.tourId !== null && review.tourId !== filters.tourId) return false;
  return true;
}

/** The tours the reviews are about, by name, for the tour filter. */
export function reviewedTours(reviews: readonly AdminReview[]): { id: string; name: string }[] {
  const names = new Map<string, string>();
  for (const review of reviews) names.set(review.tourId, review.tourName);
  return [...names].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}
