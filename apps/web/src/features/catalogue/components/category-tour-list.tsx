import type { Tour } from '@yatrika/contract/tours';
import type { UseQueryResult } from '@tanstack/react-query';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { TourCard } from '../../../components/ui/tour-card.tsx';
import { NoMatchingTours } from '../../../components/tour-filters/no-matches.tsx';
import { TourFilterBar } from '../../../components/tour-filters/tour-filter-bar.tsx';
import { useTourFilters } from '../../../components/tour-filters/use-tour-filters.ts';
import { isFiltered } from '../../../lib/tour-filters.ts';
import { adventureFallbacks, type CategoryCopy } from '../category-copy.ts';
import { useReportedError } from '../../../lib/use-reported-error.ts';

interface CategoryTourListProps {
  copy: CategoryCopy;
  query: UseQueryResult<Tour[]>;
  /** Where Book Now leads: the login page for visitors, the tour's page for travellers. */
  bookTo: (tour: Tour) => string;
  /** Where a card's title and picture lead (the tour's public page), if anywhere. */
  tourTo?: ((tour: Tour) => string) | undefined;
  /** Visitors search here too (travellers search from their home). */
  showSearch?: boolean;
}

const priceOf = (tour: Tour) => (typeof tour.pricePerPerson === 'number' && Number.isFinite(tour.pricePerPerson) ? tour.pricePerPerson : undefined);

/** The tours of one category with the spec's loading, error and fallback texts for that category. */
export function CategoryTourList({ copy, query, bookTo, tourTo, showSearch = false }: CategoryTourListProps) {
  const { data: tours, error, isPending, refetch, isPlaceholderData, isFetching } = query;
  const { filters, change, clear } = useTourFilters();
  const refreshing = isPlaceholderData && isFetching;
  const bar = (
    <div className="mb-6">
      <TourFilterBar filters={filters} onChange={change} onClear={clear} showSearch={showSearch} />
    </div>
  );

  useReportedError(error, `Could not load ${copy.title.toLowerCase()}`);

  if (isPending) return copy.loadingText ? <LoadingState>{copy.loadingText}</LoadingState> : null;
  if (!error && tours.length === 0 && isFiltered(filters)) {
    return (
      <>
        {bar}
        <NoMatchingTours onClear={clear} />
      </>
    );
  }
  if (error) {
    // Romantic failures are only logged (spec §8).
    if (!copy.errorText) return null;
    return (
      <ErrorState
        action={
          <button type="button" onClick={() => void refetch()} className="font-semibold underline underline-offset-4">
            Try again
          </button>
        }
      >
        {copy.errorText}
      </ErrorState>
    );
  }
  if (tours.length === 0) {
    return (
      <EmptyState title="No tours here yet">New {copy.title.toLowerCase()} are being planned. Please look again soon.</EmptyState>
    );
  }

  return (
    <section aria-labelledby="category-tours-heading">
      <div className="mb-6 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="category-tours-heading" className="text-2xl font-bold sm:text-3xl">
          Choose your trip
        </h2>
        <p className="text-sm text-stone-600" role="status">
          {tours.length} {tours.length === 1 ? 'tour' : 'tours'}
        </p>
      </div>
      {bar}
      <ul className={`grid gap-6 transition-opacity sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4 ${refreshing ? 'opacity-60' : ''}`} aria-busy={refreshing || undefined}>
        {tours.map((tour, index) => {
          const title = copy.adventureCard ? tour.title || adventureFallbacks.title : tour.title;
          return (
            <li key={tour._id}>
              <TourCard
                title={title}
                image={tour.image}
                pricePerPerson={priceOf(tour)}
                fromPrice={tour.fromPrice}
                location={copy.adventureCard ? tour.location || adventureFallbacks.location : undefined}
                description={copy.adventureCard ? tour.description || adventureFallbacks.description : tour.description}
                durationDays={tour.durationDays}
                rating={{ average: tour.ratingAverage, count: tour.reviewCount }}
                eager={index < 3}
                to={tourTo?.(tour)}
                actions={
                  <ButtonLink to={bookTo(tour)} aria-label={`Book Now: ${title}`} className="w-full sm:w-auto">
                    Book Now
                  </ButtonLink>
                }
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
