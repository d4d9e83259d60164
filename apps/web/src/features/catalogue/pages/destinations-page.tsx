import { paths } from '../../../lib/paths.ts';
import { publicTourHref } from '../../../lib/public-tour-href.ts';
import { useBookHref } from '../../../lib/book-href.ts';
import { PublicHeader } from '../../../components/layout/public-header.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { LoopingVideo, videos } from '../../../components/ui/looping-video.tsx';
import { EmptyState, LoadingState } from '../../../components/ui/states.tsx';
import { TourCard } from '../../../components/ui/tour-card.tsx';
import { NoMatchingTours } from '../../../components/tour-filters/no-matches.tsx';
import { TourFilterBar } from '../../../components/tour-filters/tour-filter-bar.tsx';
import { useTourFilters } from '../../../components/tour-filters/use-tour-filters.ts';
import { isFiltered, tourFilterParams } from '../../../lib/tour-filters.ts';
import { useDestinations } from '../api/destinations.ts';
import { CategoryTiles } from '../components/category-tiles.tsx';
import { useReportedError } from '../../../lib/use-reported-error.ts';

/**
 * /destinations: Popular Destinations for visitors: categories, Best Packages and two videos. A
 * search (`?q=`, the landing page's search box) puts its results and their count first, on
 * phones too; the categories follow and the films step aside.
 */
export default function DestinationsPage() {
  const { filters } = useTourFilters();
  const searched = filters.q.trim();
  return (
    <div className="min-h-screen bg-stone-50">
      <PublicHeader links={[{ to: paths.landing.href, label: 'Home' }]} />

      <div className="mx-auto flex max-w-7xl gap-8 px-4 py-8 sm:px-8 sm:py-12">
        <main className="min-w-0 flex-1">
          {searched === '' ? (
            <>
              <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">Where to next?</p>
              <h1 className="mt-1 text-3xl font-bold sm:text-4xl">Popular Destinations</h1>
              <p className="mt-2 max-w-2xl text-stone-600">
                Four ways to see India, each with tours planned by guides who know the way. Pick a kind of trip or start from our best packages.
              </p>

              <section aria-label="Tour categories" className="mt-8">
                <CategoryTiles />
              </section>

              <section aria-label="Travel films" className="mt-8 grid grid-cols-2 gap-3 sm:gap-5 xl:hidden">
                <SideVideos />
              </section>

              <BestPackages searched="" />
            </>
          ) : (
            <>
              <BestPackages searched={searched} />
              <section aria-label="Tour categories" className="mt-12">
                <h2 className="mb-4 text-xl font-bold">Or pick a kind of trip</h2>
                <CategoryTiles />
              </section>
            </>
          )}
        </main>

        {searched === '' && (
          <aside aria-label="Travel films" className="hidden w-72 shrink-0 xl:block">
            <div className="sticky top-8 flex flex-col gap-5">
              <SideVideos />
            </div>
          </aside>
        )}
      </div>
    </div>
  );
}

/** "12 tours found", or "50+ tours found" when the server has another page. */
function resultCount(shown: number, more: boolean): string {
  if (shown === 0) return 'No tours found';
  return `${shown}${more ? '+' : ''} ${shown === 1 && !more ? 'tour' : 'tours'} found`;
}

function SideVideos() {
  const videoClass = 'aspect-[3/4] w-full rounded-card bg-stone-200 object-cover shadow-card';
  return (
    <>
      <LoopingVideo video={videos.sideOne} label={videos.sideOne.description} className={videoClass} />
      <LoopingVideo video={videos.sideTwo} label={videos.sideTwo.description} className={videoClass} />
    </>
  );
}

/** The list: Best Packages, or with a search (`searched`) the search's results, headed by their count. */
function BestPackages({ searched }: { searched: string }) {
  const { filters, change, clear } = useTourFilters();
  const { data, error, isPending, isPlaceholderData, isFetching } = useDestinations(tourFilterParams(filters, { forApi: true }).toString());
  const tours = data?.tours ?? [];
  const refreshing = isPlaceholderData && isFetching;
  const bookHref = useBookHref();

  // The spec: a failure to load destinations is only logged.
  useReportedError(error, 'Could not load the destinations');

  let content;
  if (isPending) content = <LoadingState>Loading packages...</LoadingState>;
  else if (!error && tours.length === 0 && isFiltered(filters)) content = <NoMatchingTours onClear={clear} />;
  else if (error || tours.length === 0) {
    content = <EmptyState title="New packages are on their way">Meanwhile, pick a kind of trip above to see its tours.</EmptyState>;
  } else {
    content = (
      <ul className={`grid gap-6 transition-opacity sm:grid-cols-2 lg:grid-cols-3 ${refreshing ? 'opacity-60' : ''}`} aria-busy={refreshing || undefined}>
        {tours.map((tour) => (
          <li key={tour._id}>
            <TourCard
              title={tour.title}
              image={tour.image}
              pricePerPerson={tour.pricePerPerson}
              fromPrice={tour.fromPrice}
              durationDays={tour.durationDays}
              rating={{ average: tour.ratingAverage, count: tour.reviewCount }}
              to={publicTourHref(tour)}
              actions={
                <ButtonLink to={bookHref(tour._id)} aria-label={`Book Now: ${tour.title}`} className="w-full sm:w-auto">
                  Book Now
                </ButtonLink>
              }
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="best-packages" className={searched === '' ? 'mt-12' : ''}>
      {searched === '' ? (
        <h2 id="best-packages" className="mb-6 text-2xl font-bold sm:text-3xl">
          Best Packages
        </h2>
      ) : (
        <div className="mb-4">
          <h1 id="best-packages" className="text-2xl font-bold break-words sm:text-3xl">
            Tours for “{searched}”
          </h1>
          <p className="mt-1 text-stone-600" role="status">
            {isPending ? 'Searching…' : resultCount(tours.length, data?.more ?? false)}
          </p>
        </div>
      )}
      <div className="mb-6">
        <TourFilterBar filters={filters} onChange={change} onClear={clear} showCategory showSearch />
      </div>
      {content}
    </section>
  );
}
