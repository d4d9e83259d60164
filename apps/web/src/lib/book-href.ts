import { paths } from './paths.ts';
import { loginHref, type SignInReason } from './return-to.ts';
import { useSessionRole } from './session-role.ts';

/**
 * Where a tour's Book Now leads: a signed-in traveller straight to the booking form; anyone else
 * to /login, coming back to the booking form afterwards (the spec's behaviour for visitors).
 * `why` makes the login page say that they were booking; `search` (without "?") is what was already
 * chosen for the form (a date, a party), kept in its address through login and signup.
 */
export function useBookHref(why?: SignInReason): (tourId: string, search?: string) => string {
  const role = useSessionRole();
  return (tourId, search) => {
    const form = search ? `${paths.bookTour.href(tourId)}?${search}` : paths.bookTour.href(tourId);
    return role === 'traveller' ? form : loginHref(form, why);
  };
}
