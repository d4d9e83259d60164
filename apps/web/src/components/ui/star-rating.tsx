/** A five-point star, marigold when filled (decorative: the rating is said in words beside it). */
export function StarIcon({ filled, className = 'size-4' }: { filled: boolean; className?: string }) {
  return (
    <svg viewBox="0 0 20 20" className={`${filled ? 'text-marigold-500' : 'text-stone-300'} ${className}`} aria-hidden="true">
      <path
        fill="currentColor"
        d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5z"
      />
    </svg>
  );
}

/** A read-only rating: stars for the eye, "Rated 4 out of 5" for a screen reader. */
export function StarRating({ rating, className = 'size-4' }: { rating: number; className?: string }) {
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={`Rated ${rating} out of 5`}>
      {[1, 2, 3, 4, 5].map((star) => (
        <StarIcon key={star} filled={star <= Math.round(rating)} className={className} />
      ))}
    </span>
  );
}
