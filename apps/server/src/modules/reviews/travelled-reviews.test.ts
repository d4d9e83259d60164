import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signUpTraveller, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { paidBookingOn } from '../../../test/support/check-ins.ts';
import { dayFromToday } from '../../../test/support/payments.ts';
import { insertTour } from '../../../test/support/tours.ts';
import { bookings } from '../../db/schema/bookings.ts';

let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
});
afterAll(() => t.close());

type Who = Pick<SignedIn, 'headers'>;
const review = async (who: Who, tourId: string, comment: string, extra: object = {}) => {
  const response = await t.app.inject({ method: 'POST', url: '/api/user/reviews', headers: who.headers, payload: { tourId, rating: 4, comment, ...extra } });
  expect(response.statusCode).toBe(201);
  return response.json().review as { _id: string; travelled: boolean; travelledIn: string | null };
};
const tourReviews = (who: Who | undefined, tourId: string, query = '') =>
  t.app.inject({ method: 'GET', url: who ? `/api/user/tours/${tourId}/reviews${query}` : `/api/routes/tours/${tourId}/reviews${query}`, headers: who?.headers });
const month = (day: string) => day.slice(0, 7);

/** A traveller with bookings of the tour on these days, each with its status. */
async function travellerWith(tourId: string, trips: { date: string; status?: 'pending' | 'booked' | 'canceled' }[]) {
  const traveller = await signUpTraveller(t.app);
  for (const trip of trips) await paidBookingOn(t.app, t.db, traveller, tourId, { date: trip.date, numPeople: 1, status: trip.status });
  return traveller;
}

describe('a review says whether its author travelled', () => {
  it('not without a booking of the tour', async () => {
    const tour = await insertTour(t.db, { capacity: 40 });
    const stranger = await signUpTraveller(t.app);
    expect(await review(stranger, tour.id, 'Looks lovely.')).toMatchObject({ travelled: false, travelledIn: null });
  });

  it('not when the only past booking was cancelled', async () => {
    const tour = await insertTour(t.db, { capacity: 40 });
    const traveller = await travellerWith(tour.id, [{ date: dayFromToday(-20), status: 'canceled' }]);
    expect(await review(traveller, tour.id, 'Had to cancel.')).toMatchObject({ travelled: false, travelledIn: null });
  });

  it('not before the departure: a booking accepted for a later date, or for today, is not a trip taken', async () => {
    const tour = await insertTour(t.db, { capacity: 40 });
    const later = await travellerWith(tour.id, [{ date: dayFromToday(15), status: 'booked' }]);
    expect(await review(later, tour.id, 'Cannot wait.')).toMatchObject({ travelled: false, travelledIn: null, verified: true });
    const today = await travellerWith(tour.id, [{ date: dayFromToday(0), status: 'booked' }]);
    expect(await review(today, tour.id, 'Leaving tonight.')).toMatchObject({ travelled: false, travelledIn: null });
  });

  it('yes once the departure has passed, with the month of the latest trip not cancelled', async () => {
    const tour = await insertTour(t.db, { capacity: 40 });
    const traveller = await travellerWith(tour.id, [
      { date: dayFromToday(-400), status: 'booked' },
      { date: dayFromToday(-60), status: 'booked' },
      { date: dayFromToday(-3), status: 'canceled' },
      { date: dayFromToday(20), status: 'booked' },
    ]);
    expect(await review(traveller, tour.id, 'Twice now.')).toMatchObject({ travelled: true, travelledIn: month(dayFromToday(-60)) });
  });

  it('is decided by the server: a client that says it travelled is not believed', async () => {
    const tour = await insertTour(t.db, { capacity: 40 });
    const stranger = await signUpTraveller(t.app);
    const written = await review(stranger, tour.id, 'Trust me.', { travelled: true, travelledIn: '2025-01', verified: true });
    expect(written).toMatchObject({ travelled: false, travelledIn: null, verified: false });
  });

  it('follows the booking: cancelled after the review was written, the mark goes', async () => {
    const tour = await insertTour(t.db, { capacity: 40 });
    const traveller = await signUpTraveller(t.app);
    const booking = await paidBookingOn(t.app, t.db, traveller, tour.id, { date: dayFromToday(-10), numPeople: 1, status: 'booked' });
    const written = await review(traveller, tour.id, 'Went there.');
    expect(written).toMatchObject({ travelled: true, travelledIn: month(dayFromToday(-10)) });
    await t.db.update(bookings).set({ status: 'canceled' }).where(eq(bookings.id, booking._id));
    const listed = (await tourReviews(traveller, tour.id)).json().reviews.find((row: { _id: string }) => row._id === written._id);
    expect(listed).toMatchObject({ travelled: false, travelledIn: null });
  });

  it('shows the same mark on My Reviews and on the admin list', async () => {
    const tour = await insertTour(t.db, { capacity: 40 });
    const traveller = await travellerWith(tour.id, [{ date: dayFromToday(-30), status: 'booked' }]);
    const written = await review(traveller, tour.id, 'Worth it.');
    const mine = (await t.app.inject({ method: 'GET', url: '/api/user/reviews', headers: traveller.headers })).json();
    expect(mine[0]).toMatchObject({ _id: written._id, travelled: true, travelledIn: month(dayFromToday(-30)) });
    const all = (await t.app.inject({ method: 'GET', url: '/api/admin/reviews?limit=100', headers: admin.headers })).json();
    expect(all.find((row: { _id: string }) => row._id === written._id)).toMatchObject({ travelled: true, travelledIn: month(dayFromToday(-30)) });
  });
});

describe("the tour's reviews", () => {
  it('list those of travellers whose trip has passed first, each group newest first, across pages, signed in and public', async () => {
    const tour = await insertTour(t.db, { capacity: 40 });
    // Written oldest first: the travellers' reviews are older than the strangers', yet lead.
    const firstTraveller = await review(await travellerWith(tour.id, [{ date: dayFromToday(-90), status: 'booked' }]), tour.id, 'Went in spring.');
    const stranger = await review(await signUpTraveller(t.app), tour.id, 'Never went.');
    const cancelled = await review(await travellerWith(tour.id, [{ date: dayFromToday(-5), status: 'canceled' }]), tour.id, 'Cancelled mine.');
    const secondTraveller = await review(await travellerWith(tour.id, [{ date: dayFromToday(-7) }]), tour.id, 'Went last week.');
    const newestStranger = await review(await signUpTraveller(t.app), tour.id, 'Also never went.');

    const expected = [secondTraveller._id, firstTraveller._id, newestStranger._id, cancelled._id, stranger._id];
    const reader = await signUpTraveller(t.app);
    for (const who of [reader, undefined]) {
      const seen: string[] = [];
      let cursor = '';
      for (let page = 0; page < 10; page++) {
        const response = await tourReviews(who, tour.id, `?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
        expect(response.statusCode).toBe(200);
        seen.push(...response.json().reviews.map((row: { _id: string }) => row._id));
        const next = response.headers['x-next-cursor'];
        if (!next) break;
        cursor = String(next);
      }
      expect(seen).toEqual(expected);
    }
    const marks = (await tourReviews(undefined, tour.id)).json().reviews.map((row: { travelled: boolean }) => row.travelled);
    expect(marks).toEqual([true, true, false, false, false]);
  });
});
