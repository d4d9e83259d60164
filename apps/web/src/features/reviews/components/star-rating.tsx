import { StarRating as Stars } from '../../../components/ui/star-rating.tsx';

/** A rating out of 5: stars for the eye, "N/5" as text, a sentence for screen readers. */
export function StarRating({ rating }: { rating: number }) {
  const stars = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <p className="flex items-center gap-2">
      <Stars rating={stars} className="size-5" />
      <span className="text-sm font-semibold text-stone-800" aria-hidden="true">
        {stars}/5
      </span>
    </p>
  );
}
