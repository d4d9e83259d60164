import { todayInIndia } from '@yatrika/contract/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signUpTraveller, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { checkInScan, paidBookingOn, ticketOf } from '../../../test/support/check-ins.ts';
import { dayFromToday } from '../../../test/support/payments.ts';
import { insertTour } from '../../../test/support/tours.ts';
import { bookingAttendance } from '../../db/schema/check-ins.ts';

let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
});
afterAll(() => t.close());

type Who = Pick<SignedIn, 'headers'>;
const review = (who: Who, tourId: string, comment: string) =>
  t.app.inject({ method: 'POST', url: '/api/user/reviews', headers: who.headers, payload: { tourId, rating: 5, comment } });
const tourReviews = (who: Who, tourId: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/user/tours/${tourId}/reviews${query}`, headers: who.headers });
const accept = (bookingId: string) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/bookings/${bookingId}/status`, headers: admin.headers, payload: { status: 'booked' } });

/** A traveller checked in on today's departure of the tour, and on one a year ago. */
async function travellerWhoTravelled(tourId: string) {
  const traveller = await signUpTraveller(t.app);
  const earlier = await paidBookingOn(t.app, t.db, traveller, tourId, { date: dayFromToday(-365), numPeople: 1 });
  await t.db.insert(bookingAttendance).values({ bookingId: earlier._id, checkedInPeople: 1 });
  const today = await paidBookingOn(t.app, t.db, traveller, tourId, { numPeople: 2 });
  const { code } = (await ticketOf(t.app, traveller, today._id)).json();
  expect((await checkInScan(t.app, admin, { code, people: 1 })).json().outcome).toBe('checked_in');
  return traveller;
}

describe('reviews that follow the trip', () => {
  it('say the date the author travelled on, the latest they were checked in, beside the booking-based verified', async () => {
    const tour = await insertTour(t.db, { capacity: 40 });
    const traveller = await travellerWhoTravelled(tour.id);
    const written = await review(traveller, tour.id, 'The monastery at dawn.');
    expect(written.statusCode).toBe(201);
    expect(written.json().review).toMatchObject({ verified: false, verifiedTraveller: true, travelledOn: todayInIndia() });
    const mine = (await t.app.inject({ method: 'GET', url: '/api/user/reviews', headers: traveller.headers })).json();
    expect(mine[0]).toMatchObject({ verifiedTraveller: true, travelledOn: todayInIndia() });
    const inAdminList = (await t.app.inject({ method: 'GET', url: '/api/admin/reviews?limit=100', headers: admin.headers }))
      .json()
      .find((row: { _id: string }) => row._id === written.json().review._id);
    expect(inAdminList).toMatchObject({ verifiedTraveller: true, travelledOn: todayInIndia() });
  });

  it('are not from travellers who only booked, or were never checked in', async () => {
    const tour = await insertTour(t.db, { capacity: 40 });
    const traveller = await signUpTraveller(t.app);
    const booking = await paidBookingOn(t.app, t.db, traveller, tour.id, { date: dayFromToday(10) });
    expect((await accept(booking._id)).statusCode).toBe(200);
    expect((await review(traveller, tour.id, 'Cannot wait.')).json().review).toMatchObject({ verified: true, verifiedTraveller: false, travelledOn: null });
  });

  it('come first on the tour page, then those of travellers who booked, then the rest, each newest first, across pages', async () => {
    const tour = await insertTour(t.db, { capacity: 40 });
    const travelled = await travellerWhoTravelled(tour.id);
    const travelledReview = (await review(travelled, tour.id, 'Went there.')).json().review._id;
    const booker = await signUpTraveller(t.app);
    const booking = await paidBookingOn(t.app, t.db, booker, tour.id, { date: dayFromToday(10) });
    await accept(booking._id);
    const bookedReview = (await review(booker, tour.id, 'Booked it.')).json().review._id;
    const strangers = [await signUpTraveller(t.app), await signUpTraveller(t.app)];
    const strangerReviews = [];
    for (const stranger of strangers) strangerReviews.push((await review(stranger, tour.id, 'Looks good.')).json().review._id);

    const seen: string[] = [];
    let cursor = '';
    for (let page = 0; page < 10; page++) {
      const response = await tourReviews(booker, tour.id, `?limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...response.json().reviews.map((row: { _id: string }) => row._id));
      const next = response.headers['x-next-cursor'];
      if (!next) break;
      cursor = String(next);
    }
    expect(seen).toEqual([travelledReview, bookedReview, ...strangerReviews.toReversed()]);
  });
});
