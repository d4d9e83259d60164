import type { Tour, TourCategory, TourCategoryCounts } from '@yatrika/contract/tours';
import { mediaSrcSet, mediaUrl } from '../../../lib/media.ts';
import { StarIcon } from '../../../components/ui/star-rating.tsx';

/** The spec's four static cards, each rated 4.6 (§2, §9); the counts are real (DESIGN.md decision). */
const cards: { name: string; category: TourCategory }[] = [
  { name: 'Romantic', category: 'romantic' },
  { name: 'Adventure', category: 'adventure' },
  { name: 'Historical', category: 'historical & cultural' },
  { name: 'Religious', category: 'religious' },
];
const RATING = '4.6';

interface TourCategoryCardsProps {
  /** Undefined while loading; null when they could not be counted (the cards then show no count). */
  counts: TourCategoryCounts | null | undefined;
  /** The catalogue, to picture each category with one of its own tours. */
  tours: Tour[] | undefined;
}

export function TourCategoryCards({ counts, tours }: TourCategoryCardsProps) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {cards.map(({ name, category }) => {
        const cover = tours?.find((tour) => tour.category === category);
        const count = counts?.[category];
        return (
          <li
            key={category}
            className="relative flex aspect-[16/10] flex-col justify-end overflow-hidden rounded-card bg-gradient-to-br from-brand-600 to-brand-900 p-3 text-white shadow-card sm:p-4"
          >
            {cover && (
              <img
                src={mediaUrl(cover.image)}
                srcSet={mediaSrcSet(cover.image)}
                sizes="(min-width: 1024px) 20vw, 50vw"
                alt=""
                width={480}
                height={300}
                loading="lazy"
                decoding="async"
                className="absolute inset-0 size-full object-cover"
              />
            )}
            <span className="absolute inset-0 bg-gradient-to-t from-black/85 via-black/35 to-black/5" aria-hidden="true" />
            <h3 className="relative font-display text-lg leading-tight font-semibold text-white sm:text-xl">{name}</h3>
            <p className="relative mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
              <span className="inline-flex items-center gap-1 rounded-full bg-white/95 px-2 py-0.5 font-semibold text-stone-900">
                <StarIcon filled />
                {RATING}
                <span className="sr-only"> out of 5</span>
              </span>
              {counts !== null && (
                <span className="font-semibold text-white/95">{count === undefined ? '…' : `${count} ${count === 1 ? 'tour' : 'tours'}`}</span>
              )}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
