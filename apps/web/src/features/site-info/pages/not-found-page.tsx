import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';

/**
 * Any address the site does not have: say so plainly and offer the ways on. Its own chunk, so the
 * landing page's first download does not carry it.
 */
export default function NotFoundPage() {
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col justify-center gap-4 px-6 py-16">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Yatrika · 404</p>
      <h1 className="text-3xl font-bold">Page not found</h1>
      <p className="text-stone-600">We could not find the page you were looking for. The link may be old, or the address may have a typo.</p>
      <div className="flex flex-wrap gap-3">
        <Link to={paths.landing.href} className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
          Go to the home page
        </Link>
        <Link to={paths.destinations.href} className="rounded-lg border border-stone-300 px-4 py-2 font-semibold hover:border-brand-600">
          Browse destinations
        </Link>
        <Link to={paths.help.href} className="rounded-lg px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50">
          Help centre
        </Link>
      </div>
    </main>
  );
}
