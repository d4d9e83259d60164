import { paths } from '../../../lib/paths.ts';
import { TravellerShell } from '../../../components/layout/traveller-shell.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { EmptyState, LoadingState } from '../../../components/ui/states.tsx';
import { useMyReviews } from '../api/get-my-reviews.ts';
import { ReviewCard } from '../components/review-card.tsx';
import { useReportedError } from '../../../lib/use-reported-error.ts';

/** My Reviews: every review the traveller has written, newest first. */
export default function MyReviewsPage() {
  const { data: reviews, error, isPending } = useMyReviews();

  // Spec §8: a failed load of the user's reviews is only logged.
  useReportedError(error, 'Could not load your reviews');

  return (
    <TravellerShell>
      <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
        <header className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="text-3xl font-bold">My Reviews</h1>
            <p className="mt-1 text-stone-600">What you thought of the journeys you have taken.</p>
          </div>
          {reviews && reviews.length > 0 && (
            <p className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">
              {reviews.length} {reviews.length === 1 ? 'review' : 'reviews'}
            </p>
          )}
        </header>
        {isPending ? (
          <LoadingState>Loading your reviews...</LoadingState>
        ) : !reviews ? (
          <EmptyState title="Your reviews will appear here." />
        ) : reviews.length === 0 ? (
          <EmptyState
            title="No Reviews Found"
            action={
              <ButtonLink to={paths.travellerHome.href} variant="secondary">
                Find your next tour
              </ButtonLink>
            }
          >
            After a trip, share how it went from the tour's page and your reviews will gather here.
          </EmptyState>
        ) : (
          <ul className="flex flex-col gap-5">
            {reviews.map((review, index) => (
              <li key={review._id}>
                <ReviewCard review={review} eager={index < 2} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </TravellerShell>
  );
}
