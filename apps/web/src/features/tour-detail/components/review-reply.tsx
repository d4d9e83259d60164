import type { TourReview } from '@yatrika/contract/reviews';
import { formatLongDate } from '../../../lib/format.ts';

/** The operator's answer under a review, with the day it was posted. */
export function ReviewReply({ review }: { review: Pick<TourReview, 'reply' | 'repliedAt'> }) {
  if (!review.reply) return null;
  return (
    <div className="mt-3 rounded-xl border-l-4 border-brand-600 bg-brand-50 px-4 py-3">
      <p className="text-sm font-semibold text-brand-900">
        Reply from the operator
        {review.repliedAt && (
          <>
            {' · '}
            <time dateTime={review.repliedAt} className="font-normal text-stone-600">
              {formatLongDate(review.repliedAt)}
            </time>
          </>
        )}
      </p>
      <p className="mt-1 break-words whitespace-pre-line text-stone-700">{review.reply}</p>
    </div>
  );
}
