import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { seatsTakenOn } from '../../../test/support/departures.ts';
import { dayFromToday } from '../../../test/support/payments.ts';
import { insertResellerBookingOf, resellerMade } from '../../../test/support/resellers.ts';
import { insertTour } from '../../../test/support/tours.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { cancelResellerBooking } from './public.ts';

let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
});
afterAll(() => t.close());

describe("a reseller's booking (bookings/reseller-bookings.ts)", () => {
  it('is booked at once, marked with the reseller and their reference, collected by the reseller, without an order', async () => {
    const { id: resellerId } = await resellerMade(t.app, admin);
    const tour = await insertTour(t.db, { capacity: 10, confirmInstantly: false });
    const date = dayFromToday(20);
    const booking = await insertResellerBookingOf(t.db, { resellerId, tourId: tour.id, date, people: 3, unitPaise: 250_000, resellerReference: 'KLK-7781' });
    expect(booking).toMatchObject({ status: 'booked', resellerId, resellerReference: 'KLK-7781', collectedBy: 'reseller', orderId: null, paymentId: null, totalPaise: 750_000, numPeople: 3 });
    expect(await seatsTakenOn(t.db, tour.id, date)).toBe(3);
  });

  it('never oversells: refused with 409 when the seats are gone', async () => {
    const { id: resellerId } = await resellerMade(t.app, admin);
    const tour = await insertTour(t.db, { capacity: 4 });
    const date = dayFromToday(21);
    await insertResellerBookingOf(t.db, { resellerId, tourId: tour.id, date, people: 3 });
    await expect(insertResellerBookingOf(t.db, { resellerId, tourId: tour.id, date, people: 2 })).rejects.toMatchObject({ statusCode: 409 });
    expect(await seatsTakenOn(t.db, tour.id, date)).toBe(3);
  });

  it('is cancelled by its own reseller only, with nothing refunded by Yatrika and its seats back on sale', async () => {
    const { id: resellerId } = await resellerMade(t.app, admin);
    const { id: otherReseller } = await resellerMade(t.app, admin);
    const tour = await insertTour(t.db, { capacity: 10 });
    const date = dayFromToday(22);
    const booking = await insertResellerBookingOf(t.db, { resellerId, tourId: tour.id, date, people: 2 });

    await expect(t.db.transaction((tx) => cancelResellerBooking(tx, { resellerId: otherReseller, bookingId: booking.id }))).rejects.toMatchObject({ statusCode: 404 });
    const canceled = await t.db.transaction((tx) => cancelResellerBooking(tx, { resellerId, bookingId: booking.id }));
    expect(canceled).toMatchObject({ status: 'canceled', refundStatus: null, refundAmountPaise: null });
    expect(await seatsTakenOn(t.db, tour.id, date)).toBe(0);
    // Again: answered as it is.
    const again = await t.db.transaction((tx) => cancelResellerBooking(tx, { resellerId, bookingId: booking.id }));
    expect(again.status).toBe('canceled');
  });

  it('cannot be collected by a reseller without one (the database refuses it)', async () => {
    const { id: resellerId } = await resellerMade(t.app, admin);
    const tour = await insertTour(t.db);
    const booking = await insertResellerBookingOf(t.db, { resellerId, tourId: tour.id, date: dayFromToday(23) });
    await expect(t.db.update(bookings).set({ resellerId: null }).where(eq(bookings.id, booking.id))).rejects.toThrow();
    await expect(t.db.update(bookings).set({ collectedBy: 'yatrika', resellerReference: 'X', resellerId: null }).where(eq(bookings.id, booking.id))).rejects.toThrow();
  });
});
