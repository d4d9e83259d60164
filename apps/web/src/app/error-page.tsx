import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '../lib/paths.ts';
import { CHUNK_LOAD_FAILED } from './lazy-page.ts';

/** The router's error page: the spec's "Unexpected Application Error!" with the message. */
export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  const chunkFailed = message === CHUNK_LOAD_FAILED;

  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col justify-center gap-4 px-6 py-16">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Yatrika</p>
      <h1 className="text-3xl font-bold">Unexpected Application Error!</h1>
      <p className="rounded-lg bg-red-50 px-4 py-3 font-mono text-sm text-red-800" role="alert">
        {message}
      </p>
      {notFound && <p className="text-stone-600">We could not find the page you were looking for.</p>}
      {chunkFailed && <p className="text-stone-600">Part of the page could not be downloaded. Check your connection and reload.</p>}
      <div className="flex gap-3">
        <Link to={paths.landing.href} className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
          Go to the home page
        </Link>
        {chunkFailed && (
          <button type="button" onClick={() => window.location.reload()} className="rounded-lg border border-stone-300 px-4 py-2 font-semibold">
            Reload
          </button>
        )}
      </div>
    </main>
  );
}
