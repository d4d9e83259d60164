import type { MyReview } from '@yatrika/contract/reviews';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { formatLongDate } from '../../../lib/format.ts';
import { mediaSrcSet, mediaUrl } from '../../../lib/media.ts';
import { HiddenReviewNotice } from '../../../components/ui/hidden-review-notice.tsx';
import { TravelledMark } from '../../../components/ui/travelled-mark.tsx';
import { StarRating } from './star-rating.tsx';

/**
 * One of my reviews: the tour (picture, place, title, description), what I said about it, whether
 * it counts me as having travelled, and, once an administrator hid it, why.
 */
export function ReviewCard({ review, eager }: { review: MyReview; eager: boolean }) {
  const { tour } = review;
  return (
    <article className="flex flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-stone-200/70 sm:flex-row">
      <div className="aspect-[16/10] shrink-0 bg-stone-200 sm:aspect-auto sm:w-2/5">
        <img
          src={mediaUrl(tour.image)}
          srcSet={mediaSrcSet(tour.image)}
          sizes="(min-width: 640px) 40vw, 100vw"
          alt={tour.title}
          width={480}
          height={300}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="size-full object-cover"
        />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-5 sm:p-6">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{tour.location}</p>
        <h2 className="text-xl leading-snug font-semibold">
          <Link to={paths.bookTour.href(tour._id)} className="hover:text-brand-700 hover:underline">
            {tour.title}
          </Link>
        </h2>
        <p className="line-clamp-2 text-sm text-stone-600">{tour.description}</p>
        <div className="mt-2 flex flex-col gap-2 rounded-xl bg-marigold-100/60 p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <StarRating rating={review.rating} />
            <p className="text-xs text-stone-600">
              <time dateTime={review.createdAt}>{formatLongDate(review.createdAt)}</time>
            </p>
          </div>
          <blockquote className="text-stone-800 italic">“{review.comment}”</blockquote>
          <p>
            <TravelledMark travelledIn={review.travelledIn} />
          </p>
        </div>
        {review.hidden && <HiddenReviewNotice hidden={review.hidden} />}
      </div>
    </article>
  );
}
