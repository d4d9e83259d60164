import type { AdminReview } from '@yatrika/contract/reviews';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatLongDate } from '../../../lib/format.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage, TextAreaField } from '../../../components/ui/field.tsx';
import { useReplyToReview } from '../api/reply-to-review.ts';

const replyFailed = 'The reply could not be saved. Please try again.';

/** The operator's public answer under a review: shown as travellers see it, written or changed in place. */
export function ReviewReplyEditor({ review }: { review: AdminReview }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(review.reply ?? '');
  const [error, setError] = useState<string | null>(null);
  const reply = useReplyToReview();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) return setError('Reply is required.');
    setError(null);
    reply.mutate(
      { reviewId: review._id, reply: text.trim() },
      {
        onSuccess: () => setOpen(false),
        onError: (failure) => setError(errorMessage(failure, replyFailed)),
      },
    );
  }

  if (open) {
    return (
      <form onSubmit={submit} noValidate className="flex flex-col gap-3 border-t border-stone-100 pt-3" aria-label={`Reply to ${review.username}`}>
        <TextAreaField label="Your reply (shown on the tour page)" value={text} onChange={(event) => setText(event.target.value)} maxLength={2000} disabled={reply.isPending} />
        {error && <FormMessage tone="error">{error}</FormMessage>}
        <div className="flex gap-2">
          <Button type="submit" size="sm" disabled={reply.isPending}>
            {reply.isPending ? 'Posting...' : 'Post reply'}
          </Button>
          <Button variant="ghost" size="sm" disabled={reply.isPending} onClick={() => setOpen(false)}>
            Cancel
          </Button>
        </div>
      </form>
    );
  }
  return (
    <div className="flex flex-col gap-2 border-t border-stone-100 pt-3">
      {review.reply && (
        <div className="rounded-xl border-l-4 border-brand-600 bg-brand-50 px-4 py-3">
          <p className="text-sm font-semibold text-brand-900">
            Reply from the operator
            {review.repliedAt && <span className="font-normal text-stone-600"> · {formatLongDate(review.repliedAt)}</span>}
          </p>
          <p className="mt-1 break-words whitespace-pre-line text-stone-700">{review.reply}</p>
        </div>
      )}
      <div>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            // Start from the reply as it stands now, not as it was typed last time.
            setText(review.reply ?? '');
            setOpen(true);
          }}
          aria-label={`${review.reply ? 'Edit the reply to' : 'Reply to'} ${review.username}`}
        >
          {review.reply ? 'Edit reply' : 'Reply'}
        </Button>
      </div>
    </div>
  );
}
