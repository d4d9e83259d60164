import type { ReactNode } from 'react';
import type { CategoryCopy } from '../category-copy.ts';

interface CategoryHeroProps {
  copy: CategoryCopy;
  /** The page's navigation, drawn over the top of the picture. */
  nav: ReactNode;
}

/** A category page's banner: its picture, the navigation, the title and a line about the trips. */
export function CategoryHero({ copy, nav }: CategoryHeroProps) {
  return (
    <header className="relative isolate overflow-hidden bg-brand-900 text-white">
      <img
        src={copy.image.large}
        srcSet={`${copy.image.small} 640w, ${copy.image.large} 1600w`}
        sizes="100vw"
        alt=""
        width={1600}
        height={1000}
        fetchPriority="high"
        className="absolute inset-0 -z-20 size-full object-cover"
      />
      <div className="absolute inset-0 -z-10 bg-gradient-to-t from-stone-950/85 via-stone-950/45 to-stone-950/30" aria-hidden="true" />
      <div className="mx-auto flex min-h-[22rem] max-w-7xl flex-col px-4 pt-4 pb-10 sm:min-h-[26rem] sm:px-8 sm:pb-14">
        {nav}
        <div className="mt-auto max-w-2xl pt-16">
          <p className="text-sm font-semibold tracking-widest text-marigold-300 uppercase">Explore India</p>
          <h1 className="mt-2 text-4xl font-bold text-white sm:text-5xl">{copy.title}</h1>
          <p className="mt-3 text-lg text-white/90">{copy.tagline}</p>
        </div>
      </div>
    </header>
  );
}

/** The nav links' look over the banner picture. */
export const heroNavLink =
  'rounded-lg px-3 py-2 text-sm font-semibold text-white/95 transition-colors hover:bg-white/15 hover:text-white';
