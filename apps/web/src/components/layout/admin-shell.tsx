import type { ReactNode } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router';
import { firstScreenFor, screenPermission } from '../../lib/admin-screen-permissions.ts';
import { TwoStepBanner } from './two-step-banner.tsx';
import { paths } from '../../lib/paths.ts';
import { clearToken } from '../../lib/session.ts';
import { usePermission, type Can } from '../../lib/staff-access.ts';
import { SideMenu, type MenuItem } from './side-menu.tsx';

// Drawn, not a glyph: '⛰' is missing from many system fonts.
const mountain = (
  <svg viewBox="0 0 20 20" className="inline size-4" aria-hidden="true">
    <path fill="currentColor" d="M1.5 17 7.5 6.5l3.6 6 2.2-3.4L18.5 17h-17Z" />
  </svg>
);

const calendar = (
  <svg viewBox="0 0 20 20" className="inline size-4" aria-hidden="true">
    <path fill="currentColor" d="M6 1.5h1.8V3h4.4V1.5H14V3h2.5A1.5 1.5 0 0 1 18 4.5v12a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 2 16.5v-12A1.5 1.5 0 0 1 3.5 3H6V1.5ZM3.8 8v8.2h12.4V8H3.8Zm2 2h2.4v2.4H5.8V10Z" />
  </svg>
);

/** The dashboard has three addresses (spec §2), and the update-tour page lives outside /admindashboard/tours. */
const dashboardPaths: string[] = [paths.adminDashboard.href, paths.adminDashboardAfterSignup.href, paths.adminDashboardShort.href];

/** The menu's screens, each shown only to a role that may use it (lib/admin-screen-permissions.ts). */
export function adminMenu(pathname: string, can: Can): MenuItem[] {
  const path = pathname.replace(/\/+$/, '');
  const items: MenuItem[] = [
    { label: 'Dashboard', to: paths.adminDashboard.href, icon: '◧', end: true, current: dashboardPaths.includes(path) },
    { label: 'Tours', to: paths.adminTours.href, icon: mountain, current: matchPath({ path: paths.adminUpdateTour.pattern, caseSensitive: true }, path) !== null },
    { label: 'Bookings', to: paths.adminBookings.href, icon: '▦' },
    { label: 'My departures', to: paths.adminGuide.href, icon: '⌂' },
    { label: 'Check-in', to: paths.adminCheckIn.href, icon: '✓' },
    { label: 'Departures', to: paths.adminDepartures.href, icon: calendar },
    { label: 'Payments', to: paths.adminPayments.href, icon: '₹' },
    { label: 'Invoices', to: paths.adminInvoices.href, icon: '▤' },
    { label: 'Promo codes', to: paths.adminPromoCodes.href, icon: '%' },
    { label: 'Resellers', to: paths.adminResellers.href, icon: '⇄' },
    { label: 'Users', to: paths.adminUsers.href, icon: '☺' },
    { label: 'Reviews', to: paths.adminReviews.href, icon: '★' },
    { label: 'Moments', to: paths.adminMoments.href, icon: '◎' },
    { label: 'Jobs', to: paths.adminJobs.href, icon: '⚙' },
    { label: 'Emails', to: paths.adminEmails.href, icon: '✉' },
    { label: 'Newsletter', to: paths.adminNewsletter.href, icon: '✎' },
    { label: 'Team', to: paths.adminTeam.href, icon: '⚑' },
    { label: 'Two-step sign-in', to: paths.adminTwoStep.href, icon: '⚿' },
    { label: 'Audit log', to: paths.adminAudit.href, icon: '☰' },
  ];
  return items.filter((item) => {
    // A guide's own day; whoever reads every booking has the departures and the check-in instead.
    if (item.to === paths.adminGuide.href && can('bookings.read')) return false;
    const permission = screenPermission(item.to);
    return permission === undefined || can(permission);
  });
}

/** The menu's screens in order, for where a role without the dashboard begins. */
export const adminMenuOrder = adminMenu('/', () => true).map((item) => item.to);

/** The administrator's frame. Admin logout only clears the token (spec §6). */
export function AdminShell({ title, actions, children }: { title: ReactNode; actions?: ReactNode; children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const can = usePermission();
  function logOut() {
    clearToken();
    void navigate(paths.adminLogin.href);
  }
  return (
    <div className="min-h-screen lg:flex">
      <SideMenu items={adminMenu(pathname, can)} brandTo={can('reports.read') ? paths.adminDashboard.href : (firstScreenFor(can, adminMenuOrder) ?? paths.adminDashboard.href)} onLogOut={logOut} label="Admin menu" />
      <div className="min-w-0 flex-1">
        <TwoStepBanner />
        <header className="flex flex-wrap items-center justify-between gap-4 border-b border-stone-200 bg-white px-4 py-4 sm:px-8 print:px-0">
          <h1 className="text-2xl font-bold">{title}</h1>
          {actions && <div className="flex flex-wrap gap-2 print:hidden">{actions}</div>}
        </header>
        <main className="px-4 py-6 sm:px-8 print:px-0">{children}</main>
      </div>
    </div>
  );
}
