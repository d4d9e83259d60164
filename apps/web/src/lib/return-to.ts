import { useSearchParams } from 'react-router';
import { paths } from './paths.ts';

/**
 * Where a traveller goes back to after logging in or signing up: the page that sent them to
 * /login (a tour's Book Now, a signed-in page opened from a bookmark) travels as `?next=`, so it
 * survives a reload and the hop from login to signup.
 */
const NEXT = 'next';

/**
 * Only a path on this site: "/…" but not "//host" or "/\host" (which browsers read as another
 * site), so a link someone else crafted cannot send a traveller away after they log in.
 */
export function safeReturnPath(candidate: string | null | undefined): string | undefined {
  if (!candidate || candidate.length > 2000) return undefined;
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) return undefined;
  // The sign-in pages themselves are no place to come back to.
  const pathname = candidate.split(/[?#]/)[0];
  if (pathname === paths.login.href || pathname === paths.signup.href) return undefined;
  return candidate;
}

const withNext = (page: string, next: string | undefined) => {
  const safe = safeReturnPath(next);
  return safe ? `${page}?${new URLSearchParams({ [NEXT]: safe })}` : page;
};

/** /login, coming back to `next` afterwards. */
export const loginHref = (next?: string) => withNext(paths.login.href, next);

/** /signup, coming back to `next` afterwards. */
export const signupHref = (next?: string) => withNext(paths.signup.href, next);

/** The page to return to after signing in here, if this visit was sent from one. */
export function useReturnPath(): string | undefined {
  const [searchParams] = useSearchParams();
  return safeReturnPath(searchParams.get(NEXT));
}
