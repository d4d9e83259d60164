import type { RouteObject } from 'react-router';
import { RequireScreenPermission } from './admin-screen-guard.tsx';
import { RequireAdmin } from './guards.tsx';
import { lazyRoute } from './lazy-page.ts';
import { paths } from '../lib/paths.ts';

const page = lazyRoute;

/** The operator's pages, behind the admin guard and their role's permission; each page is its own chunk. */
export const adminRoutes: RouteObject[] = [
  {
    id: 'admin-area',
    element: <RequireAdmin />,
    children: [{ element: <RequireScreenPermission />, children: adminScreens() }],
  },
];

function adminScreens(): RouteObject[] {
  return [
    page(paths.adminDashboard.pattern, () => import('../features/admin-dashboard/pages/dashboard-page.tsx')),
    page(paths.adminDashboardAfterSignup.pattern, () => import('../features/admin-dashboard/pages/dashboard-page.tsx')),
    page(paths.adminDashboardShort.pattern, () => import('../features/admin-dashboard/pages/dashboard-page.tsx')),
    page(paths.adminTours.pattern, () => import('../features/admin-catalogue/pages/tours-page.tsx')),
    page(paths.adminCreateTour.pattern, () => import('../features/admin-catalogue/pages/create-tour-page.tsx')),
    page(paths.adminBookings.pattern, () => import('../features/admin-bookings/pages/bookings-page.tsx')),
    page(paths.adminNewBooking.pattern, () => import('../features/admin-bookings/pages/new-booking-page.tsx')),
    page(paths.adminDepartures.pattern, () => import('../features/admin-departures/pages/departures-page.tsx')),
    page(paths.adminDepartureCalendar.pattern, () => import('../features/admin-departures/pages/departure-calendar-page.tsx')),
    page(paths.adminPayments.pattern, () => import('../features/admin-bookings/pages/payments-page.tsx')),
    page(paths.adminUsers.pattern, () => import('../features/admin-people/pages/users-page.tsx')),
    page(paths.adminCustomer.pattern, () => import('../features/admin-people/pages/customer-record-page.tsx')),
    page(paths.adminMoments.pattern, () => import('../features/admin-moments/pages/moments-moderation-page.tsx')),
    page(paths.adminReviews.pattern, () => import('../features/admin-people/pages/reviews-page.tsx')),
    page(paths.adminJobs.pattern, () => import('../features/admin-jobs/pages/jobs-page.tsx')),
    page(paths.adminPromoCodes.pattern, () => import('../features/admin-promo-codes/pages/promo-codes-page.tsx')),
    page(paths.adminEmails.pattern, () => import('../features/admin-emails/pages/emails-page.tsx')),
    page(paths.adminInvoices.pattern, () => import('../features/admin-invoices/pages/invoices-page.tsx')),
    page(paths.adminResellers.pattern, () => import('../features/admin-resellers/pages/resellers-page.tsx')),
    page(paths.adminNewsletter.pattern, () => import('../features/admin-newsletter/pages/newsletter-page.tsx')),
    page(paths.adminEmail.pattern, () => import('../features/admin-emails/pages/email-page.tsx')),
    page(paths.adminTeam.pattern, () => import('../features/admin-team/pages/team-page.tsx')),
    page(paths.adminAudit.pattern, () => import('../features/admin-audit/pages/audit-page.tsx')),
    page(paths.adminTwoStep.pattern, () => import('../features/two-step/pages/two-step-page.tsx')),
    page(paths.adminCheckIn.pattern, () => import('../features/admin-check-in/pages/check-in-page.tsx')),
    page(paths.adminGuide.pattern, () => import('../features/admin-check-in/pages/guide-page.tsx')),
    page(paths.adminUpdateTour.pattern, () => import('../features/admin-catalogue/pages/update-tour-page.tsx')),
  ];
}
