import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteErrorPage } from './error-page.tsx';
import { RequireTraveller } from './guards.tsx';
import { lazyRoute } from './lazy-page.ts';
import { LoadingState } from '../components/ui/states.tsx';
import { paths } from '../lib/paths.ts';

import { isAdminArea, loadAdminArea } from './admin-area.ts';

const page = lazyRoute;
/** The help and policy pages and the not-found page share one small chunk. */
const siteInfo = () => import('../features/site-info/pages/site-info-pages.ts');

/** Every route of the spec's route table; each page is its own chunk. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    errorElement: <RouteErrorPage />,
    // Shown while the first page's chunk loads; without it the router renders an empty route (and warns).
    hydrateFallbackElement: <LoadingState />,
    children: [
      page(paths.landing.pattern, () => import('../features/landing/pages/landing-page.tsx')),
      page(paths.login.pattern, () => import('../features/auth/pages/login-page.tsx')),
      page(paths.signup.pattern, () => import('../features/auth/pages/signup-page.tsx')),
      page(paths.forgotPassword.pattern, () => import('../features/auth/pages/forgot-password-page.tsx')),
      page(paths.resetPassword.pattern, () => import('../features/auth/pages/reset-password-page.tsx')),
      // Opened from an email, maybe on another device: the link's token is enough, no session needed.
      page(paths.confirmEmail.pattern, () => import('../features/auth/pages/confirm-email-page.tsx')),
      page(paths.adminLogin.pattern, () => import('../features/auth/pages/admin-login-page.tsx')),
      page(paths.adminRegister.pattern, () => import('../features/auth/pages/admin-register-page.tsx')),
      page(paths.destinations.pattern, () => import('../features/catalogue/pages/destinations-page.tsx')),
      page(paths.publicCategory.pattern, () => import('../features/catalogue/pages/public-category-page.tsx')),
      // A payment link from an email: its signed token opens it, signed in or not.
      page(paths.payByLink.pattern, () => import('../features/payment-link/pages/pay-link-page.tsx')),
      page(paths.publicTour.pattern, () => import('../features/tour-detail/pages/public-tour-page.tsx')),
      // After deleting the account: there is no session left to need.
      page(paths.accountClosed.pattern, () => import('../features/profile/pages/account-closed-page.tsx')),
      page(paths.unsubscribe.pattern, () => import('../features/emails-unsubscribe/pages/unsubscribe-page.tsx')),
      page(paths.newsletterConfirm.pattern, () => import('../features/newsletter/pages/confirm-subscription-page.tsx')),
      page(paths.staffInvitation.pattern, () => import('../features/staff-invitation/pages/staff-invitation-page.tsx')),
      page(paths.help.pattern, () => siteInfo().then((pages) => ({ default: pages.HelpPage }))),
      page(paths.contact.pattern, () => siteInfo().then((pages) => ({ default: pages.ContactPage }))),
      page(paths.cancellationPolicy.pattern, () => siteInfo().then((pages) => ({ default: pages.CancellationPolicyPage }))),
      page(paths.terms.pattern, () => siteInfo().then((pages) => ({ default: pages.TermsPage }))),
      page(paths.privacy.pattern, () => siteInfo().then((pages) => ({ default: pages.PrivacyPage }))),
      // The spec's standalone comment page is reachable from the feed; it needs a traveller's token.
      {
        element: <RequireTraveller />,
        children: [
          page(paths.travellerHome.pattern, () => import('../features/home/pages/traveller-home-page.tsx')),
          page(paths.profile.pattern, () => import('../features/profile/pages/profile-page.tsx')),
          page(paths.profileEdit.pattern, () => import('../features/profile/pages/profile-edit-page.tsx')),
          page(paths.accountSettings.pattern, () => import('../features/profile/pages/account-settings-page.tsx')),
          page(paths.wishlist.pattern, () => import('../features/wishlist/pages/wishlist-page.tsx')),
          page(paths.wishlistFull.pattern, () => import('../features/wishlist/pages/wishlist-page.tsx')),
          page(paths.myBookings.pattern, () => import('../features/bookings/pages/my-bookings-page.tsx')),
          page(paths.myBooking.pattern, () => import('../features/bookings/pages/booking-receipt-page.tsx')),
          page(paths.bookingTicket.pattern, () => import('../features/bookings/pages/ticket-page.tsx')),
          page(paths.myReviews.pattern, () => import('../features/reviews/pages/my-reviews-page.tsx')),
          page(paths.bookTour.pattern, () => import('../features/tour-detail/pages/tour-detail-page.tsx')),
          page(paths.travellerCategory.pattern, () => import('../features/catalogue/pages/traveller-category-page.tsx')),
          page(paths.createMoment.pattern, () => import('../features/moments/pages/create-moment-page.tsx')),
          page(paths.moments.pattern, () => import('../features/moments/pages/moments-page.tsx')),
          page(paths.comment.pattern, () => import('../features/moments/pages/comment-page.tsx')),
        ],
      },
      // Any other address: a page that says so and offers the ways on (not the error page: nothing failed).
      page('*', () => siteInfo().then((pages) => ({ default: pages.NotFoundPage }))),
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes, {
    // The operator's pages join the route table on the first visit to one (admin-area.ts): their
    // routes stay out of the entry script every traveller and visitor downloads.
    async patchRoutesOnNavigation({ path, patch }) {
      if (isAdminArea(path)) patch('root', await loadAdminArea());
    },
  });
}
