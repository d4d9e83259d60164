import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteErrorPage } from './error-page.tsx';
import { RequireAdmin, RequireTraveller } from './guards.tsx';
import { lazyPage } from './lazy-page.ts';
import { paths } from './paths.ts';

const page = (path: string, load: Parameters<typeof lazyPage>[0]): RouteObject => ({ path, lazy: lazyPage(load) });

/** Every route of the spec's route table; each page is its own chunk. */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    children: [
      page(paths.landing, () => import('../features/landing/pages/landing-page.tsx')),
      page(paths.login, () => import('../features/auth/pages/login-page.tsx')),
      page(paths.signup, () => import('../features/auth/pages/signup-page.tsx')),
      page(paths.adminLogin, () => import('../features/auth/pages/admin-login-page.tsx')),
      page(paths.adminRegister, () => import('../features/auth/pages/admin-register-page.tsx')),
      page(paths.destinations, () => import('../features/catalogue/pages/destinations-page.tsx')),
      page('/destinations/:category', () => import('../features/catalogue/pages/public-category-page.tsx')),
      // The spec's standalone comment page is reachable from the feed; it needs a traveller's token.
      {
        element: <RequireTraveller />,
        children: [
          page(paths.travellerHome, () => import('../features/home/pages/traveller-home-page.tsx')),
          page(paths.profile, () => import('../features/profile/pages/profile-page.tsx')),
          page(paths.profileEdit, () => import('../features/profile/pages/profile-edit-page.tsx')),
          page(paths.wishlist, () => import('../features/wishlist/pages/wishlist-page.tsx')),
          page(paths.wishlistFull, () => import('../features/wishlist/pages/wishlist-page.tsx')),
          page(paths.myBookings, () => import('../features/bookings/pages/my-bookings-page.tsx')),
          page(paths.myReviews, () => import('../features/reviews/pages/my-reviews-page.tsx')),
          page('/dashboard/booknow/:tourId', () => import('../features/tour-detail/pages/tour-detail-page.tsx')),
          page('/userdashboard/:categoryPage', () => import('../features/catalogue/pages/traveller-category-page.tsx')),
          page(paths.createMoment, () => import('../features/moments/pages/create-moment-page.tsx')),
          page(paths.moments, () => import('../features/moments/pages/moments-page.tsx')),
          page('/comment/:id', () => import('../features/moments/pages/comment-page.tsx')),
        ],
      },
      {
        element: <RequireAdmin />,
        children: [
          page(paths.adminDashboard, () => import('../features/admin/pages/dashboard-page.tsx')),
          page('/signup/admindashboard', () => import('../features/admin/pages/dashboard-page.tsx')),
          page('/admindashboard', () => import('../features/admin/pages/dashboard-page.tsx')),
          page(paths.adminTours, () => import('../features/admin/pages/tours-page.tsx')),
          page(paths.adminCreateTour, () => import('../features/admin/pages/create-tour-page.tsx')),
          page(paths.adminBookings, () => import('../features/admin/pages/bookings-page.tsx')),
          page(paths.adminUsers, () => import('../features/admin/pages/users-page.tsx')),
          page(paths.adminReviews, () => import('../features/admin/pages/reviews-page.tsx')),
          page('/admin/tours/update/:id', () => import('../features/admin/pages/update-tour-page.tsx')),
        ],
      },
      { path: '*', loader: () => { throw new Response('Not Found', { status: 404, statusText: 'Not Found' }); } },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
