import { randomUUID } from 'node:crypto';
import { paymentLinkMessages } from '@yatrika/contract/payment-links';
import { paymentMessages } from '@yatrika/contract/payments';
import { tourScheduleMessages } from '@yatrika/contract/tour-schedule';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, signInAdmin, signUpTraveller, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { lastEmail } from '../../../test/support/accounts.ts';
import { seatsLeftOn, seatsTakenOn } from '../../../test/support/departures.ts';
import { bookingDetails, createOrder, dayFromToday, sandboxPay } from '../../../test/support/payments.ts';
import { reconcileDeps, runAt, later } from '../../../test/support/reconciliation.ts';
import { aroundStart, testClock } from '../../../test/support/holds.ts';
import { insertTour } from '../../../test/support/tours.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { seatHolds } from '../../db/schema/departures.ts';
import { paymentLinks } from '../../db/schema/payment-links.ts';
import { paymentOrders } from '../../db/schema/payments.ts';
import { users } from '../../db/schema/users.ts';

// Runs on embedded PGlite and, with TEST_DATABASE_URL, on PostgreSQL, where the race below
// really overlaps on several pooled connections.
let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  // Two dates per traveller at most: the link's hold must not count against them.
  t = await createTestApp({ maxHoldsPerAccount: 2 });
  admin = await signInAdmin(t.app);
});
afterAll(() => t.close());

const PRICE_PAISE = 250_000;
const newEmail = () => `link.${randomUUID().slice(0, 8)}@example.in`;

const linkBooking = (tourId: string, overrides: Record<string, unknown> = {}) => ({
  ...bookingDetails(tourId, { fullName: 'Farah Khan', phone: '9822001122', numPeople: 2 }),
  email: newEmail(),
  payment: { method: 'link' },
  ...overrides,
});

function sendLink(payload: Record<string, unknown>, who: SignedIn = admin) {
  return t.app.inject({ method: 'POST', url: '/api/admin/bookings', headers: who.headers, payload });
}
const tokenOf = (url: string) => decodeURIComponent(new URL(url).pathname.split('/').pop()!);
const viewLink = (token: string) => t.app.inject({ method: 'GET', url: `/api/payment/links/${encodeURIComponent(token)}` });
const verifyLink = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/payment/links/${encodeURIComponent(token)}/verify`, payload });
const linkAction = (orderId: string, action: 'resend' | 'withdraw', who: SignedIn | null = admin) =>
  t.app.inject({ method: 'POST', url: `/api/admin/payment-links/${orderId}/${action}`, headers: who?.headers });

/** The traveller pays from the page: the sandbox's dialog, then the page's confirmation. */
async function payFromPage(token: string) {
  const view = (await viewLink(token)).json();
  const paid = await sandboxPay(t.app, view.order.id);
  expect(paid.statusCode).toBe(200);
  return verifyLink(token, paid.json());
}

/** Time passes beyond the link's life: its expiry (and its hold's) moves into the past. */
async function runOut(orderId: string) {
  const past = new Date(Date.now() - 60_000);
  await t.db.update(paymentLinks).set({ expiresAt: past }).where(eq(paymentLinks.orderId, orderId));
  await t.db.update(seatHolds).set({ expiresAt: past, cooldownEndsAt: past }).where(eq(seatHolds.orderId, orderId));
}

async function adminPayment(orderId: string) {
  const list = await t.app.inject({ method: 'GET', url: `/api/admin/payments?limit=100&query=${orderId}`, headers: admin.headers });
  return list.json().find((row: { orderId: string }) => row.orderId === orderId);
}

describe('a booking by phone paid by a payment link', () => {
  it('holds the seats, emails a signed link, and paying it from the page makes the booking as a web checkout does', async () => {
    const tour = await insertTour(t.db, { pricePaise: PRICE_PAISE, capacity: 6, confirmInstantly: false });
    const date = dayFromToday(20);
    const payload = linkBooking(tour.id, { bookingDate: date });
    const before = Date.now();
    const response = await sendLink(payload);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      message: paymentLinkMessages.sent,
      traveller: { email: payload.email, created: true },
      payment: { method: 'link', reference: null },
      paymentLink: { amount: 5000, orderId: expect.any(String), holdId: expect.any(String) },
    });
    expect(body.booking).toBeUndefined();
    const lives = Date.parse(body.paymentLink.expiresAt) - before;
    expect(lives).toBeGreaterThan(24 * 3_600_000 - 60_000);
    expect(lives).toBeLessThanOrEqual(24 * 3_600_000 + 60_000);
    expect(body.paymentLink.url).toMatch(/^http:\/\/localhost:\d+\/pay\/YPL1\./);
    expect(await seatsLeftOn(t.app, tour.id, date)).toMatchObject({ seatsLeft: 4 });

    const emailed = await lastEmail(t.db, 'payment-link', payload.email);
    expect(emailed?.data).toMatchObject({ payUrl: body.paymentLink.url, totalPaise: 500_000, numPeople: 2, expiresAt: body.paymentLink.expiresAt });

    const token = tokenOf(body.paymentLink.url);
    const view = await viewLink(token);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({
      state: 'awaiting',
      tourTitle: tour.title,
      bookingDate: date,
      numPeople: 2,
      fullName: 'Farah Khan',
      amount: 5000,
      expiresAt: body.paymentLink.expiresAt,
      order: { id: body.paymentLink.orderId, amount: 500_000, currency: 'INR' },
      booking: null,
      message: null,
    });
    expect(await adminPayment(body.paymentLink.orderId)).toMatchObject({
      status: 'created',
      method: 'online',
      checkoutOutcome: 'in_progress',
      needsAttention: false,
      paymentLink: { state: 'awaiting', expiresAt: body.paymentLink.expiresAt, sentCount: 1, withdrawnAt: null },
    });

    const paid = await payFromPage(token);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ success: true, message: paymentLinkMessages.paid, booking: { reference: expect.stringMatching(/^YT-/), status: 'pending' } });
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.tourId, tour.id));
    expect(booking).toMatchObject({ status: 'pending', numPeople: 2, totalPaise: 500_000, fullName: 'Farah Khan' });
    expect(await seatsLeftOn(t.app, tour.id, date)).toMatchObject({ seatsLeft: 4 });
    expect(await seatsTakenOn(t.db, tour.id, date)).toBe(2);
    expect(await lastEmail(t.db, 'booking-paid', payload.email)).toMatchObject({ data: expect.objectContaining({ status: 'pending' }) });
    expect((await viewLink(token)).json()).toMatchObject({ state: 'paid', booking: { status: 'pending' }, message: paymentLinkMessages.alreadyPaid });
    expect(await adminPayment(body.paymentLink.orderId)).toMatchObject({ status: 'booked', checkoutOutcome: 'paid', paymentLink: { state: 'paid' } });
    // In every list: the operator's bookings.
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/bookings?limit=100', headers: admin.headers });
    expect(list.json().map((row: { _id: string }) => row._id)).toContain(booking!.id);
  });

  it('books at once on a tour that confirms instantly, for an existing traveller, past the traveller’s own holding limits', async () => {
    const tour = await insertTour(t.db, { pricePaise: PRICE_PAISE, confirmInstantly: true });
    const traveller = await signUpTraveller(t.app);
    const [row] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, traveller.userId));
    // The traveller holds as many dates as they may.
    for (const days of [21, 22]) {
      expect((await createOrder(t.app, traveller, { booking: bookingDetails(tour.id, { bookingDate: dayFromToday(days), numPeople: 1 }) })).statusCode).toBe(200);
    }
    const response = await sendLink(linkBooking(tour.id, { email: row!.email, bookingDate: dayFromToday(23) }));
    expect(response.statusCode).toBe(201);
    expect(response.json().traveller).toEqual({ email: row!.email, created: false });
    const paid = await payFromPage(tokenOf(response.json().paymentLink.url));
    expect(paid.json().booking.status).toBe('booked');
    const mine = await t.app.inject({ method: 'GET', url: '/api/user/bookings', headers: traveller.headers });
    expect(mine.json().bookings).toEqual([expect.objectContaining({ status: 'booked', totalPrice: 5000 })]);
  });

  it('never holds past the date’s booking cut-off, and refuses a date past it with a sentence', async () => {
    // Without a cut-off, the link holds until the departure sets off (09:00 India), never after.
    const date = dayFromToday(1);
    const open = await insertTour(t.db, { pricePaise: PRICE_PAISE });
    const clock = testClock(aroundStart(date, '09:00', -3 * 3600));
    try {
      const sameDay = await sendLink(linkBooking(open.id, { bookingDate: date }));
      expect(sameDay.statusCode).toBe(201);
      expect(sameDay.json().paymentLink.expiresAt).toBe(new Date(`${date}T09:00:00+05:30`).toISOString());
      vi.setSystemTime(aroundStart(date, '09:00', 1));
      const left = await sendLink(linkBooking(open.id, { bookingDate: date }));
      expect({ status: left.statusCode, message: left.json().message }).toEqual({ status: 409, message: tourScheduleMessages.departed });
    } finally {
      clock.restore();
    }

    const early = await insertTour(t.db, { pricePaise: PRICE_PAISE, cutoffHours: 24 * 10 });
    const refused = await sendLink(linkBooking(early.id, { bookingDate: dayFromToday(2) }));
    expect({ status: refused.statusCode, message: refused.json().message }).toEqual({ status: 409, message: paymentLinkMessages.pastCutoff });
  });

  it('runs out unpaid: the seats go back, the page says so, and it cannot be sent again', async () => {
    const tour = await insertTour(t.db, { pricePaise: PRICE_PAISE, capacity: 4 });
    const date = dayFromToday(24);
    const { paymentLink } = (await sendLink(linkBooking(tour.id, { bookingDate: date, numPeople: 4 }))).json();
    expect(await seatsLeftOn(t.app, tour.id, date)).toEqual({ seatsLeft: 0, status: 'sold_out' });
    await runOut(paymentLink.orderId);
    expect(await seatsLeftOn(t.app, tour.id, date)).toMatchObject({ seatsLeft: 4 });
    const view = (await viewLink(tokenOf(paymentLink.url))).json();
    expect(view.state).toBe('expired');
    expect(view.message).toMatch(/^This payment link ran out at /);
    const resend = await linkAction(paymentLink.orderId, 'resend');
    expect(resend.statusCode).toBe(409);
    expect(await adminPayment(paymentLink.orderId)).toMatchObject({ checkoutOutcome: 'abandoned', paymentLink: { state: 'expired' } });
    // Reconciliation clears the spent hold: nothing of it is left to count.
    await runAt(await reconcileDeps(t.app, t.db), new Date());
    expect(await t.db.select().from(seatHolds).where(eq(seatHolds.orderId, paymentLink.orderId))).toEqual([]);
  });

  it('paid after it ran out: booked when seats remain, otherwise answered 409 and refunded by reconciliation', async () => {
    const tour = await insertTour(t.db, { pricePaise: PRICE_PAISE, capacity: 2 });
    const date = dayFromToday(25);
    const first = (await sendLink(linkBooking(tour.id, { bookingDate: date }))).json().paymentLink;
    await runOut(first.orderId);
    const late = await payFromPage(tokenOf(first.url));
    expect(late.statusCode).toBe(200);
    expect(late.json().booking.status).toBe('pending');

    const second = (await sendLink(linkBooking(tour.id, { bookingDate: dayFromToday(26) }))).json().paymentLink;
    await runOut(second.orderId);
    // Someone else takes the seats the link had held.
    expect((await sendLink(linkBooking(tour.id, { bookingDate: dayFromToday(26), payment: { method: 'cash' } }))).statusCode).toBe(201);
    const refused = await payFromPage(tokenOf(second.url));
    expect(refused.statusCode).toBe(409);
    const [order] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.id, second.orderId));
    expect(order).toMatchObject({ status: 'paid', bookingId: null });
    const summary = await runAt(await reconcileDeps(t.app, t.db), later(3600));
    expect(summary.refundsStarted).toBeGreaterThanOrEqual(1);
    const [refunded] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.id, second.orderId));
    expect(refunded).toMatchObject({ refundReason: 'sold_out', refundAmountPaise: 500_000 });
    expect(refunded!.refundStatus).not.toBeNull();
  });

  it('a payment found only by reconciliation (the page closed after paying) is booked like any checkout', async () => {
    const tour = await insertTour(t.db, { pricePaise: PRICE_PAISE });
    const { paymentLink } = (await sendLink(linkBooking(tour.id, { bookingDate: dayFromToday(27) }))).json();
    expect((await sandboxPay(t.app, paymentLink.orderId)).statusCode).toBe(200);
    const summary = await runAt(await reconcileDeps(t.app, t.db), later(3600));
    expect(summary.checked).toBeGreaterThanOrEqual(1);
    const [order] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.id, paymentLink.orderId));
    expect(order!.bookingId).not.toBeNull();
  });

  it('sent again with the same expiry, or withdrawn with its seats back on sale', async () => {
    const tour = await insertTour(t.db, { pricePaise: PRICE_PAISE, capacity: 5 });
    const date = dayFromToday(28);
    const payload = linkBooking(tour.id, { bookingDate: date, numPeople: 3 });
    const { paymentLink } = (await sendLink(payload)).json();

    const resent = await linkAction(paymentLink.orderId, 'resend');
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({ message: paymentLinkMessages.resent, paymentLink: { state: 'awaiting', sentCount: 2, expiresAt: paymentLink.expiresAt } });
    expect((await lastEmail(t.db, 'payment-link', payload.email))?.eventKey).toBe(`payment-link:${paymentLink.orderId}:2`);

    expect((await seatsLeftOn(t.app, tour.id, date)).seatsLeft).toBe(2);
    const withdrawn = await linkAction(paymentLink.orderId, 'withdraw');
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toMatchObject({ message: paymentLinkMessages.withdrawn, paymentLink: { state: 'withdrawn' } });
    expect((await seatsLeftOn(t.app, tour.id, date)).seatsLeft).toBe(5);
    expect((await viewLink(tokenOf(paymentLink.url))).json()).toMatchObject({ state: 'withdrawn', message: paymentLinkMessages.alreadyWithdrawn });
    const again = await linkAction(paymentLink.orderId, 'withdraw');
    expect({ status: again.statusCode, message: again.json().message }).toEqual({ status: 409, message: paymentLinkMessages.alreadyWithdrawn });
    expect((await linkAction(paymentLink.orderId, 'resend')).statusCode).toBe(409);
  });

  it('a paid link cannot be withdrawn (409)', async () => {
    const tour = await insertTour(t.db, { pricePaise: PRICE_PAISE });
    const { paymentLink } = (await sendLink(linkBooking(tour.id, { bookingDate: dayFromToday(29) }))).json();
    expect((await payFromPage(tokenOf(paymentLink.url))).statusCode).toBe(200);
    const withdraw = await linkAction(paymentLink.orderId, 'withdraw');
    expect({ status: withdraw.statusCode, message: withdraw.json().message }).toEqual({ status: 409, message: paymentLinkMessages.alreadyPaid });
  });
});

describe('who may do what, and bad inputs', () => {
  it('a traveller on the operator’s routes gets 403, nobody signed in 401', async () => {
    const tour = await insertTour(t.db, { pricePaise: PRICE_PAISE });
    const traveller = await signUpTraveller(t.app);
    const { paymentLink } = (await sendLink(linkBooking(tour.id))).json();
    expect((await sendLink(linkBooking(tour.id), traveller)).statusCode).toBe(403);
    expect((await linkAction(paymentLink.orderId, 'resend', traveller)).statusCode).toBe(403);
    expect((await linkAction(paymentLink.orderId, 'withdraw', traveller)).statusCode).toBe(403);
    expect((await linkAction(paymentLink.orderId, 'withdraw', null)).statusCode).toBe(401);
  });

  it('a forged, altered or malformed token is 404 with the page’s sentence; another order’s payment is refused', async () => {
    const tour = await insertTour(t.db, { pricePaise: PRICE_PAISE });
    const { paymentLink } = (await sendLink(linkBooking(tour.id, { bookingDate: dayFromToday(31) }))).json();
    const token = tokenOf(paymentLink.url);
    const [version, orderId, signature] = token.split('.');
    for (const bad of [`${version}.${orderId}.${'A'.repeat(signature!.length)}`, `${version}.order_someoneelse.${signature}`, 'not-a-token', `YPL1..${signature}`]) {
      const view = await viewLink(bad);
      expect({ status: view.statusCode, message: view.json().message }).toEqual({ status: 404, message: paymentLinkMessages.notFound });
    }
    const other = (await sendLink(linkBooking(tour.id, { bookingDate: dayFromToday(31) }))).json().paymentLink;
    const paidOther = (await sandboxPay(t.app, other.orderId)).json();
    const crossed = await verifyLink(token, paidOther);
    expect({ status: crossed.statusCode, message: crossed.json().message }).toEqual({ status: 400, message: paymentLinkMessages.confirmationOfAnotherOrder });
    const forgedSignature = await verifyLink(token, { razorpay_order_id: orderId, razorpay_payment_id: 'pay_x', razorpay_signature: 'f'.repeat(64) });
    expect({ status: forgedSignature.statusCode, message: forgedSignature.json().message }).toEqual({ status: 400, message: paymentMessages.verificationFailed });
    expect((await verifyLink(token, {})).statusCode).toBe(400);
    expect((await linkAction('order_unknown', 'resend')).statusCode).toBe(404);
    // A link's request is checked like any booking by phone.
    expect((await sendLink(linkBooking(tour.id, { numPeople: 0 }))).statusCode).toBe(400);
    expect((await sendLink(linkBooking(tour.id, { email: 'not-an-email' }))).statusCode).toBe(400);
    expect((await sendLink(linkBooking(tour.id, { bookingDate: dayFromToday(-1) }))).statusCode).toBe(400);
  });
});

it('a payment link and 10 web checkouts racing for the last 5 seats never hold more than 5', async () => {
  const tour = await insertTour(t.db, { capacity: 5, pricePaise: PRICE_PAISE });
  const date = dayFromToday(35);
  const web = await Promise.all(Array.from({ length: 10 }, () => signUpTraveller(t.app)));
  const sendingLink = () => sendLink(linkBooking(tour.id, { bookingDate: date, numPeople: 2 }));
  const attempts = [
    ...web.map((who, n) => () => createOrder(t.app, who, { booking: bookingDetails(tour.id, { bookingDate: date, numPeople: 1, fullName: `Web ${n}` }) })),
    sendingLink,
  ];
  const shuffled = attempts.map((attempt, n) => ({ attempt, key: (n * 7) % attempts.length })).sort((a, b) => a.key - b.key);
  const responses = await Promise.all(shuffled.map(({ attempt }) => attempt()));
  const link = responses[shuffled.findIndex(({ attempt }) => attempt === sendingLink)]!;
  const webTaken = responses.filter((response) => response !== link && response.statusCode === 200).length;
  expect(responses.filter((response) => response.statusCode >= 500)).toEqual([]);
  expect(responses.every((response) => [200, 201, 409].includes(response.statusCode))).toBe(true);
  expect(webTaken + (link.statusCode === 201 ? 2 : 0)).toBe(5);
  expect(await seatsTakenOn(t.db, tour.id, date)).toBe(5);

  // Everyone holding pays: the seats become bookings, and still no more than 5.
  if (link.statusCode === 201) expect((await payFromPage(tokenOf(link.json().paymentLink.url))).statusCode).toBe(200);
  expect(await seatsLeftOn(t.app, tour.id, date)).toEqual({ seatsLeft: 0, status: 'sold_out' });
});
