import { StarIcon } from './star-rating.tsx';

/** "★ 4.5 (12 reviews)", or "New" before the first review: the card's rating, said in words too. */
export function TourRating({ average, count }: { average: number | null; count: number }) {
  if (average === null || count === 0) {
    return (
      <p className="inline-flex w-fit items-center rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
        New<span className="sr-only">: no reviews yet</span>
      </p>
    );
  }
  return (
    <p className="inline-flex items-center gap-1 text-sm text-stone-700">
      <StarIcon filled className="size-4" />
      <span className="font-semibold text-stone-900">{average.toFixed(1)}</span>
      <span>
        ({count} {count === 1 ? 'review' : 'reviews'})
      </span>
      <span className="sr-only">, average rating out of 5</span>
    </p>
  );
}
