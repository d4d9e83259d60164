import { tripShape } from '@yatrika/contract/departure-messages';
import { tourCategoryLabel } from '@yatrika/contract/tour-categories';
import type { Tour } from '@yatrika/contract/tours';
import type { ReactNode } from 'react';
import { TourRating } from '../../../components/ui/tour-rating.tsx';
import { formatRupees } from '../../../lib/format.ts';
import { mediaSrcSet, mediaUrl, tourPictureSizes } from '../../../lib/media.ts';
import { CancellationPolicyNote } from './cancellation-policy-note.tsx';

/**
 * The top of a tour's page, signed in or public: its picture (the largest paint: eager, high
 * priority, the srcset and sizes the server preloads), what kind of trip, where, how long and for
 * how many, the title, rating, the price on narrow screens, the cancellation rule and the description.
 * `corner` sits over the picture (the public page's wishlist heart).
 */
export function TourOverview({ tour: data, corner }: { tour: Tour; corner?: ReactNode | undefined }) {
  return (
    <>
      <div className="relative overflow-hidden rounded-card bg-stone-200 shadow-card">
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
        {corner && <div className="absolute top-3 right-3">{corner}</div>}
      </div>
      <header className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="rounded-full bg-marigold-100 px-3 py-1 font-semibold text-marigold-800">{tourCategoryLabel(data.category)}</span>
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
    </>
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
