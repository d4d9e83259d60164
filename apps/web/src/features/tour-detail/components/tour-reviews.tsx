import type { TourReview } from '@yatrika/contract/reviews';
import type { UseQueryResult } from '@tanstack/react-query';
import { MyReviewPanel } from './my-review-panel.tsx';
import { ReviewList } from './review-list.tsx';
import { StarRating } from '../../../components/ui/star-rating.tsx';

interface TourReviewsProps {
  tourId: string;
  /** The list as the page reads it: the traveller's (signed in) or anyone's (the public page). */
  reviews: UseQueryResult<TourReview[]>;
  /** A signed-in traveller also gets their own review, or the form to write one. */
  withOwnReview: boolean;
}

/** The reviews section: the count and average, the list, and the form to add one's own. */
export function TourReviews({ tourId, reviews, withOwnReview }: TourReviewsProps) {
  const list = reviews.data ?? [];
  const average = list.length ? list.reduce((sum, review) => sum + review.rating, 0) / list.length : 0;

  return (
    <section aria-labelledby="reviews-heading" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="reviews-heading" className="text-2xl font-semibold">
          Reviews{' '}
          {/* The count once known: "(0)" while the list still loads would say there are none. */}
          {reviews.isSuccess && <span className="font-sans text-lg font-medium text-stone-500">({list.length})</span>}
        </h2>
        {list.length > 0 && (
          <p className="flex items-center gap-2 text-sm text-stone-600">
            <StarRating rating={average} />
            <span>
              <span className="font-semibold text-stone-900">{average.toFixed(1)}</span> average
            </span>
          </p>
        )}
      </div>
      {reviews.isPending ? (
        <p role="status" className="text-stone-600">
          Loading reviews...
        </p>
      ) : reviews.isError ? (
        <p role="alert" className="rounded-card bg-red-50 px-5 py-4 text-red-800">
          Reviews could not be loaded. Please try again later.
        </p>
      ) : (
        <ReviewList reviews={list} />
      )}
      {withOwnReview && <MyReviewPanel tourId={tourId} />}
    </section>
  );
}
