import { useSearchParams } from 'react-router';
import { paths } from './paths.ts';

/**
 * Where a traveller goes back to after logging in or signing up: the page that sent them to
 * /login (a tour's Book Now, a signed-in page opened from a bookmark) travels as `?next=`, so it
 * survives a reload and the hop from login to signup.
 */
const NEXT = 'next';

/**
 * A control character (C0, DEL, C1), an invisible format character (bidi marks, zero-width
 * spaces) or any whitespace, line or paragraph separator. A path this app makes for `next` is
 * percent-encoded and has none of them; a browser drops tabs and line breaks from an address, so
 * `/%09/host` would become `//host` and `/login%0A` the login page itself.
 */
const UNSAFE_CHARACTER = /[\p{Cc}\p{Cf}\p{Z}\s]/u;
/** The same, less the plain spaces a path segment may carry encoded (`%20`, which stays encoded in the address). */
const UNSAFE_ENCODED_CHARACTER = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

/** The path part, percent-decoded once, in the lower case the router matches it in, without trailing slashes. */
function comparablePathname(candidate: string): string | undefined {
  try {
    return decodeURIComponent(candidate.split(/[?#]/)[0]!).toLowerCase().replace(/\/+$/, '');
  } catch {
    return undefined; // A broken percent sign: not a path this app made.
  }
}

/**
 * Only a path on this site: "/…" but not "//host" or "/\host" (which browsers read as another
 * site), with no control or whitespace character, so a link someone else crafted cannot send a
 * traveller away, or leave them on the login page, after they log in.
 */
export function safeReturnPath(candidate: string | null | undefined): string | undefined {
  if (!candidate || candidate.length > 2000 || UNSAFE_CHARACTER.test(candidate)) return undefined;
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) return undefined;
  const pathname = comparablePathname(candidate);
  if (pathname === undefined || UNSAFE_ENCODED_CHARACTER.test(pathname)) return undefined;
  // The sign-in pages themselves are no place to come back to.
  if (pathname === paths.login.href || pathname === paths.signup.href) return undefined;
  return candidate;
}

/**
 * Why a visitor was sent to sign in, said on the login and signup pages (sign-in-reason.ts):
 * `?why=book` from a tour's Book, `save` from its heart.
 */
export const WHY = 'why';
export type SignInReason = 'book' | 'save';

const withNext = (page: string, next: string | undefined, why: SignInReason | undefined) => {
  const safe = safeReturnPath(next);
  if (!safe) return page;
  return `${page}?${new URLSearchParams({ [NEXT]: safe, ...(why && { [WHY]: why }) })}`;
};

/** /login, coming back to `next` afterwards; `why` says on the page what they were doing. */
export const loginHref = (next?: string, why?: SignInReason) => withNext(paths.login.href, next, why);

/** /signup, coming back to `next` afterwards. */
export const signupHref = (next?: string, why?: SignInReason) => withNext(paths.signup.href, next, why);

/** The page to return to after signing in here, if this visit was sent from one. */
export function useReturnPath(): string | undefined {
  const [searchParams] = useSearchParams();
  return safeReturnPath(searchParams.get(NEXT));
}
