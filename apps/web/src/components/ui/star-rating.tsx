import { useId } from 'react';

const STAR_PATH = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5z';

/** How much of a star is filled: whole, its left half, or none. */
export type StarFill = boolean | 'half';

/** A five-point star, marigold when filled, half filled for a half point (decorative: the rating is said in words beside it). */
export function StarIcon({ filled, className = 'size-4' }: { filled: StarFill; className?: string }) {
  const clipId = useId();
  if (filled === 'half') {
    return (
      <svg viewBox="0 0 20 20" className={className} aria-hidden="true">
        <defs>
          <clipPath id={clipId}>
            <rect x="0" y="0" width="10" height="20" />
          </clipPath>
        </defs>
        <path className="text-stone-300" fill="currentColor" d={STAR_PATH} />
        <path className="text-marigold-500" fill="currentColor" d={STAR_PATH} clipPath={`url(#${clipId})`} />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 20 20" className={`${filled ? 'text-marigold-500' : 'text-stone-300'} ${className}`} aria-hidden="true">
      <path fill="currentColor" d={STAR_PATH} />
    </svg>
  );
}

/** The fill of the `star`-th of five stars for a rating, drawn to the nearest half point (4.5 is four and a half stars). */
export function starFill(rating: number, star: number): StarFill {
  const halves = Math.round(rating * 2) / 2;
  if (halves >= star) return true;
  return halves >= star - 0.5 ? 'half' : false;
}

/** A read-only rating: stars for the eye, "Rated 4.5 out of 5" for a screen reader. */
export function StarRating({ rating, className = 'size-4' }: { rating: number; className?: string }) {
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={`Rated ${rating} out of 5`}>
      {[1, 2, 3, 4, 5].map((star) => (
        <StarIcon key={star} filled={starFill(rating, star)} className={className} />
      ))}
    </span>
  );
}
