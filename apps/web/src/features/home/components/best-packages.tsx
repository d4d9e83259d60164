import type { Tour } from '@yatrika/contract/tours';
import { paths } from '../../../lib/paths.ts';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { EmptyState, LoadingState } from '../../../components/ui/states.tsx';
import { TourCard } from '../../../components/ui/tour-card.tsx';
import { NoMatchingTours } from '../../../components/tour-filters/no-matches.tsx';
import { WishlistHeart } from '../../../components/ui/wishlist-heart.tsx';

interface BestPackagesProps {
  tours: Tour[] | undefined;
  search: string;
  loading: boolean;
  /** A newer search is on its way; the previous results stay, dimmed. */
  refreshing: boolean;
  wishlisted: ReadonlySet<string>;
  /** Filters narrow the list (its empty state offers to clear them). */
  filtered?: boolean;
  onClearFilters?: () => void;
}

/** The spec's two-column grid of tour cards with the heart and Book Now. */
export function BestPackages({ tours, search, loading, refreshing, wishlisted, filtered = false, onClearFilters }: BestPackagesProps) {
  if (loading && !tours) return <LoadingState>Loading tours...</LoadingState>;
  if (tours?.length === 0 && filtered && onClearFilters) return <NoMatchingTours onClear={onClearFilters} />;
  if (!tours || tours.length === 0) {
    return search ? (
      <EmptyState title={`No tours match "${search}".`}>Try another place or tour name.</EmptyState>
    ) : (
      <EmptyState title="New journeys are on their way">There are no tour packages yet. Please check back soon.</EmptyState>
    );
  }
  return (
    <ul className={`grid gap-5 transition-opacity sm:grid-cols-2 ${refreshing ? 'opacity-60' : ''}`} aria-busy={refreshing || undefined}>
      {tours.map((tour, index) => (
        <li key={tour._id}>
          <TourCard
            title={tour.title}
            image={tour.image}
            pricePerPerson={tour.pricePerPerson}
            fromPrice={tour.fromPrice}
            location={tour.location}
            durationDays={tour.durationDays}
            rating={{ average: tour.ratingAverage, count: tour.reviewCount }}
            eager={index < 2}
            corner={<WishlistHeart tour={tour} liked={wishlisted.has(tour._id)} />}
            actions={
              <ButtonLink to={paths.bookTour.href(tour._id)} className="w-full" aria-label={`Book Now: ${tour.title}`}>
                Book Now
              </ButtonLink>
            }
          />
        </li>
      ))}
    </ul>
  );
}
