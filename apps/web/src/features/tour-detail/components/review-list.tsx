import type { TourReview } from '@yatrika/contract/reviews';
import { formatLongDate, formatShortDate } from '../../../lib/format.ts';
import { StarRating } from '../../../components/ui/star-rating.tsx';
import { TravelledMark } from '../../../components/ui/travelled-mark.tsx';
import { VerifiedBadge } from '../../../components/ui/verified-badge.tsx';
import { ReviewReply } from './review-reply.tsx';

/**
 * The tour's reviews in the server's order, those of travellers whose trip has passed first: who,
 * whether they travelled ("Travelled in March 2026") or only booked, how many stars, when, what
 * they said, and the operator's reply. A review checked in on today's departure says "Travelled on"
 * and is not called unverified.
 */
export function ReviewList({ reviews }: { reviews: TourReview[] }) {
  if (reviews.length === 0) {
    return <p className="rounded-card border border-dashed border-stone-300 bg-white px-5 py-6 text-center text-stone-600">No reviews yet. Be the first to share how it went.</p>;
  }
  return (
    <ul className="flex flex-col gap-3">
      {reviews.map((review) => {
        const name = `${review.user.firstname} ${review.user.lastname}`.trim() || 'Traveller';
        return (
          <li key={review._id} className="rounded-card bg-white p-5 shadow-card ring-1 ring-stone-200/70">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-100 font-bold text-brand-800" aria-hidden="true">
                {name[0]?.toUpperCase()}
              </span>
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <span className="truncate font-semibold text-stone-900">{name}</span>
                  {review.travelledIn !== null ? <TravelledMark travelledIn={review.travelledIn} /> : review.verified && <VerifiedBadge />}
                  {review.travelledIn === null && review.travelledOn === null && <TravelledMark travelledIn={null} />}
                </p>
                {review.travelledOn && (
                  <p className="text-sm font-semibold text-emerald-800">
                    Travelled on <time dateTime={review.travelledOn}>{formatShortDate(review.travelledOn)}</time>
                  </p>
                )}
                <p className="text-xs text-stone-500">
                  <time dateTime={review.createdAt}>{formatLongDate(review.createdAt)}</time>
                </p>
              </div>
              <StarRating rating={review.rating} />
            </div>
            <p className="mt-3 break-words whitespace-pre-line text-stone-700">{review.comment}</p>
            <ReviewReply review={review} />
          </li>
        );
      })}
    </ul>
  );
}
