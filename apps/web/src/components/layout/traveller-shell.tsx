import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { logOutTraveller, useCurrentUser } from '../../lib/current-user.ts';
import { SideMenu, type MenuItem } from './side-menu.tsx';

const travellerMenu: MenuItem[] = [
  { label: 'Home', to: paths.travellerHome.href, icon: '⌂', end: true },
  { label: 'Moments', to: paths.moments.href, icon: '✦' },
  { label: 'My Bookings', to: paths.myBookings.href, icon: '▦' },
  { label: 'My Wishlist', to: paths.wishlist.href, icon: '♡' },
  { label: 'My Reviews', to: paths.myReviews.href, icon: '★' },
  { label: 'Profile Settings', to: paths.profile.href, icon: '⚙' },
];

interface TravellerShellProps {
  /** Shown at the top of the page, beside the user's initial (the home page's search box). */
  headerStart?: ReactNode;
  /** Content beside the main column on wide screens (the home page's videos). */
  aside?: ReactNode;
  children: ReactNode;
}

/** The signed-in traveller's frame: left menu, a header with who is signed in, the page. */
export function TravellerShell({ headerStart, aside, children }: TravellerShellProps) {
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const initial = user?.username?.[0]?.toUpperCase() ?? '·';

  async function logOut() {
    await logOutTraveller();
    void navigate(paths.landing.href);
  }

  return (
    <div className="min-h-screen lg:flex">
      <SideMenu items={travellerMenu} brandTo={paths.travellerHome.href} onLogOut={logOut} label="Traveller menu" />
      <div className="min-w-0 flex-1">
        <header className="flex flex-wrap items-center gap-x-4 gap-y-3 border-b border-stone-200 bg-white px-4 py-3 sm:px-8 print:hidden">
          {/* On phones the search gets a row of its own below the user, so neither is squeezed. */}
          {headerStart && <div className="order-last w-full sm:order-none sm:w-auto sm:min-w-0 sm:flex-1">{headerStart}</div>}
          {/* The name read out contains the name shown ("Profile of asha.verma"), so voice control finds the link by what it says. */}
          <Link to={paths.profile.href} className="ml-auto flex items-center gap-2 rounded-full py-1 pr-3 pl-1 hover:bg-stone-100">
            <span className="grid size-9 place-items-center rounded-full bg-brand-700 font-bold text-white" aria-hidden="true">
              {initial}
            </span>
            <span className="max-w-[10rem] truncate text-sm font-semibold">
              <span className="sr-only">{user ? 'Profile of ' : 'Profile'}</span>
              {user?.username ?? ''}
            </span>
          </Link>
        </header>
        <div className="flex gap-8 px-4 py-6 sm:px-8">
          <main className="min-w-0 flex-1">{children}</main>
          {aside && <aside className="hidden w-72 shrink-0 xl:block">{aside}</aside>}
        </div>
      </div>
    </div>
  );
}
