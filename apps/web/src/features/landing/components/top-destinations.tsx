import { Link } from 'react-router';
import { topDestinations } from '../landing-data.ts';

/** 'Explore Top Destinations': the four category cards, each opening its public list. */
export function TopDestinations() {
  return (
    <section aria-labelledby="top-destinations-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-8">
      <div className="max-w-2xl">
        <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">Four ways to travel</p>
        <h2 id="top-destinations-heading" className="mt-2 text-3xl font-bold sm:text-4xl">
          Explore Top Destinations
        </h2>
      </div>
      <ul className="mt-10 grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
        {topDestinations.map((destination) => (
          <li key={destination.name}>
            <Link to={destination.to} className="group block overflow-hidden rounded-card bg-white shadow-card ring-1 ring-stone-200/70">
              {/* The picture is decorative: the card's text names the category. */}
              <span className="block aspect-[16/10] overflow-hidden bg-stone-200">
                <img
                  src={destination.image}
                  alt=""
                  width={640}
                  height={400}
                  loading="lazy"
                  decoding="async"
                  className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
                />
              </span>
              <span className="flex flex-col gap-1 p-3 sm:p-4">
                <span className="font-display text-base font-semibold text-stone-900 group-hover:text-brand-800 sm:text-lg">{destination.name}</span>
                <span className="flex flex-wrap items-center gap-x-1 text-xs text-stone-700 sm:text-sm">
                  <span className="text-marigold-500" aria-hidden="true">
                    ★
                  </span>
                  <span className="font-semibold text-stone-900">{destination.rating}</span>
                  <span>({destination.reviews} reviews)</span>
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
