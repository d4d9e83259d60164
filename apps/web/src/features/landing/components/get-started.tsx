import { paths } from '../../../lib/paths.ts';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { moods } from '../landing-data.ts';

/** 'Get Started' with the experience-rating prompt (four moods, shown only). */
export function GetStarted() {
  return (
    <section aria-labelledby="get-started-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-8 sm:py-20">
      <div className="grid items-center gap-10 overflow-hidden rounded-card bg-marigold-100 p-6 sm:p-10 lg:grid-cols-2 lg:p-14">
        <div>
          <h2 id="get-started-heading" className="text-3xl font-bold sm:text-4xl">
            Your next journey starts here
          </h2>
          <p className="mt-3 text-lg text-stone-700">
            Create your free account to save tours to your wishlist, book in minutes and share your moments with other travellers.
          </p>
          <ButtonLink to={paths.login.href} size="lg" className="mt-6">
            Get Started
          </ButtonLink>
        </div>
        <div className="rounded-card bg-white p-6 shadow-card">
          <p className="font-display text-xl font-semibold text-stone-900">How was your last travel experience?</p>
          <ul className="mt-5 grid grid-cols-4 gap-2">
            {moods.map((mood) => (
              <li key={mood.label} className="flex flex-col items-center gap-2 rounded-2xl bg-stone-50 px-1 py-3 text-center">
                <span className="text-3xl sm:text-4xl" role="img" aria-label={mood.label}>
                  {mood.emoji}
                </span>
                <span className="text-xs font-medium text-stone-600 sm:text-sm" aria-hidden="true">
                  {mood.label}
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
