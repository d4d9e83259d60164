import type { AdminReview } from '@yatrika/contract/reviews';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatLongDate } from '../../../lib/format.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage, TextAreaField } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useHideReview } from '../api/hide-review.ts';
import { useUnhideReview } from '../api/unhide-review.ts';

const hideFailed = 'The review could not be hidden. Please try again.';
const showFailed = 'The review could not be shown again. Please try again.';

/** Hides a review from the tour page and its rating, asking first for a reason its author will read. */
export function HideReviewButton({ review }: { review: AdminReview }) {
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const hide = useHideReview();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) return setError('Reason is required.');
    setError(null);
    hide.mutate(
      { reviewId: review._id, reason: reason.trim() },
      {
        onSuccess: () => {
          setAsking(false);
          setReason('');
        },
        onError: (failure) => setError(errorMessage(failure, hideFailed)),
      },
    );
  }

  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setAsking(true)} aria-label={`Hide ${review.username}'s review`}>
        Hide
      </Button>
      <Modal open={asking} title="Hide this review?" onClose={() => !hide.isPending && setAsking(false)}>
        <form onSubmit={submit} noValidate className="flex flex-col gap-3" aria-label={`Hide ${review.username}'s review`}>
          <p className="text-stone-700">
            The review by <strong>@{review.username}</strong> of <strong>{review.tourName}</strong> leaves the tour page and its rating. Its author sees the reason
            on their own review.
          </p>
          <TextAreaField label="Reason (shown to its author)" value={reason} onChange={(event) => setReason(event.target.value)} maxLength={500} disabled={hide.isPending} />
          {error && <FormMessage tone="error">{error}</FormMessage>}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" disabled={hide.isPending} onClick={() => setAsking(false)}>
              Keep it shown
            </Button>
            <Button type="submit" variant="danger" disabled={hide.isPending}>
              {hide.isPending ? 'Hiding...' : 'Hide review'}
            </Button>
          </div>
        </form>
      </Modal>
    </>
  );
}

/** A hidden review: who hid it, when and why, and a way to show it again. */
export function HiddenReviewPanel({ review, hidden }: { review: AdminReview; hidden: NonNullable<AdminReview['hidden']> }) {
  const unhide = useUnhideReview();
  return (
    <div className="flex flex-col gap-2 rounded-xl bg-marigold-100/70 px-4 py-3 ring-1 ring-marigold-300">
      <p className="text-sm font-semibold text-marigold-900">
        Hidden from the tour page
        <span className="font-normal text-stone-700">
          {' '}
          since <time dateTime={hidden.at}>{formatLongDate(hidden.at)}</time>
          {hidden.by && <> by {hidden.by}</>}
        </span>
      </p>
      <p className="text-sm break-words text-stone-800">
        <span className="font-semibold">Reason:</span> {hidden.reason}
      </p>
      {unhide.isError && <FormMessage tone="error">{errorMessage(unhide.error, showFailed)}</FormMessage>}
      <div>
        <Button variant="secondary" size="sm" disabled={unhide.isPending} onClick={() => unhide.mutate(review._id)} aria-label={`Show ${review.username}'s review again`}>
          {unhide.isPending ? 'Showing...' : 'Show again'}
        </Button>
      </div>
    </div>
  );
}
