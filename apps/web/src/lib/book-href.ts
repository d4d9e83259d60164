import { paths } from './paths.ts';
import { loginHref, type SignInReason } from './return-to.ts';
import { useSessionRole } from './session-role.ts';

/**
 * Where a tour's Book Now leads: a signed-in traveller straight to the booking form; anyone else
 * to /login, coming back to the booking form afterwards (the spec's behaviour for visitors).
 * `why` makes the login page say that they were booking.
 */
export function useBookHref(why?: SignInReason): (tourId: string) => string {
  const role = useSessionRole();
  return (tourId) => (role === 'traveller' ? paths.bookTour.href(tourId) : loginHref(paths.bookTour.href(tourId), why));
}
