import { useMemo } from 'react';
import { TravellerShell } from '../../../components/layout/traveller-shell.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TourFilterBar } from '../../../components/tour-filters/tour-filter-bar.tsx';
import { useTourFilters } from '../../../components/tour-filters/use-tour-filters.ts';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { tourFilterParams } from '../../../lib/tour-filters.ts';
import { useTours } from '../api/get-tours.ts';
import { useWishlist } from '../../../lib/wishlist.ts';
import { BestPackages } from '../components/best-packages.tsx';
import { CategoryCards } from '../components/category-cards.tsx';
import { SideVideos } from '../components/side-videos.tsx';
import { TourSearch } from '../components/tour-search.tsx';
import { WelcomeBanner } from '../components/welcome-banner.tsx';
import { useReportedError } from '../../../lib/use-reported-error.ts';

/** The traveller's home: search, Popular Destinations, Best Packages with hearts, side videos. */
export default function TravellerHomePage() {
  // The search and the filters live in the address, so a filtered list can be shared and reloaded.
  const { filters, change, clear } = useTourFilters();
  const query = filters.q.trim();
  const apiFilters = tourFilterParams({ ...filters, q: '' }, { forApi: true }).toString();
  const { data: user } = useCurrentUser();
  const catalogue = useTours('');
  const results = useTours(query, apiFilters);
  const narrowed = query !== '' || apiFilters !== '';
  const wishlist = useWishlist();

  // Spec §8: search and wishlist failures are only logged.
  useReportedError(narrowed ? results.error : null, 'Search failed');
  useReportedError(wishlist.error, 'Could not load the wishlist');

  const wishlisted = useMemo(() => new Set(wishlist.data?.wishlist.map((tour) => tour._id)), [wishlist.data]);
  // A failed search leaves the whole catalogue on screen rather than an error.
  const tours = narrowed && results.isError ? catalogue.data : results.data;

  return (
    <TravellerShell headerStart={<TourSearch value={filters.q} onChange={(q) => change({ q })} />} aside={<SideVideos />}>
      <div className="flex flex-col gap-10">
        {/* While searching, the greeting steps aside so the results sit higher on the screen. */}
        {query === '' && <WelcomeBanner firstname={user?.firstname} picture={catalogue.data?.at(-1)} />}

        <section aria-labelledby="popular-heading" className="flex flex-col gap-4">
          <h2 id="popular-heading" className="text-2xl font-bold sm:text-3xl">
            Popular Destinations
          </h2>
          <CategoryCards tours={catalogue.data} />
        </section>

        <section aria-labelledby="packages-heading" className="flex flex-col gap-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="packages-heading" className="text-2xl font-bold sm:text-3xl">
              Best Packages
            </h2>
            {query !== '' && results.data && !results.isPlaceholderData && results.data.length > 0 && (
              <p className="text-sm text-stone-600" role="status">
                {results.data.length} {results.data.length === 1 ? 'tour matches' : 'tours match'} “{query}”
              </p>
            )}
          </div>
          <TourFilterBar filters={filters} onChange={change} onClear={clear} showCategory />
          {!narrowed && catalogue.isError ? (
            <ErrorState action={<Button variant="secondary" onClick={() => void catalogue.refetch()}>Try again</Button>}>
              We couldn't load tours right now. Please try again.
            </ErrorState>
          ) : (
            <BestPackages
              tours={tours}
              search={query}
              filtered={apiFilters !== ''}
              onClearFilters={clear}
              loading={results.isPending}
              refreshing={results.isPlaceholderData && results.isFetching}
              wishlisted={wishlisted}
            />
          )}
        </section>
      </div>
    </TravellerShell>
  );
}
