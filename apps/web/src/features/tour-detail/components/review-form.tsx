import { reviewMessages } from '@yatrika/contract/review-messages';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage, TextAreaField } from '../../../components/ui/field.tsx';
import { useCreateReview } from '../api/create-review.ts';
import { StarRatingInput } from './star-rating-input.tsx';

const reviewFormMessages = {
  ratingRequired: reviewMessages.ratingRequired,
  commentRequired: 'Comment is required.',
  alreadyReviewed: reviewMessages.alreadyReviewed,
  failed: 'An error occurred while submitting your review. Please try again.',
  submitted: reviewMessages.created,
} as const;

type Message = { tone: 'error' | 'success'; text: string };

/** One review per tour: a star rating and a comment. A second review answers 400. */
export function ReviewForm({ tourId }: { tourId: string }) {
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [message, setMessage] = useState<Message | null>(null);
  const createReview = useCreateReview(tourId);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (rating < 1) return setMessage({ tone: 'error', text: reviewFormMessages.ratingRequired });
    if (!comment.trim()) return setMessage({ tone: 'error', text: reviewFormMessages.commentRequired });
    setMessage(null);
    createReview.mutate(
      { tourId, rating, comment: comment.trim() },
      {
        onSuccess: () => {
          setRating(0);
          setComment('');
          setMessage({ tone: 'success', text: reviewFormMessages.submitted });
        },
        onError: (error) => {
          const alreadyReviewed = error instanceof ApiError && error.status === 400;
          setMessage({ tone: 'error', text: alreadyReviewed ? reviewFormMessages.alreadyReviewed : reviewFormMessages.failed });
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4 rounded-card bg-white p-5 shadow-card ring-1 ring-stone-200/70 sm:p-6" aria-labelledby="review-form-heading">
      <h3 id="review-form-heading" className="text-xl font-semibold">
        Write a review
      </h3>
      <StarRatingInput legend="Your rating" value={rating} onChange={setRating} disabled={createReview.isPending} />
      <TextAreaField
        label="Your review"
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        placeholder="What did you enjoy? What should other travellers know?"
        maxLength={2000}
        disabled={createReview.isPending}
      />
      {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
      <div>
        <Button type="submit" variant="secondary" disabled={createReview.isPending}>
          {createReview.isPending ? 'Submitting...' : 'Submit Review'}
        </Button>
      </div>
    </form>
  );
}
