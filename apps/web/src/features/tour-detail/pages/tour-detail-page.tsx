import { usePrefetchQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { Brand } from '../../../components/layout/brand.tsx';
import { LoadingState } from '../../../components/ui/states.tsx';
import { cancellationPolicyQuery } from '../../../lib/cancellation-policy.ts';
import { useTour } from '../api/get-tour.ts';
import { useTourReviews } from '../api/get-tour-reviews.ts';
import { BookingForm } from '../components/booking-form.tsx';
import { MobileBookBar } from '../components/mobile-book-bar.tsx';
import { TourNotLoaded } from '../components/tour-not-loaded.tsx';
import { TourOverview } from '../components/tour-overview.tsx';
import { TourPageDetails } from '../components/tour-page-details.tsx';
import { TourReviews } from '../components/tour-reviews.tsx';

/** Where the phone's booking bar takes the traveller. */
const BOOKING_PANEL_ID = 'book';

/** /dashboard/booknow/{tourId}: the tour, its reviews, and booking with payment. */
export default function TourDetailPage() {
  const { tourId = '' } = useParams();
  const tour = useTour(tourId);
  // Asked for alongside the tour, so the policy line is there when the tour shows, not a beat later.
  usePrefetchQuery(cancellationPolicyQuery);

  let content: ReactNode;
  if (tour.isPending) content = <LoadingState>Loading...</LoadingState>;
  else if (tour.isError) content = <TourNotLoaded error={tour.error} browseTo={paths.travellerHome.href} />;
  else {
    const { data } = tour;
    content = (
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-10">
        <article className="flex min-w-0 flex-col gap-6">
          <TourOverview tour={data} />
          <TourPageDetails tour={data} />
        </article>

        <aside id={BOOKING_PANEL_ID} className="scroll-mt-4 lg:sticky lg:top-6 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
          <div className="rounded-card bg-white p-5 shadow-card ring-1 ring-stone-200/70 sm:p-6">
            <BookingForm tour={data} />
          </div>
        </aside>

        <div className="min-w-0 lg:col-start-1">
          <TourReviewsOfTraveller tourId={data._id} />
        </div>
        <MobileBookBar pricePerPerson={data.pricePerPerson} panelId={BOOKING_PANEL_ID} />
      </div>
    );
  }

  return (
    <div className="min-h-screen">
      <TourPageNav />
      {/* Room at the foot of a phone's page for the fixed booking bar. */}
      <main className="mx-auto w-full max-w-6xl px-4 pt-6 pb-28 sm:px-8 sm:pt-8 md:pb-8">{content}</main>
    </div>
  );
}

function TourReviewsOfTraveller({ tourId }: { tourId: string }) {
  return <TourReviews tourId={tourId} reviews={useTourReviews(tourId)} withOwnReview />;
}

const navLink = 'rounded-xl px-3 py-2 text-sm font-semibold text-stone-700 hover:bg-brand-50 hover:text-brand-800';

function TourPageNav() {
  const navigate = useNavigate();
  return (
    <header className="border-b border-stone-200 bg-white">
      <nav aria-label="Tour page" className="mx-auto flex w-full max-w-6xl flex-wrap items-center gap-x-2 gap-y-2 px-4 py-3 sm:px-8">
        <button type="button" onClick={() => void navigate(-1)} className={`${navLink} inline-flex items-center gap-1.5`}>
          <span aria-hidden="true">←</span> Back
        </button>
        <span className="mx-auto hidden sm:block">
          <Brand to={paths.travellerHome.href} />
        </span>
        <span className="ml-auto flex items-center gap-1 sm:ml-0">
          <Link to={paths.travellerHome.href} className={navLink}>
            Home
          </Link>
          <Link to={paths.myBookings.href} className={navLink}>
            My Bookings
          </Link>
        </span>
      </nav>
    </header>
  );
}
