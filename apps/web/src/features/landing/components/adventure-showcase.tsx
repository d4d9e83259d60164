import { paths } from '../../../lib/paths.ts';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { activities } from '../landing-data.ts';

/** The adventure showcase (id "explore"): five activities and 'View More', which asks for a login. */
export function AdventureShowcase() {
  return (
    <section id="explore" aria-labelledby="explore-heading" className="scroll-mt-6 bg-brand-900 py-16 text-white sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-8">
        <div className="flex flex-wrap items-end justify-between gap-6">
          <div className="max-w-2xl">
            <p className="text-sm font-semibold tracking-widest text-marigold-300 uppercase">Adventure</p>
            <h2 id="explore-heading" className="mt-2 text-3xl font-bold text-white sm:text-4xl">
              Feel the rush across India
            </h2>
            <p className="mt-3 text-lg text-white/80">Rivers, skies, jungles, trails and reefs, led by people who do it every day.</p>
          </div>
          <ButtonLink to={paths.login.href} variant="accent" size="lg">
            View More
          </ButtonLink>
        </div>
        {/* On phones a row that scrolls sideways: focusable, so the arrow keys scroll it too. */}
        <ul
          tabIndex={0}
          aria-label="Adventure activities"
          className="-mx-4 mt-10 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-4 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-marigold-300 sm:mx-0 sm:grid sm:grid-cols-3 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-5"
        >
          {activities.map((activity) => (
            <li key={activity.name} className="w-[68%] shrink-0 snap-start sm:w-auto">
              <article className="relative aspect-[4/5] overflow-hidden rounded-card bg-brand-800">
                <img src={activity.image} alt={activity.alt} width={480} height={600} loading="lazy" decoding="async" className="size-full object-cover" />
                <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-stone-950/90 via-stone-950/55 to-transparent p-4 pt-16">
                  <h3 className="text-xl font-semibold text-white">{activity.name}</h3>
                  <p className="text-sm text-white/85">{activity.place}</p>
                  <p className="mt-2 flex items-center gap-1 text-sm text-white/85">
                    <span className="text-marigold-300" aria-hidden="true">
                      ★
                    </span>
                    <span className="font-semibold text-white">{activity.rating}</span>
                    <span>({activity.reviews} reviews)</span>
                  </p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
