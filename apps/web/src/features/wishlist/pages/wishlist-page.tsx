import type { WishlistTour } from '@yatrika/contract/wishlist';
import type { ReactNode } from 'react';
import { paths } from '../../../lib/paths.ts';
import { TravellerShell } from '../../../components/layout/traveller-shell.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { LoadingState } from '../../../components/ui/states.tsx';
import { TourCard } from '../../../components/ui/tour-card.tsx';
import { useWishlist } from '../../../lib/wishlist.ts';
import { useRemoveFromWishlist } from '../api/remove-from-wishlist.ts';
import { useReportedError } from '../../../lib/use-reported-error.ts';

/** My Wishlist (both of the spec's wishlist routes). */
export default function WishlistPage() {
  const { data, error, isPending } = useWishlist();

  // Spec §8: a wishlist that fails to load is only logged.
  useReportedError(error, 'Could not load the wishlist');

  const tours = data?.wishlist ?? [];
  return (
    <TravellerShell>
      <div className="flex flex-col gap-6">
        <header className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="text-3xl font-bold">My Wishlist</h1>
            <p className="mt-1 text-stone-600">Tours you have saved for later.</p>
          </div>
          {tours.length > 0 && (
            <p className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">
              {tours.length} saved {tours.length === 1 ? 'tour' : 'tours'}
            </p>
          )}
        </header>
        {isPending ? (
          <LoadingState>Loading your wishlist...</LoadingState>
        ) : error ? (
          <WishlistPanel title="Your saved tours will appear here." />
        ) : tours.length === 0 ? (
          <WishlistPanel title="Your Wishlist is Waiting!">
            Tap the heart on any tour you love and it will wait for you here until you are ready to book.
          </WishlistPanel>
        ) : (
          <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
            {tours.map((tour, index) => (
              <li key={tour._id}>
                <WishlistCard tour={tour} eager={index < 3} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </TravellerShell>
  );
}

function WishlistCard({ tour, eager }: { tour: WishlistTour; eager: boolean }) {
  const remove = useRemoveFromWishlist();
  return (
    <TourCard
      headingLevel={2}
      title={tour.title}
      image={tour.image}
      pricePerPerson={tour.pricePerPerson}
      location={tour.location}
      durationDays={tour.durationDays}
      eager={eager}
      corner={
        <button
          type="button"
          aria-label={`Remove ${tour.title} from wishlist`}
          disabled={remove.isPending}
          onClick={() => remove.mutate(tour._id)}
          className="grid size-10 place-items-center rounded-full bg-white/95 text-stone-700 shadow-md ring-1 ring-black/5 transition hover:bg-red-50 hover:text-red-700 disabled:cursor-progress disabled:opacity-60"
        >
          <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
            <path d="M4 7h16M9.5 7V4.5h5V7M6.5 7l.8 12.5h9.4L17.5 7M10 11v5M14 11v5" />
          </svg>
        </button>
      }
      actions={
        <ButtonLink to={paths.bookTour.href(tour._id)} className="w-full" aria-label={`Book Now: ${tour.title}`}>
          Book Now
        </ButtonLink>
      }
    />
  );
}

/** The empty wishlist (and the neutral face of one that failed to load). */
function WishlistPanel({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 rounded-card bg-white px-6 py-12 text-center shadow-card ring-1 ring-stone-200/70">
      <span className="grid size-16 place-items-center rounded-full bg-rose-50 text-rose-600" aria-hidden="true">
        <svg viewBox="0 0 24 24" className="size-8">
          <path
            fill="currentColor"
            d="M12 20.5l-1.3-1.2C5.6 14.7 2.5 11.9 2.5 8.4 2.5 5.6 4.7 3.5 7.4 3.5c1.8 0 3.5.9 4.6 2.3 1.1-1.4 2.8-2.3 4.6-2.3 2.7 0 4.9 2.1 4.9 4.9 0 3.5-3.1 6.3-8.2 10.9L12 20.5z"
          />
        </svg>
      </span>
      <h2 className="text-2xl font-bold">{title}</h2>
      {children && <p className="max-w-sm text-stone-600">{children}</p>}
      <ButtonLink to={paths.travellerHome.href} size="lg" className="mt-2">
        Explore Destination
      </ButtonLink>
    </section>
  );
}
