import { aTravellerProfile } from './fixtures.ts';
import { mockApi, renderPage } from './render.tsx';
import { availabilityAnswer, paymentConfig, review, savedBooking, tour, TOUR_ID } from './tour-detail-fixtures.ts';
import TourDetailPage from '../src/features/tour-detail/pages/tour-detail-page.tsx';

/** The signed-in traveller the booking form fills itself in for. */
export const profile = aTravellerProfile({ _id: 'u1', lastname: 'Rao', username: 'asha', phone: '9876543210' });
export const tourUrl = `/api/user/tours/${TOUR_ID}`;
export const reviewsUrl = `/api/user/tours/${TOUR_ID}/reviews`;
export const myReviewUrl = `/api/user/tours/${TOUR_ID}/reviews/mine`;
export const availabilityUrl = `/api/routes/tours/${TOUR_ID}/availability`;
export const policyUrl = '/api/routes/cancellation-policy';
export const policyLine = 'Free cancellation up to 24 hours before the tour starts; no refund after that.';

type Routes = Parameters<typeof mockApi>[0];

/** Every call the tour page and its booking form make, answered for `tour`; `extra` replaces or adds some. */
export function tourPageApi(extra: Routes = {}) {
  return mockApi({
    [`GET ${tourUrl}`]: { body: tour },
    [`GET ${reviewsUrl}`]: { body: { reviews: [review] } },
    [`GET ${myReviewUrl}`]: { body: { review: null } },
    [`GET ${availabilityUrl}`]: ({ url }) => ({ body: availabilityAnswer(url) }),
    'GET /api/user/profile': { body: profile },
    [`GET ${policyUrl}`]: { body: { freeCancellationHours: 24, lateCancellationRefundPercent: 0, policy: policyLine } },
    'GET /api/payment/config': { body: paymentConfig },
    'POST /api/payment/create-order': { body: { success: true, message: 'Payment order created.', order: { id: 'order_TEST', amount: 3700000, currency: 'INR', receipt: 'r' } } },
    'POST /api/payment/verify-payment': { body: { success: true, message: 'Payment verified successfully.', booking: savedBooking } },
    ...extra,
  });
}

/** The traveller's tour page (`/dashboard/booknow/:tourId`) for the fixtures' tour. */
/** The booking page, or with `search` as a link opens it ("?waitlist=<entryId>" from an offer email). */
export function renderTourPage(search = '') {
  return renderPage(<TourDetailPage />, { path: '/dashboard/booknow/:tourId', url: `/dashboard/booknow/${TOUR_ID}${search}` });
}
