import { durationPhrase } from '@yatrika/contract/departure-messages';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatRupees } from '../../lib/format.ts';
import { TourRating } from './tour-rating.tsx';
import { mediaSrcSet, mediaUrl } from '../../lib/media.ts';

interface TourCardProps {
  title: string;
  /** The title's heading level: 3 under a section heading (the default), 2 straight under the page's h1. */
  headingLevel?: 2 | 3;
  image: string | null | undefined;
  /** Rupees per person; undefined shows the spec's 'N/A'. */
  pricePerPerson: number | undefined;
  /**
   * The lowest adult price over the dates still to come (the answer's `fromPrice`, decision 031):
   * given, the card says "from ₹X"; left out (or not a number), it says the price per person.
   */
  fromPrice?: number | undefined;
  location?: string | undefined;
  description?: string | undefined;
  /** How many days the trip lasts, beside the price. */
  durationDays?: number | undefined;
  /** The tour's reviews: the average (null before the first) and how many. */
  rating?: { average: number | null; count: number } | undefined;
  /** Top-right corner of the picture (the wishlist heart, a status badge). */
  corner?: ReactNode;
  /** The card's buttons (Book Now, Remove…). */
  actions?: ReactNode;
  /** Eager for the first cards on screen; lazy (default) below the fold. */
  eager?: boolean;
  /** The tour's own page: the title and the picture lead there. */
  to?: string | undefined;
}

/** The tour card every list uses: picture, where, what, its rating, price per person, duration, actions. */
export function TourCard({ title, headingLevel = 3, image, pricePerPerson, fromPrice, location, description, durationDays, rating, corner, actions, eager = false, to }: TourCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // Old servers send no fromPrice; a value that is not a finite number is not shown.
  const shownFrom = typeof fromPrice === 'number' && Number.isFinite(fromPrice) && pricePerPerson !== undefined ? fromPrice : undefined;
  const price = shownFrom ?? pricePerPerson;
  const picture = (
    <img
      src={mediaUrl(image)}
      srcSet={mediaSrcSet(image)}
      sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
      alt={title}
      width={480}
      height={360}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
    />
  );
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-stone-200/70">
      <div className="relative aspect-[4/3] overflow-hidden bg-stone-200">
        {/* The title is the link keyboards use; the picture is the same link for a pointer, out of the tab order. */}
        {to ? (
          <Link to={to} tabIndex={-1} className="block size-full">
            {picture}
          </Link>
        ) : (
          picture
        )}
        {corner && <div className="absolute top-3 right-3">{corner}</div>}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        {location !== undefined && (
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{location}</p>
        )}
        <Heading className="text-lg leading-snug font-semibold">
          {to ? (
            <Link to={to} className="hover:text-brand-800 hover:underline">
              {title}
            </Link>
          ) : (
            title
          )}
        </Heading>
        {rating && <TourRating average={rating.average} count={rating.count} />}
        {description !== undefined && <p className="line-clamp-3 text-sm text-stone-600">{description}</p>}
        <div className="mt-auto flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 pt-2">
          <p className="text-stone-700">
            {shownFrom !== undefined && <span className="text-sm">from </span>}
            <span className="text-lg font-bold text-stone-900">{price === undefined ? 'N/A' : formatRupees(price)}</span>
            <span className="text-sm"> per person</span>
          </p>
          {durationDays !== undefined && (
            <p className="inline-flex items-center gap-1 text-sm font-medium text-stone-700">
              <ClockIcon />
              {durationPhrase(durationDays)}
            </p>
          )}
        </div>
        {actions && <div className="flex flex-wrap items-center gap-2 pt-1">{actions}</div>}
      </div>
    </article>
  );
}

function ClockIcon() {
  return (
    <svg viewBox="0 0 20 20" className="size-4 text-brand-700" aria-hidden="true">
      <path fill="currentColor" d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16zm0 1.8a6.2 6.2 0 1 1 0 12.4 6.2 6.2 0 0 1 0-12.4zM9.1 6v4.6l3.6 2.2.9-1.5-2.7-1.6V6H9.1z" />
    </svg>
  );
}
