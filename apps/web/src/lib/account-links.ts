import { useQuery } from '@tanstack/react-query';
import { currentUserQuery } from './current-user.ts';
import { paths } from './paths.ts';
import { useSessionRole } from './session-role.ts';

interface AccountLink {
  label: string;
  to: string;
}

/**
 * Where a public page's header links on the right go: Login and Signup for a visitor; a
 * signed-in traveller's name (their dashboard) and My Bookings; an administrator's dashboard.
 * Every public page (the landing page, Destinations, the categories, a tour's public page, help
 * and policies) shows the same, so a traveller is known wherever they land.
 */
export function useAccountLinks(): {
  primary: AccountLink;
  secondary: AccountLink | undefined;
} {
  const role = useSessionRole();
  const { data: traveller } = useQuery({
    ...currentUserQuery,
    enabled: role === 'traveller',
  });
  if (role === 'traveller') {
    return {
      primary: { label: 'My Bookings', to: paths.myBookings.href },
      secondary: {
        label: traveller?.firstname ?? 'My dashboard',
        to: paths.travellerHome.href,
      },
    };
  }
  if (role === 'admin')
    return {
      primary: { label: 'Dashboard', to: paths.adminDashboard.href },
      secondary: undefined,
    };
  return {
    primary: { label: 'Signup', to: paths.signup.href },
    secondary: { label: 'Login', to: paths.login.href },
  };
}
