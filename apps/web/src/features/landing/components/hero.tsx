import { paths } from '../../../lib/paths.ts';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { LoopingVideo, videos } from '../../../components/ui/looping-video.tsx';
import { claims, stats } from '../landing-data.ts';
import { HeroSearch } from './hero-search.tsx';

/** The tagline over the looping muted video, the landing claims and the stats. */
export function Hero() {
  return (
    <>
      <section className="relative isolate flex min-h-[36rem] items-end overflow-hidden bg-brand-900 text-white sm:min-h-[40rem] lg:min-h-[min(88vh,52rem)]">
        <LoopingVideo video={videos.hero} label={videos.hero.description} className="absolute inset-0 -z-20 size-full object-cover" />
        <div className="absolute inset-0 -z-10 bg-gradient-to-t from-stone-950/80 via-stone-950/20 to-stone-950/45" aria-hidden="true" />
        <div className="absolute inset-0 -z-10 bg-gradient-to-r from-stone-950/60 via-stone-950/20 to-transparent" aria-hidden="true" />
        <div className="mx-auto w-full max-w-7xl px-4 pt-32 pb-28 sm:px-8 sm:pb-32">
          <p className="text-sm font-semibold tracking-widest text-marigold-300 uppercase">Tours across India</p>
          <h1 className="mt-3 max-w-5xl text-4xl leading-tight font-bold text-white sm:text-6xl">
            Travel with purpose, <br className="hidden sm:block" />
            Make a difference in the world
          </h1>
          <ul className="mt-6 flex max-w-3xl flex-wrap gap-2">
            {claims.map((claim) => (
              <li key={claim} className="rounded-full bg-white/15 px-3 py-1.5 text-sm font-medium text-white backdrop-blur-sm">
                {claim}
              </li>
            ))}
          </ul>
          <HeroSearch />
          <div className="mt-4 flex flex-wrap gap-3">
            <ButtonLink to={paths.destinations.href} variant="accent" size="lg">
              Explore destinations
            </ButtonLink>
            <ButtonLink to={paths.signup.href} size="lg" className="bg-white/15 backdrop-blur-sm hover:bg-white/25">
              Create a free account
            </ButtonLink>
          </div>
        </div>
      </section>

      <section aria-label="Yatrika in numbers" className="relative z-10 mx-auto -mt-14 max-w-5xl px-4 sm:px-8">
        <dl className="grid grid-cols-3 divide-x divide-stone-200 rounded-card bg-white py-5 shadow-card ring-1 ring-stone-200/70 sm:py-7">
          {stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse items-center px-2 text-center">
              <dt className="mt-1 text-xs text-stone-600 sm:text-sm">
                {stat.unit} {stat.label}
              </dt>
              <dd className="font-display text-3xl font-bold text-brand-800 sm:text-5xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}
