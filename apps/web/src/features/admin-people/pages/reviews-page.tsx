import type { AdminReview } from '@yatrika/contract/reviews';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { AdminShell } from '../../../components/layout/admin-shell.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { formatLongDate } from '../../../lib/format.ts';
import { useDeleteReview } from '../api/delete-review.ts';
import { useAdminReviews } from '../api/get-reviews.ts';
import { PersonInitial } from '../../../components/admin/person-initial.tsx';
import { SearchBox } from '../../../components/admin/search-box.tsx';
import { StarRating } from '../../../components/ui/star-rating.tsx';
import { DeleteButton } from '../../../components/admin/delete-button.tsx';
import { useConfirm } from '../../../components/admin/use-confirm.tsx';
import { TravelledMark } from '../../../components/ui/travelled-mark.tsx';
import { ReviewReplyEditor } from '../components/review-reply-editor.tsx';
import { ReviewFilterBar } from '../components/review-filter-bar.tsx';
import { passesFilters, readReviewFilters, reviewedTours, writeReviewFilters, type ReviewFilters } from '../components/review-filters.ts';
import { HiddenReviewPanel, HideReviewButton } from '../components/review-hiding.tsx';

/** Case-insensitive contains on the reviewer's username or the tour's name. */
function matches(review: AdminReview, search: string): boolean {
  const query = search.trim().toLowerCase();
  if (query === '') return true;
  return review.username.toLowerCase().includes(query) || review.tourName.toLowerCase().includes(query);
}

/**
 * Admin reviews: every review with who wrote it, about which tour, whether they travelled, the stars
 * and the comment, narrowed by filters kept in the address; the operator replies to each, hides
 * one with a reason or shows it again.
 */
export default function ReviewsPage() {
  const [search, setSearch] = useState('');
  const [params, setParams] = useSearchParams();
  const filters = readReviewFilters(params);
  const setFilters = (next: ReviewFilters) => setParams(writeReviewFilters(next, params), { replace: true });
  const reviews = useAdminReviews();
  const deleteReview = useDeleteReview();
  const { confirm, dialog } = useConfirm();

  async function remove(review: AdminReview) {
    const confirmed = await confirm({
      title: 'Delete this review?',
      message: (
        <>
          The review by <strong>@{review.username}</strong> of <strong>{review.tourName}</strong> will be removed for good.
        </>
      ),
      confirmLabel: 'Delete review',
    });
    if (!confirmed) return;
    deleteReview.mutate(review._id, {
      onError: (error) => {
        console.error('Review delete failed', error);
        window.alert('Failed to delete review.');
      },
    });
  }

  const shown = reviews.data?.filter((review) => matches(review, search) && passesFilters(review, filters)) ?? [];
  const searching = search.trim() !== '' || filters.verified !== 'all' || filters.rating !== null || filters.tourId !== null;

  return (
    <AdminShell title="Reviews">
      <div className="flex flex-col gap-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <SearchBox label="Search reviews" placeholder="Username or tour name" value={search} onChange={setSearch} className="w-full max-w-xl" />
          {reviews.data && (
            <p className="text-sm text-stone-600">
              {searching ? `${shown.length} of ${reviews.data.length} reviews` : `${reviews.data.length} ${reviews.data.length === 1 ? 'review' : 'reviews'}`}
            </p>
          )}
        </div>
        <ReviewFilterBar filters={filters} tours={reviewedTours(reviews.data ?? [])} onChange={setFilters} />
        {reviews.isPending ? (
          <LoadingState />
        ) : reviews.isError ? (
          <ErrorState>Failed to fetch reviews.</ErrorState>
        ) : shown.length === 0 ? (
          <EmptyState title={searching ? 'No reviews match your search.' : 'No reviews yet.'} />
        ) : (
          <ul className="grid grid-cols-1 gap-4 xl:grid-cols-2">
            {shown.map((review) => (
              <li key={review._id}>
                <article className="flex h-full flex-col gap-3 rounded-card bg-white p-5 shadow-card ring-1 ring-stone-200/70">
                  <header className="flex items-start gap-3">
                    <PersonInitial name={review.username} />
                    <div className="min-w-0 flex-1">
                      <p className="truncate font-semibold text-stone-900">@{review.username}</p>
                      <p className="text-sm break-words text-stone-600">
                        on <span className="font-medium text-brand-800">{review.tourName}</span>
                      </p>
                    </div>
                    {!review.hidden && <HideReviewButton review={review} />}
                    <DeleteButton
                      disabled={deleteReview.isPending && deleteReview.variables === review._id}
                      onClick={() => void remove(review)}
                      aria-label={`Delete ${review.username}'s review`}
                    >
                      Delete
                    </DeleteButton>
                  </header>
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <TravelledMark travelledIn={review.travelledIn} />
                    <StarRating rating={review.rating} />
                    <time dateTime={review.createdAt} className="text-xs text-stone-500">
                      {formatLongDate(review.createdAt)}
                    </time>
                  </div>
                  <p className="leading-relaxed whitespace-pre-line text-stone-700">{review.comment}</p>
                  {review.hidden && <HiddenReviewPanel review={review} hidden={review.hidden} />}
                  <ReviewReplyEditor review={review} />
                </article>
              </li>
            ))}
          </ul>
        )}
      </div>
      {dialog}
    </AdminShell>
  );
}
