import { randomUUID } from 'node:crypto';
import { departureMessages } from '@yatrika/contract/departure-messages';
import { phoneBookingMessages } from '@yatrika/contract/phone-booking';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signUpTraveller, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { lastEmail } from '../../../test/support/accounts.ts';
import { seatsLeftOn, seatsTakenOn } from '../../../test/support/departures.ts';
import { bookingDetails, createOrder, dayFromToday, payAndBook } from '../../../test/support/payments.ts';
import { insertTour } from '../../../test/support/tours.ts';
import { bookingRefunds, bookings } from '../../db/schema/bookings.ts';
import { users } from '../../db/schema/users.ts';

// Runs on embedded PGlite and, with TEST_DATABASE_URL, on PostgreSQL, where the race below
// really overlaps on several pooled connections.
let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
});
afterAll(() => t.close());

const PRICE_PAISE = 250_000;
const newEmail = () => `phone.${randomUUID().slice(0, 8)}@example.in`;

function takeBooking(payload: Record<string, unknown>, who: SignedIn = admin) {
  return t.app.inject({ method: 'POST', url: '/api/admin/bookings', headers: who.headers, payload });
}

const phoneBooking = (tourId: string, overrides: Record<string, unknown> = {}) => ({
  ...bookingDetails(tourId, { fullName: 'Meera Iyer', phone: '9811122233', numPeople: 3 }),
  travellers: [{ name: 'Meera Iyer' }, { name: 'Arjun Iyer' }, { name: 'Kavya Iyer' }],
  email: newEmail(),
  payment: { method: 'upi', reference: 'UPI-4471-2290' },
  ...overrides,
});

describe('the operator takes a booking by phone, paid offline', () => {
  it('for a new traveller, by UPI: booked at once, priced by the server, an account opened with a link to choose a password', async () => {
    const tour = await insertTour(t.db, { pricePaise: PRICE_PAISE });
    const payload = phoneBooking(tour.id);
    const response = await takeBooking(payload);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe(phoneBookingMessages.booked);
    expect(body.traveller).toEqual({ email: payload.email, created: true });
    expect(body.payment).toEqual({ method: 'upi', reference: 'UPI-4471-2290' });
    expect(body.booking).toMatchObject({ status: 'booked', totalPrice: 7500, numPeople: 3, fullName: 'Meera Iyer', unnamedTravellers: 0 });
    expect(body.booking.reference).toMatch(/^YT-/);

    // The account has no password anyone could sign in with; the welcome email carries the link to choose one.
    const signIn = await t.app.inject({ method: 'POST', url: '/api/user/login', payload: { email: payload.email, password: '!no-password' } });
    expect(signIn.statusCode).toBe(401);
    const welcome = await lastEmail(t.db, 'account-created', payload.email);
    expect((welcome?.data as { setPassword?: { url: string } }).setPassword?.url).toMatch(/\/reset-password\?token=/);
    const confirmation = await lastEmail(t.db, 'booking-paid', payload.email);
    expect(confirmation).toMatchObject({ status: 'queued', data: expect.objectContaining({ status: 'booked', reference: body.booking.reference }) });

    // Choosing the password by the link signs the traveller in, and the booking is in My Bookings.
    const token = new URL((welcome!.data as { setPassword: { url: string } }).setPassword.url).searchParams.get('token');
    const reset = await t.app.inject({ method: 'POST', url: '/api/user/password/reset', payload: { token, password: 'chosen-password-1' } });
    expect(reset.statusCode).toBe(200);
    const login = await t.app.inject({ method: 'POST', url: '/api/user/login', payload: { email: payload.email, password: 'chosen-password-1' } });
    const mine = await t.app.inject({ method: 'GET', url: '/api/user/bookings', headers: { authorization: `Bearer ${login.json().token}` } });
    expect(mine.json().bookings.map((booking: { _id: string }) => booking._id)).toEqual([body.booking._id]);
  });

  it('for an existing traveller, by cash without a reference: the booking lands in their account, no new one is opened', async () => {
    const tour = await insertTour(t.db, { pricePaise: PRICE_PAISE });
    const traveller = await signUpTraveller(t.app);
    const [row] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, traveller.userId));
    const before = await t.db.select({ id: users.id }).from(users);
    const response = await takeBooking(phoneBooking(tour.id, { email: row!.email.toUpperCase(), payment: { method: 'cash' }, numPeople: 1, travellers: undefined }));
    expect(response.statusCode).toBe(201);
    expect(response.json().traveller).toEqual({ email: row!.email, created: false });
    expect(response.json().payment).toEqual({ method: 'cash', reference: null });
    expect((await t.db.select({ id: users.id }).from(users)).length).toBe(before.length);
    const mine = await t.app.inject({ method: 'GET', url: '/api/user/bookings', headers: traveller.headers });
    expect(mine.json().bookings).toEqual([expect.objectContaining({ _id: response.json().booking._id, status: 'booked', totalPrice: 2500 })]);
  });

  it('by bank transfer, on a tour that waits for the operator: booked at once all the same', async () => {
    const tour = await insertTour(t.db, { pricePaise: PRICE_PAISE, confirmInstantly: false });
    const response = await takeBooking(phoneBooking(tour.id, { payment: { method: 'bank_transfer', reference: 'NEFT N123456789' } }));
    expect(response.statusCode).toBe(201);
    expect(response.json().booking.status).toBe('booked');
  });

  it('a UPI payment or a bank transfer without its reference is refused with a sentence, and nothing is recorded', async () => {
    const tour = await insertTour(t.db, { pricePaise: PRICE_PAISE });
    const upi = await takeBooking(phoneBooking(tour.id, { payment: { method: 'upi', reference: '  ' } }));
    expect({ status: upi.statusCode, message: upi.json().message }).toEqual({ status: 400, message: phoneBookingMessages.upiReferenceRequired });
    const bank = await takeBooking(phoneBooking(tour.id, { payment: { method: 'bank_transfer' } }));
    expect({ status: bank.statusCode, message: bank.json().message }).toEqual({ status: 400, message: phoneBookingMessages.bankTransferReferenceRequired });
    const odd = await takeBooking(phoneBooking(tour.id, { payment: { method: 'cheque' } }));
    expect(odd.statusCode).toBe(400);
    expect(await t.db.select().from(bookings).where(eq(bookings.tourId, tour.id))).toEqual([]);
  });

  it('a closed date, a date off the schedule and a full date are refused (409), and no account is opened for them', async () => {
    const tour = await insertTour(t.db, { pricePaise: PRICE_PAISE, capacity: 4 });
    const closedDate = dayFromToday(40);
    const closing = await t.app.inject({ method: 'PUT', url: `/api/admin/tours/${tour.id}/departures/${closedDate}`, headers: admin.headers, payload: { closed: true } });
    expect(closing.statusCode).toBe(200);
    const email = newEmail();
    const closed = await takeBooking(phoneBooking(tour.id, { bookingDate: closedDate, email }));
    expect(closed.statusCode).toBe(409);
    const full = await takeBooking(phoneBooking(tour.id, { numPeople: 5, travellers: undefined, email }));
    expect({ status: full.statusCode, message: full.json().message }).toEqual({ status: 409, message: departureMessages.onlySeatsLeft(4) });
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);

    const weekdays = await insertTour(t.db, { pricePaise: PRICE_PAISE, runWeekdays: [new Date(`${dayFromToday(31)}T00:00:00Z`).getUTCDay()] });
    const offSchedule = await takeBooking(phoneBooking(weekdays.id, { bookingDate: dayFromToday(30) }));
    expect(offSchedule.statusCode).toBe(409);
    expect((await takeBooking(phoneBooking(weekdays.id, { bookingDate: dayFromToday(31) }))).statusCode).toBe(201);
  });

  it('the booking cut-off does not bind the operator', async () => {
    const tour = await insertTour(t.db, { pricePaise: PRICE_PAISE, cutoffHours: 24 * 10 });
    const date = dayFromToday(2);
    const traveller = await signUpTraveller(t.app);
    const web = await createOrder(t.app, traveller, { booking: bookingDetails(tour.id, { bookingDate: date, numPeople: 1 }) });
    expect(web.statusCode).toBe(409);
    expect((await takeBooking(phoneBooking(tour.id, { bookingDate: date }))).statusCode).toBe(201);
  });

  it('a traveller cannot take bookings by phone (403); nobody signed in gets a 401', async () => {
    const tour = await insertTour(t.db, { pricePaise: PRICE_PAISE });
    const traveller = await signUpTraveller(t.app);
    expect((await takeBooking(phoneBooking(tour.id), traveller)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/bookings', payload: phoneBooking(tour.id) })).statusCode).toBe(401);
  });

  it('shows on the manifest and the bookings screen, and its payment in admin payments as offline, settled and not needing attention', async () => {
    const tour = await insertTour(t.db, { pricePaise: PRICE_PAISE });
    const date = dayFromToday(33);
    const response = await takeBooking(phoneBooking(tour.id, { bookingDate: date }));
    const booking = response.json().booking;

    const manifest = await t.app.inject({ method: 'GET', url: `/api/admin/departures?tourId=${tour.id}&from=${date}&to=${date}`, headers: admin.headers });
    const departure = manifest.json().departures.find((row: { date: string }) => row.date === date);
    expect(departure.bookings).toEqual([expect.objectContaining({ fullName: 'Meera Iyer', numPeople: 3 })]);
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/bookings?limit=100', headers: admin.headers });
    expect(list.json().map((row: { _id: string }) => row._id)).toContain(booking._id);

    const payments = await t.app.inject({ method: 'GET', url: '/api/admin/payments?limit=100', headers: admin.headers });
    const payment = payments.json().find((row: { bookingId: string }) => row.bookingId === booking._id);
    expect(payment).toMatchObject({ method: 'upi', paymentReference: 'UPI-4471-2290', status: 'booked', amount: 7500, needsAttention: false, attentionReason: null });
    const attention = await t.app.inject({ method: 'GET', url: '/api/admin/payments?attention=true&limit=100', headers: admin.headers });
    expect(attention.json().map((row: { orderId: string }) => row.orderId)).not.toContain(payment.orderId);

    // Reconciliation has nothing to do for it: it is paid, booked, and never asked of the provider.
    const ran = await t.app.inject({ method: 'POST', url: '/api/admin/payments/reconcile', headers: admin.headers });
    expect(ran.statusCode).toBe(200);
    expect(ran.json().summary).toMatchObject({ booked: 0, refundsStarted: 0 });
    const after = await t.app.inject({ method: 'GET', url: '/api/admin/payments?limit=100', headers: admin.headers });
    expect(after.json().find((row: { orderId: string }) => row.orderId === payment.orderId)).toMatchObject({ status: 'booked', needsAttention: false });
  });

  it('cancelled by its traveller, an offline payment is never sent to the provider: it waits in Payments as a refund to hand back', async () => {
    const tour = await insertTour(t.db, { pricePaise: PRICE_PAISE });
    const traveller = await signUpTraveller(t.app);
    const [row] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, traveller.userId));
    const booking = (await takeBooking(phoneBooking(tour.id, { email: row!.email, payment: { method: 'cash' } }))).json().booking;
    const cancelled = await t.app.inject({ method: 'DELETE', url: `/api/user/bookings/${booking._id}`, headers: traveller.headers });
    expect(cancelled.statusCode).toBe(200);
    const payments = await t.app.inject({ method: 'GET', url: '/api/admin/payments?limit=100', headers: admin.headers });
    expect(payments.json().find((payment: { bookingId: string }) => payment.bookingId === booking._id)).toMatchObject({
      method: 'cash',
      needsAttention: true,
      attentionReason: 'refund_by_hand',
      refund: { status: 'pending', byHand: true },
    });
    expect(await t.db.select({ status: bookingRefunds.status }).from(bookingRefunds).where(eq(bookingRefunds.bookingId, booking._id))).toEqual([{ status: 'manual' }]);
  });
});

it('phone bookings and web checkouts racing for the last 5 seats never take more than 5', async () => {
  const tour = await insertTour(t.db, { capacity: 8, pricePaise: PRICE_PAISE });
  const date = dayFromToday(30);
  await payAndBook(t.app, await signUpTraveller(t.app), bookingDetails(tour.id, { bookingDate: date, numPeople: 3 }));
  expect(await seatsLeftOn(t.app, tour.id, date)).toEqual({ seatsLeft: 5, status: 'few_left' });

  const web = await Promise.all(Array.from({ length: 12 }, () => signUpTraveller(t.app)));
  const attempts = [
    ...web.map((who, n) => () => createOrder(t.app, who, { booking: bookingDetails(tour.id, { bookingDate: date, numPeople: 1, fullName: `Web ${n}` }) })),
    ...Array.from({ length: 12 }, (_, n) => () =>
      takeBooking(phoneBooking(tour.id, { bookingDate: date, numPeople: 1, fullName: `Phone ${n}`, travellers: undefined, payment: { method: 'cash' } })),
    ),
  ];
  const shuffled = attempts.map((attempt, n) => ({ attempt, key: (n * 7) % attempts.length })).sort((a, b) => a.key - b.key);
  const responses = await Promise.all(shuffled.map(({ attempt }) => attempt()));
  const statuses = responses.map((response) => response.statusCode);
  expect({
    taken: statuses.filter((status) => status === 200 || status === 201).length,
    refused: statuses.filter((status) => status === 409).length,
    serverErrors: statuses.filter((status) => status >= 500).length,
  }).toEqual({ taken: 5, refused: 19, serverErrors: 0 });

  expect(await seatsTakenOn(t.db, tour.id, date)).toBe(8);
  expect(await seatsLeftOn(t.app, tour.id, date)).toEqual({ seatsLeft: 0, status: 'sold_out' });
});
