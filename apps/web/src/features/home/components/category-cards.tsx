import type { Tour, TourCategory } from '@yatrika/contract/tours';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { categoryCover, categoryTileSizes, mediaSrcSet, mediaUrl } from '../../../lib/media.ts';
import { StarIcon } from '../../../components/ui/star-rating.tsx';

/** The spec's fixed Popular Destinations ratings (§2, §9), in the contract's category order (the server preloads the first tile's picture). */
const categories: { category: TourCategory; name: string; rating: string; to: string }[] = [
  { category: 'adventure', name: 'Adventure', rating: '4.8', to: paths.travellerCategory.href('adventure') },
  { category: 'religious', name: 'Religious', rating: '4.8', to: paths.travellerCategory.href('religious') },
  { category: 'historical & cultural', name: 'Historical and Cultural', rating: '4.7', to: paths.travellerCategory.href('historical') },
  { category: 'romantic', name: 'Romantic', rating: '4.4', to: paths.travellerCategory.href('romantic') },
];

/** Four category tiles, each pictured with a tour of its own category from the catalogue. */
export function CategoryCards({ tours }: { tours: Tour[] | undefined }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4">
      {categories.map(({ category, name, rating, to }, index) => {
        const cover = categoryCover(tours, category);
        return (
          <li key={category}>
            <Link
              to={to}
              className="group relative flex aspect-[5/4] flex-col md:aspect-[4/5] justify-end overflow-hidden rounded-card bg-gradient-to-br from-brand-600 to-brand-900 p-3 text-white shadow-card sm:p-4"
            >
              {cover && (
                <img
                  src={mediaUrl(cover.image)}
                  srcSet={mediaSrcSet(cover.image)}
                  sizes={categoryTileSizes}
                  alt=""
                  width={480}
                  height={600}
                  // The tiles sit at the top of home: the first is the largest paint on phones, so none waits to be scrolled to.
                  loading="eager"
                  fetchPriority={index === 0 ? 'high' : 'auto'}
                  decoding="async"
                  className="absolute inset-0 size-full object-cover transition-transform duration-500 group-hover:scale-105"
                />
              )}
              <span className="absolute inset-0 bg-gradient-to-t from-black/80 via-black/25 to-transparent" aria-hidden="true" />
              <span className="relative font-display text-lg leading-tight font-semibold sm:text-xl">{name}</span>
              <span className="relative mt-1.5 inline-flex w-fit items-center gap-1 rounded-full bg-white/95 px-2 py-0.5 text-sm font-semibold text-stone-900">
                <StarIcon filled />
                <span>
                  {rating}
                  <span className="sr-only"> out of 5</span>
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
