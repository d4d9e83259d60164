import { Link } from 'react-router';
import { categoryCopy, categoryKeys } from '../category-copy.ts';

/** Popular Destinations' four category tiles with their fixed ratings, each opening the public list. */
export function CategoryTiles() {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
      {categoryKeys.map((key, index) => {
        const copy = categoryCopy[key];
        return (
          <li key={key}>
            <Link
              to={copy.publicPath}
              className="group relative block aspect-[4/5] overflow-hidden rounded-card bg-stone-200 shadow-card sm:aspect-[3/4]"
            >
              {/* Decorative: the link's text names the category. */}
              <img
                src={copy.image.small}
                alt=""
                width={640}
                height={400}
                loading={index < 2 ? 'eager' : 'lazy'}
                decoding="async"
                className="absolute inset-0 size-full object-cover transition-transform duration-500 group-hover:scale-105"
              />
              <span className="absolute inset-0 bg-gradient-to-t from-stone-950/85 via-stone-950/20 to-transparent" aria-hidden="true" />
              <span className="absolute inset-x-0 bottom-0 flex flex-col gap-1 p-3 text-white sm:p-4">
                <span className="font-display text-lg leading-tight font-bold sm:text-xl">{copy.name}</span>
                <span className="inline-flex items-center gap-1 text-sm font-semibold">
                  <span aria-hidden="true" className="text-marigold-300">
                    ★
                  </span>
                  <span>
                    <span className="sr-only">Rated </span>
                    {copy.rating.toFixed(1)}
                  </span>
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
