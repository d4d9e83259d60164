import { resellerMessages } from '@yatrika/contract/reseller-messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signUpTraveller, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { planChangeMessages } from '@yatrika/contract/plan-changes';
import { seatsTakenOn } from '../../../test/support/departures.ts';
import { dayFromToday } from '../../../test/support/payments.ts';
import { insertResellerBookingOf, resellerMade } from '../../../test/support/resellers.ts';
import { insertTour } from '../../../test/support/tours.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { cancelResellerBooking } from './public.ts';
import { bookingWithRefund } from '../../../test/support/refunds.ts';

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

  it('racing in parallel, two resellers never take more seats than the departure has', async () => {
    const { id: first } = await resellerMade(t.app, admin);
    const { id: second } = await resellerMade(t.app, admin);
    const tour = await insertTour(t.db, { capacity: 5 });
    const date = dayFromToday(24);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 12 }, (_, n) => insertResellerBookingOf(t.db, { resellerId: n % 2 === 0 ? first : second, tourId: tour.id, date, people: 1 })),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(5);
    for (const outcome of outcomes) if (outcome.status === 'rejected') expect(outcome.reason).toMatchObject({ statusCode: 409 });
    expect(await seatsTakenOn(t.db, tour.id, date)).toBe(5);
  });

  it('is cancelled by its own reseller only, with nothing refunded by Yatrika and its seats back on sale', async () => {
    const { id: resellerId } = await resellerMade(t.app, admin);
    const { id: otherReseller } = await resellerMade(t.app, admin);
    const tour = await insertTour(t.db, { capacity: 10 });
    const date = dayFromToday(22);
    const booking = await insertResellerBookingOf(t.db, { resellerId, tourId: tour.id, date, people: 2 });

    await expect(t.db.transaction((tx) => cancelResellerBooking(tx, { resellerId: otherReseller, bookingId: booking.id }))).rejects.toMatchObject({ statusCode: 404 });
    const cancelled = await t.db.transaction((tx) => cancelResellerBooking(tx, { resellerId, bookingId: booking.id }));
    expect(cancelled).toMatchObject({ status: 'canceled' });
    expect(await bookingWithRefund(t.db, booking.id)).toMatchObject({ refundStatus: null, refundAmountPaise: null });
    expect(await seatsTakenOn(t.db, tour.id, date)).toBe(0);
    // Again: answered as it is.
    const again = await t.db.transaction((tx) => cancelResellerBooking(tx, { resellerId, bookingId: booking.id }));
    expect(again.status).toBe('canceled');
  });

  it('is never deleted by the operator: it stays for the reseller, cancelled or not', async () => {
    const { id: resellerId } = await resellerMade(t.app, admin);
    const tour = await insertTour(t.db);
    const booking = await insertResellerBookingOf(t.db, { resellerId, tourId: tour.id, date: dayFromToday(25) });
    await t.db.transaction((tx) => cancelResellerBooking(tx, { resellerId, bookingId: booking.id }));
    const refused = await t.app.inject({ method: 'DELETE', url: `/api/admin/bookings/${booking.id}`, headers: admin.headers });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(resellerMessages.bookingNotDeletable);
    expect(await t.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, booking.id))).toHaveLength(1);
  });

  it('cannot be collected by a reseller without one (the database refuses it)', async () => {
    const { id: resellerId } = await resellerMade(t.app, admin);
    const tour = await insertTour(t.db);
    const booking = await insertResellerBookingOf(t.db, { resellerId, tourId: tour.id, date: dayFromToday(23) });
    await expect(t.db.update(bookings).set({ resellerId: null }).where(eq(bookings.id, booking.id))).rejects.toThrow();
    await expect(t.db.update(bookings).set({ collectedBy: 'yatrika', resellerReference: 'X', resellerId: null }).where(eq(bookings.id, booking.id))).rejects.toThrow();
  });
});

describe("a reseller's booking found by its traveller (decision 040)", () => {
  it('is changed and cancelled only through the reseller: the traveller is told whom to ask, and nothing moves', async () => {
    const name = 'Ghumakkad Travels';
    const { id: resellerId } = await resellerMade(t.app, admin, { name });
    const tour = await insertTour(t.db, { capacity: 30, confirmInstantly: true });
    const traveller = await signUpTraveller(t.app);
    const booking = await insertResellerBookingOf(t.db, { resellerId, tourId: tour.id, date: dayFromToday(30), people: 1 });
    await t.db.update(bookings).set({ userId: traveller.userId }).where(eq(bookings.id, booking.id));
    const ask = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => t.app.inject({ method, url, headers: traveller.headers, ...(payload ? { payload } : {}) });
    const refusals = [
      await ask('GET', `/api/user/bookings/${booking.id}/party?numPeople=20`),
      await ask('POST', `/api/user/bookings/${booking.id}/party`, { numPeople: 20 }),
      await ask('POST', `/api/user/bookings/${booking.id}/reschedule`, { bookingDate: dayFromToday(31) }),
      await ask('GET', `/api/user/bookings/${booking.id}/cancellation`),
      await ask('DELETE', `/api/user/bookings/${booking.id}`),
    ];
    for (const refusal of refusals) expect([refusal.statusCode, refusal.json().message]).toEqual([409, planChangeMessages.soldByReseller(name)]);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({ status: 'booked', numPeople: 1, bookingDate: booking.bookingDate, totalPaise: booking.totalPaise });
    const mine = (await ask('GET', `/api/user/bookings/${booking.id}`)).json().booking;
    expect(mine.soldBy).toBe(name);
  });
});
