import { bookingMessages } from '@yatrika/contract/bookings';
import { operatorBookingMessages } from '@yatrika/contract/operator-bookings';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTour } from '../../../test/support/tours.ts';
import { createTestApp, signInAdmin, signUpTraveller, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { bookingDetails, dayFromToday, payAndBook } from '../../../test/support/payments.ts';

let t: TestApp;
let admin: SignedIn;
let traveller: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
  traveller = await signUpTraveller(t.app, { firstname: 'Meera', lastname: 'Nair' });
});
afterAll(() => t.close());

const list = (query = '', who: Pick<SignedIn, 'headers'> = admin) => t.app.inject({ method: 'GET', url: `/api/admin/bookings${query}`, headers: who.headers });
const setStatus = (id: string, status: string, who: Pick<SignedIn, 'headers'> = admin) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/bookings/${id}/status`, headers: who.headers, payload: { status } });
const remove = (id: string) => t.app.inject({ method: 'DELETE', url: `/api/admin/bookings/${id}`, headers: admin.headers });
const idsOf = (items: { _id: string }[]) => items.map((item) => item._id);

async function newBooking(overrides: Record<string, unknown> = {}) {
  const tour = await insertTour(t.db, { title: 'Rann Utsav Nights', location: 'Dhordo, Gujarat', pricePaise: 1_200_000 });
  return (await payAndBook(t.app, traveller, bookingDetails(tour.id, overrides))).booking;
}

describe('GET /api/admin/bookings', () => {
  it('answers a bare array, newest first, with the tour, the traveller and the money', async () => {
    const older = await newBooking();
    const newer = await newBooking({ numPeople: 4, fullName: 'Meera Nair' });
    const response = await list();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Array.isArray(body)).toBe(true);
    expect(idsOf(body).slice(0, 2)).toEqual([newer._id, older._id]);
    expect(body[0]).toMatchObject({
      tour: { title: 'Rann Utsav Nights', location: 'Dhordo, Gujarat' },
      fullName: 'Meera Nair',
      phone: '9876543210',
      numPeople: 4,
      totalPrice: 48_000,
      status: 'pending',
      user: { _id: traveller.userId, username: traveller.username, email: traveller.email },
    });
  });

  it('filters by status, reading passed booked trips as completed', async () => {
    const pending = await newBooking();
    const booked = await newBooking();
    const completed = await newBooking({ bookingDate: dayFromToday(1) });
    await setStatus(booked._id, 'booked');
    await setStatus(completed._id, 'booked');
    await t.db.update(bookings).set({ bookingDate: dayFromToday(-2) }).where(eq(bookings.id, completed._id));

    const ids = async (status: string) => idsOf((await list(`?status=${status}&limit=100`)).json());
    expect(await ids('pending')).toContain(pending._id);
    expect(await ids('booked')).toEqual(expect.arrayContaining([booked._id]));
    expect(await ids('booked')).not.toContain(completed._id);
    expect(await ids('completed')).toContain(completed._id);
    expect(await ids('completed')).not.toContain(booked._id);
    expect(await ids('pending')).not.toContain(booked._id);
    expect((await list('?status=lost')).statusCode).toBe(400);
  });

  it('pages with limit and cursor', async () => {
    await newBooking();
    await newBooking();
    const first = await list('?limit=1');
    expect(first.json()).toHaveLength(1);
    const cursor = first.headers['x-next-cursor'];
    expect(cursor).toBeTruthy();
    const second = await list(`?limit=1&cursor=${cursor}`);
    expect(idsOf(second.json())).not.toEqual(idsOf(first.json()));
  });

  it('is for administrators only', async () => {
    expect((await list('', traveller)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/bookings' })).statusCode).toBe(401);
  });
});

describe('PUT /api/admin/bookings/{id}/status', () => {
  it('accepts a pending booking', async () => {
    const booking = await newBooking();
    const response = await setStatus(booking._id, 'booked');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Booking status updated.', booking: { _id: booking._id, status: 'booked', user: { _id: traveller.userId } } });
  });

  it('cancels a pending booking and refunds it', async () => {
    const booking = await newBooking();
    const response = await setStatus(booking._id, 'canceled');
    expect(response.statusCode).toBe(200);
    expect(response.json().booking).toMatchObject({ status: 'canceled', refund: { status: 'processed', amount: booking.totalPrice } });
  });

  it('accepts only pending bookings (400); cancels any booking still to come, a canceled one again answers 409', async () => {
    const booked = await newBooking();
    await setStatus(booked._id, 'booked');
    const cancelled = await newBooking();
    await setStatus(cancelled._id, 'canceled');
    for (const id of [booked._id, cancelled._id]) {
      const response = await setStatus(id, 'booked');
      expect(response.statusCode, id).toBe(400);
      expect(response.json()).toEqual({ message: bookingMessages.onlyPendingChanges });
    }
    const again = await setStatus(cancelled._id, 'canceled');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: operatorBookingMessages.alreadyCancelled });
    expect((await setStatus(booked._id, 'canceled')).json()).toMatchObject({ booking: { status: 'canceled' }, refund: { status: 'processed' } });
  });

  it('refuses other statuses and unknown bookings', async () => {
    const booking = await newBooking();
    const completed = await setStatus(booking._id, 'completed');
    expect(completed.statusCode).toBe(400);
    expect(completed.json().message).toBe('Status must be booked or canceled.');
    const missing = await setStatus('00000000-0000-4000-8000-000000000000', 'booked');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(bookingMessages.notFound);
  });
});

describe('DELETE /api/admin/bookings/{id}', () => {
  it('refuses a paid booking that still holds the money; deletes it once canceled and refunded', async () => {
    const booking = await newBooking();
    const refused = await remove(booking._id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(bookingMessages.refundBeforeDelete);

    await setStatus(booking._id, 'canceled');
    const deleted = await remove(booking._id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Booking deleted.' });
    expect(idsOf((await list('?limit=100')).json())).not.toContain(booking._id);
    expect((await remove(booking._id)).statusCode).toBe(404);
  });

  it('the paid order of a deleted booking cannot book again', async () => {
    const someone = await signUpTraveller(t.app);
    const tour = await insertTour(t.db);
    const details = bookingDetails(tour.id);
    const { booking, confirmation } = await payAndBook(t.app, someone, details);
    await setStatus(booking._id, 'canceled');
    expect((await remove(booking._id)).statusCode).toBe(200);
    for (const payload of [details, { ...details, orderId: confirmation.razorpay_order_id }]) {
      const again = await t.app.inject({ method: 'POST', url: '/api/user/bookings', headers: someone.headers, payload });
      expect(again.statusCode).toBe(402);
    }
  });
});

describe('dashboard and users count bookings', () => {
  it('counts every booking, and lists each traveller’s with its read status', async () => {
    const someone = await signUpTraveller(t.app);
    const tour = await insertTour(t.db, { title: 'Ziro Music Valley' });
    const before = (await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: admin.headers })).json().totalBookings;
    const { booking } = await payAndBook(t.app, someone, bookingDetails(tour.id, { bookingDate: dayFromToday(1) }));
    await setStatus(booking._id, 'booked');
    await t.db.update(bookings).set({ bookingDate: dayFromToday(-1) }).where(eq(bookings.id, booking._id));

    const dashboard = (await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: admin.headers })).json();
    expect(dashboard.totalBookings).toBe(before + 1);
    const users = (await t.app.inject({ method: 'GET', url: `/api/admin/users?query=${someone.username}`, headers: admin.headers })).json().users;
    expect(users[0].bookings).toEqual([expect.objectContaining({ _id: booking._id, tourTitle: 'Ziro Music Valley', status: 'completed' })]);
  });
});
