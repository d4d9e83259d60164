import { reviewMessages } from '@yatrika/contract/review-messages';
import type { TourReview } from '@yatrika/contract/reviews';
import { useState, type FormEvent } from 'react';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage, TextAreaField } from '../../../components/ui/field.tsx';
import { useCreateReview } from '../api/create-review.ts';
import { useUpdateReview } from '../api/update-review.ts';
import { StarRatingInput } from './star-rating-input.tsx';

export const reviewFormMessages = {
  ratingRequired: reviewMessages.ratingRequired,
  commentRequired: 'Comment is required.',
  alreadyReviewed: reviewMessages.alreadyReviewed,
  failed: 'An error occurred while submitting your review. Please try again.',
  submitted: reviewMessages.created,
  updated: reviewMessages.updated,
  updateFailed: 'Your changes could not be saved. Please try again.',
} as const;

interface ReviewFormProps {
  tourId: string;
  /** The traveller's review being changed; without it the form writes a new one. */
  editing?: TourReview;
  /** After saving, with the sentence to show; `onCancel` leaves an edit unchanged. */
  onSaved?: (message: string) => void;
  onCancel?: () => void;
}

/** One review per tour: a star rating and a comment. A second review answers 400. The same form edits one's own. */
export function ReviewForm({ tourId, editing, onSaved, onCancel }: ReviewFormProps) {
  const [rating, setRating] = useState(editing?.rating ?? 0);
  const [comment, setComment] = useState(editing?.comment ?? '');
  const [error, setError] = useState<string | null>(null);
  const createReview = useCreateReview(tourId, () => onSaved?.(reviewFormMessages.submitted));
  const updateReview = useUpdateReview(tourId, () => onSaved?.(reviewFormMessages.updated));
  const pending = createReview.isPending || updateReview.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (rating < 1) return setError(reviewFormMessages.ratingRequired);
    if (!comment.trim()) return setError(reviewFormMessages.commentRequired);
    setError(null);
    if (editing) {
      updateReview.mutate(
        { reviewId: editing._id, change: { rating, comment: comment.trim() } },
        {
          onError: (failure) =>
            setError(failure instanceof ApiError && failure.status === 400 ? errorMessage(failure, reviewFormMessages.updateFailed) : reviewFormMessages.updateFailed),
        },
      );
      return;
    }
    createReview.mutate(
      { tourId, rating, comment: comment.trim() },
      {
        onError: (failure) => {
          const alreadyReviewed = failure instanceof ApiError && failure.status === 400;
          setError(alreadyReviewed ? reviewFormMessages.alreadyReviewed : reviewFormMessages.failed);
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4 rounded-card bg-white p-5 shadow-card ring-1 ring-stone-200/70 sm:p-6" aria-labelledby="review-form-heading">
      <h3 id="review-form-heading" className="text-xl font-semibold">
        {editing ? 'Edit your review' : 'Write a review'}
      </h3>
      <StarRatingInput legend="Your rating" value={rating} onChange={setRating} disabled={pending} />
      <TextAreaField
        label="Your review"
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        placeholder="What did you enjoy? What should other travellers know?"
        maxLength={2000}
        disabled={pending}
      />
      {error && <FormMessage tone="error">{error}</FormMessage>}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="secondary" disabled={pending}>
          {pending ? (editing ? 'Saving...' : 'Submitting...') : editing ? 'Save Changes' : 'Submit Review'}
        </Button>
        {editing && (
          <Button variant="ghost" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
