import { usePrefetchQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { LoadingState } from '../../../components/ui/states.tsx';
import { WishlistHeart, WishlistHeartLink } from '../../../components/ui/wishlist-heart.tsx';
import { cancellationPolicyQuery } from '../../../lib/cancellation-policy.ts';
import { paths } from '../../../lib/paths.ts';
import { publicTourHref } from '../../../lib/public-tour-href.ts';
import { loginHref } from '../../../lib/return-to.ts';
import { useSessionRole } from '../../../lib/session-role.ts';
import { useWishlist } from '../../../lib/wishlist.ts';
import { usePublicTour } from '../api/get-public-tour.ts';
import { usePublicTourReviews } from '../api/get-public-tour-reviews.ts';
import { MobileBookBar } from '../components/mobile-book-bar.tsx';
import { PublicBookingPanel } from '../components/public-booking-panel.tsx';
import { PublicTourNav } from '../components/public-tour-nav.tsx';
import { ShareButton } from '../components/share-button.tsx';
import { TourNotLoaded } from '../components/tour-not-loaded.tsx';
import { TourOverview } from '../components/tour-overview.tsx';
import { TourPageDetails } from '../components/tour-page-details.tsx';
import { TourReviews } from '../components/tour-reviews.tsx';
import type { Tour } from '@yatrika/contract/tours';

/** Where the phone's bar takes the visitor: the dates and Book. */
const BOOKING_PANEL_ID = 'book';

/**
 * /tours/{id}/{slug}: a tour for anyone, as a link or a search result opens it. The server sends
 * the tour with the page (and its head, for previews), so the first screen needs no request. The
 * details, gallery, calendar, policy and reviews are the signed-in page's; Book leads to its
 * booking form (through login for a visitor, who is told why).
 */
export default function PublicTourPage() {
  const { tourId = '' } = useParams();
  const tour = usePublicTour(tourId);
  usePrefetchQuery(cancellationPolicyQuery);

  let content: ReactNode;
  if (tour.isPending) content = <LoadingState>Loading...</LoadingState>;
  else if (tour.isError) content = <TourNotLoaded error={tour.error} browseTo={paths.destinations.href} />;
  else {
    const { data } = tour;
    content = (
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-10">
        <article className="flex min-w-0 flex-col gap-6">
          <TourOverview tour={data} corner={<PageHeart tour={data} />} />
          <ShareButton title={data.title} url={`${window.location.origin}${publicTourHref(data)}`} />
          <TourPageDetails tour={data} />
        </article>

        <aside id={BOOKING_PANEL_ID} className="scroll-mt-4 lg:sticky lg:top-6 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
          <div className="rounded-card bg-white p-5 shadow-card ring-1 ring-stone-200/70 sm:p-6">
            <PublicBookingPanel tour={data} />
          </div>
        </aside>

        <div className="min-w-0 lg:col-start-1">
          <PublicReviews tourId={data._id} />
        </div>
        <MobileBookBar pricePerPerson={data.pricePerPerson} panelId={BOOKING_PANEL_ID} />
      </div>
    );
  }

  return (
    <div className="min-h-screen">
      <PublicTourNav />
      {/* Room at the foot of a phone's page for the fixed booking bar. */}
      <main className="mx-auto w-full max-w-6xl px-4 pt-6 pb-28 sm:px-8 sm:pt-8 md:pb-8">{content}</main>
    </div>
  );
}

/** The wishlist heart: a traveller's own, or for anyone else a way to log in and come back here. */
function PageHeart({ tour }: { tour: Tour }) {
  const role = useSessionRole();
  if (role !== 'traveller') return <WishlistHeartLink tour={tour} to={loginHref(publicTourHref(tour), 'save')} />;
  return <TravellerHeart tour={tour} />;
}

function TravellerHeart({ tour }: { tour: Tour }) {
  const wishlist = useWishlist();
  return <WishlistHeart tour={tour} liked={wishlist.data?.wishlist.some((item) => item._id === tour._id) ?? false} />;
}

/** Anyone reads the reviews; a signed-in traveller also writes or edits their own here. */
function PublicReviews({ tourId }: { tourId: string }) {
  const role = useSessionRole();
  return <TourReviews tourId={tourId} reviews={usePublicTourReviews(tourId)} withOwnReview={role === 'traveller'} />;
}
