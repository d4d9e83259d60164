import { tripShape } from '@yatrika/contract/departure-messages';
import { tourMessages } from '@yatrika/contract/tour-messages';
import { usePrefetchQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { Brand } from '../../../components/layout/brand.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { cancellationPolicyQuery } from '../../../lib/cancellation-policy.ts';
import { formatRupees } from '../../../lib/format.ts';
import { mediaSrcSet, mediaUrl, tourPictureSizes } from '../../../lib/media.ts';
import { useTour } from '../api/get-tour.ts';
import { BookingForm } from '../components/booking-form.tsx';
import { CancellationPolicyNote } from '../components/cancellation-policy-note.tsx';
import { MobileBookBar } from '../components/mobile-book-bar.tsx';
import { TourPageDetails } from '../components/tour-page-details.tsx';
import { TourReviews } from '../components/tour-reviews.tsx';
import { TourRating } from '../../../components/ui/tour-rating.tsx';

const tourPageMessages = {
  notFound: tourMessages.notFound,
  failed: 'Unable to fetch tour details. Please try again later.',
} as const;

/** Where the phone's booking bar takes the traveller. */
const BOOKING_PANEL_ID = 'book';

const categoryLabels: Record<string, string> = {
  adventure: 'Adventure',
  religious: 'Religious',
  'historical & cultural': 'Historical & Cultural',
  romantic: 'Romantic',
};

/** /dashboard/booknow/{tourId}: the tour, its reviews, and booking with payment. */
export default function TourDetailPage() {
  const { tourId = '' } = useParams();
  const tour = useTour(tourId);
  // Asked for alongside the tour, so the policy line is there when the tour shows, not a beat later.
  usePrefetchQuery(cancellationPolicyQuery);

  let content: ReactNode;
  if (tour.isPending) content = <LoadingState>Loading...</LoadingState>;
  else if (tour.isError) {
    // A malformed id (400) names no tour either.
    const missing = tour.error instanceof ApiError && (tour.error.status === 404 || tour.error.status === 400);
    content = (
      <ErrorState
        action={
          missing && (
            <ButtonLink to={paths.travellerHome.href} variant="secondary" size="sm">
              Browse tours
            </ButtonLink>
          )
        }
      >
        {missing ? tourPageMessages.notFound : tourPageMessages.failed}
      </ErrorState>
    );
  } else {
    const { data } = tour;
    content = (
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-10">
        <article className="flex min-w-0 flex-col gap-6">
          <div className="overflow-hidden rounded-card bg-stone-200 shadow-card">
            <img
              src={mediaUrl(data.image)}
              srcSet={mediaSrcSet(data.image)}
              sizes={tourPictureSizes}
              alt={data.title}
              width={1600}
              height={900}
              loading="eager"
              fetchPriority="high"
              className="aspect-[16/9] w-full object-cover"
            />
          </div>
          <header className="flex flex-col gap-3">
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <span className="rounded-full bg-marigold-100 px-3 py-1 font-semibold text-marigold-800">{categoryLabels[data.category] ?? data.category}</span>
              <span className="inline-flex items-center gap-1.5 font-semibold text-brand-700">
                <PinIcon />
                {data.location}
              </span>
              <span className="inline-flex items-center gap-1.5 font-semibold text-stone-700">
                <GroupIcon />
                {tripShape(data.durationDays, data.capacity)}
              </span>
            </div>
            <h1 className="text-3xl leading-tight font-bold sm:text-4xl">{data.title}</h1>
            {/* Every review of the tour counted by the server, not only the page of them shown below. */}
            <a href="#reviews-heading" className="w-fit rounded-lg hover:underline">
              <TourRating average={data.ratingAverage} count={data.reviewCount} />
            </a>
            {/* On narrow screens the booking card comes after the description: the price shows here too. */}
            <p className="text-stone-600 lg:hidden">
              <span className="text-xl font-bold text-stone-900">{formatRupees(data.pricePerPerson)}</span> per person
            </p>
            {/* On wide screens the policy sits beside the price in the booking panel instead. */}
            <CancellationPolicyNote className="text-sm font-medium text-emerald-800 lg:hidden" />
          </header>
          <p className="max-w-prose text-lg leading-relaxed break-words whitespace-pre-line text-stone-700">{data.description}</p>
          <TourPageDetails tour={data} />
        </article>

        <aside id={BOOKING_PANEL_ID} className="scroll-mt-4 lg:sticky lg:top-6 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
          <div className="rounded-card bg-white p-5 shadow-card ring-1 ring-stone-200/70 sm:p-6">
            <BookingForm tour={data} />
          </div>
        </aside>

        <div className="min-w-0 lg:col-start-1">
          <TourReviews tourId={data._id} />
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

function GroupIcon() {
  return (
    <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true">
      <path
        fill="currentColor"
        d="M7 9a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm7 0a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5zM1.5 16.5C1.5 13.5 4 11 7 11s5.5 2.5 5.5 5.5v.5h-11v-.5zm12.5.5v-.5c0-1.6-.5-3-1.4-4.2.5-.2 1-.3 1.4-.3 2.5 0 4.5 2 4.5 4.5v.5H14z"
      />
    </svg>
  );
}

function PinIcon() {
  return (
    <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true">
      <path fill="currentColor" d="M10 1.5a6 6 0 0 0-6 6c0 4.4 6 11 6 11s6-6.6 6-11a6 6 0 0 0-6-6zm0 8.2a2.2 2.2 0 1 1 0-4.4 2.2 2.2 0 0 1 0 4.4z" />
    </svg>
  );
}
