import type { TourReview } from '@yatrika/contract/reviews';
import { HiddenReviewNotice } from '../../../components/ui/hidden-review-notice.tsx';
import { useState } from 'react';
import { formatLongDate } from '../../../lib/format.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { StarRating } from '../../../components/ui/star-rating.tsx';
import { useDeleteOwnReview } from '../api/delete-own-review.ts';
import { ReviewReply } from './review-reply.tsx';

const deleteFailed = 'Your review could not be deleted. Please try again.';

interface OwnReviewProps {
  /** `hidden`: why an administrator hid it, told to its author only; null while it is shown. */
  review: TourReview & { hidden: { at: string; reason: string } | null };
  /** What the last save said ("Review submitted successfully."), shown above the review. */
  notice: string | null;
  onEdit: () => void;
}

/** The traveller's own review of the tour, in place of the form: Edit and Delete, Delete asked twice. */
export function OwnReview({ review, notice, onEdit }: OwnReviewProps) {
  const [confirming, setConfirming] = useState(false);
  const deleteReview = useDeleteOwnReview(review.tourId);

  return (
    <section aria-labelledby="own-review-heading" className="flex flex-col gap-3 rounded-card bg-white p-5 shadow-card ring-1 ring-stone-200/70 sm:p-6">
      {notice && <FormMessage tone="success">{notice}</FormMessage>}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="own-review-heading" className="text-xl font-semibold">
          Your review
        </h3>
        <StarRating rating={review.rating} />
      </div>
      <p className="text-xs text-stone-500">
        Written <time dateTime={review.createdAt}>{formatLongDate(review.createdAt)}</time>
      </p>
      <p className="break-words whitespace-pre-line text-stone-700">{review.comment}</p>
      {review.hidden && <HiddenReviewNotice hidden={review.hidden} />}
      <ReviewReply review={review} />
      {deleteReview.isError && <FormMessage tone="error">{deleteFailed}</FormMessage>}
      {confirming ? (
        <div role="group" aria-label="Delete your review?" className="flex flex-wrap items-center gap-3 rounded-xl bg-red-50 px-4 py-3">
          <p className="text-sm font-medium text-red-900">Delete your review? Its stars leave the tour&apos;s rating.</p>
          <div className="flex gap-2">
            <Button variant="danger" size="sm" disabled={deleteReview.isPending} onClick={() => deleteReview.mutate(review._id)}>
              {deleteReview.isPending ? 'Deleting...' : 'Delete review'}
            </Button>
            <Button variant="secondary" size="sm" disabled={deleteReview.isPending} onClick={() => setConfirming(false)}>
              Keep it
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex gap-3">
          <Button variant="secondary" size="sm" onClick={onEdit}>
            Edit
          </Button>
          <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50" onClick={() => setConfirming(true)}>
            Delete
          </Button>
        </div>
      )}
    </section>
  );
}
