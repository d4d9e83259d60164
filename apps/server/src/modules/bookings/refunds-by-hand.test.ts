import { randomUUID } from 'node:crypto';
import { attentionReasonSentences } from '@yatrika/contract/payment-records';
import { refundByHandMessages } from '@yatrika/contract/operator-bookings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signUpTraveller, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { lastEmail } from '../../../test/support/accounts.ts';
import { bookingDetails, dayFromToday, payAndBook, sandboxRefundsWithKey } from '../../../test/support/payments.ts';
import { later, reconcileDeps, refundsFailFirst, runAt, sandboxOf } from '../../../test/support/reconciliation.ts';
import { insertTour } from '../../../test/support/tours.ts';
import { bookingWithRefund } from '../../../test/support/refunds.ts';

/**
 * A booking taken by phone was paid to the operator (cash, UPI, bank transfer), so no provider
 * can refund it: whoever cancels it, the refund is owed by hand, waits on the Payments screen
 * until the operator marks it handed back, and is never sent to the provider (decision 020).
 * Runs on embedded PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  // A late cancel by the policy gives back half, so "by the policy" differs from "in full".
  t = await createTestApp({ cancellationPolicy: { freeCancellationHours: 24, lateCancellationRefundPercent: 50 } });
  admin = await signInAdmin(t.app);
});
afterAll(() => t.close());

const PRICE_PAISE = 250_000;

/** A booking of 2 people (₹5,000) the operator took by phone for this traveller, paid by UPI. */
async function phoneBooking(who: { email: string }, overrides: Record<string, unknown> = {}) {
  const tour = await insertTour(t.db, { pricePaise: PRICE_PAISE });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/bookings',
    headers: admin.headers,
    payload: {
      ...bookingDetails(tour.id, { fullName: 'Meera Iyer', phone: '9811122233', numPeople: 2 }),
      email: who.email,
      payment: { method: 'upi', reference: `UPI-${randomUUID().slice(0, 8)}` },
      ...overrides,
    },
  });
  expect(response.statusCode).toBe(201);
  return { tour, booking: response.json().booking as { _id: string } };
}

const bookingRow = (id: string) => bookingWithRefund(t.db, id);

/** The sandbox provider's books hold no refund asked for this booking. */
const providerRefundsFor = (bookingId: string) => sandboxRefundsWithKey(t.db, bookingId);

async function paymentOf(bookingId: string) {
  const payments = await t.app.inject({ method: 'GET', url: '/api/admin/payments?limit=100', headers: admin.headers });
  return payments.json().find((payment: { bookingId: string }) => payment.bookingId === bookingId);
}

const attentionCount = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/admin/payments/attention', headers: admin.headers })).json().needingAttention as number;

const handBack = (bookingId: string, payload: object, who: SignedIn = admin) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/bookings/${bookingId}/refund/handed-back`, headers: who.headers, payload });

/** Owed by hand: never asked of the provider, never scheduled for a retry. */
async function expectOwedByHand(bookingId: string, amountPaise: number) {
  expect(await bookingRow(bookingId)).toMatchObject({
    status: 'canceled',
    refundStatus: 'manual',
    refundAmountPaise: amountPaise,
    refundId: null,
    refundRetryCount: 0,
    refundRetryAt: null,
  });
  expect(await providerRefundsFor(bookingId)).toEqual([]);
}

describe('cancelling a booking paid offline records a refund owed by hand, never asked of the provider', () => {
  it('by its traveller: they read that the operator hands it back, and the Payments screen says to', async () => {
    const traveller = await signUpTraveller(t.app);
    const { booking } = await phoneBooking(traveller, { bookingDate: dayFromToday(30) });
    const before = await attentionCount();

    const cancelled = await t.app.inject({ method: 'DELETE', url: `/api/user/bookings/${booking._id}`, headers: traveller.headers });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().message).toBe(refundByHandMessages.travellerCancelled(5000));
    expect(cancelled.json().booking.refund).toMatchObject({ id: null, amount: 5000, status: 'pending', byHand: true, reference: null });
    await expectOwedByHand(booking._id, 500_000);

    expect(await paymentOf(booking._id)).toMatchObject({
      method: 'upi',
      status: 'refund_pending',
      needsAttention: true,
      attentionReason: 'refund_by_hand',
      refund: { amount: 5000, status: 'pending', reason: 'booking_canceled', byHand: true },
    });
    expect(attentionReasonSentences.refund_by_hand).toMatch(/hand the money back/);
    expect(await attentionCount()).toBe(before + 1);

    const email = await lastEmail(t.db, 'booking-cancelled', traveller.email);
    expect(email?.data).toMatchObject({ refundPaise: 500_000, refundByHand: true });
    const preview = (await t.app.inject({ method: 'GET', url: `/api/admin/emails/${email!.id}`, headers: admin.headers })).json();
    expect(preview.text.replace(/\s+/g, ' ')).toContain('the operator will hand ₹5,000 back to you the way you paid');
    const again = await t.app.inject({ method: 'DELETE', url: `/api/user/bookings/${booking._id}`, headers: traveller.headers });
    expect(again.statusCode).toBe(400);
    await expectOwedByHand(booking._id, 500_000);
  });

  it.each([
    ['full', 500_000],
    ['policy', 250_000],
  ] as const)('by the operator, refunding %s', async (choice, amountPaise) => {
    const traveller = await signUpTraveller(t.app);
    // Tomorrow: inside the 24 hours, so the policy gives back half.
    const { booking } = await phoneBooking(traveller, { bookingDate: dayFromToday(1) });
    const cancelled = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/bookings/${booking._id}/status`,
      headers: admin.headers,
      payload: { status: 'canceled', refund: choice },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      message: refundByHandMessages.cancelled(amountPaise / 100),
      refund: { amount: amountPaise / 100, status: 'pending', byHand: true },
      booking: { status: 'canceled', refund: { status: 'pending', byHand: true } },
    });
    await expectOwedByHand(booking._id, amountPaise);
    expect(await paymentOf(booking._id)).toMatchObject({ needsAttention: true, attentionReason: 'refund_by_hand' });
  });

  it('by withdrawing its tour: the ban cancels it and the refund is owed by hand in full', async () => {
    const traveller = await signUpTraveller(t.app);
    const { tour, booking } = await phoneBooking(traveller, { bookingDate: dayFromToday(20) });
    const banned = await t.app.inject({ method: 'PUT', url: `/api/admin/tour/${tour.id}/ban?confirm=true`, headers: admin.headers });
    expect(banned.statusCode).toBe(200);
    await expectOwedByHand(booking._id, 500_000);
    expect(await paymentOf(booking._id)).toMatchObject({ needsAttention: true, attentionReason: 'refund_by_hand' });
  });

  it('by deleting its traveller: the refund is owed by hand in full', async () => {
    const traveller = await signUpTraveller(t.app);
    const { booking } = await phoneBooking(traveller, { bookingDate: dayFromToday(20) });
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${traveller.userId}?confirm=true`, headers: admin.headers });
    expect(deleted.statusCode).toBe(200);
    await expectOwedByHand(booking._id, 500_000);
  });

  it('a booking paid online still goes back through the provider', async () => {
    const traveller = await signUpTraveller(t.app);
    const tour = await insertTour(t.db, { pricePaise: PRICE_PAISE });
    const { booking } = await payAndBook(t.app, traveller, bookingDetails(tour.id, { numPeople: 1 }));
    const cancelled = await t.app.inject({ method: 'DELETE', url: `/api/user/bookings/${booking._id}`, headers: traveller.headers });
    expect(cancelled.json().booking.refund).toMatchObject({ byHand: false, status: 'processed' });
    expect(await providerRefundsFor(booking._id)).toHaveLength(1);
  });
});

describe('reconciliation', () => {
  it('leaves a refund owed by hand alone, however often it runs', async () => {
    const traveller = await signUpTraveller(t.app);
    const { booking } = await phoneBooking(traveller, { bookingDate: dayFromToday(30) });
    await t.app.inject({ method: 'DELETE', url: `/api/user/bookings/${booking._id}`, headers: traveller.headers });
    const gateway = refundsFailFirst(await sandboxOf(t.db), 0);
    const deps = await reconcileDeps(t.app, t.db, gateway);
    for (const hours of [1, 7, 30, 24 * 8]) await runAt(deps, later(hours * 3600));
    expect(gateway.refundCalls).toBe(0);
    await expectOwedByHand(booking._id, 500_000);
    const ran = await t.app.inject({ method: 'POST', url: '/api/admin/payments/reconcile', headers: admin.headers });
    expect(ran.statusCode).toBe(200);
    await expectOwedByHand(booking._id, 500_000);
  });
});

describe('the operator marks a refund handed back', () => {
  it('records when, by whom and how, emails the traveller, clears the attention, and answers 409 the second time', async () => {
    const traveller = await signUpTraveller(t.app);
    const { tour, booking } = await phoneBooking(traveller, { bookingDate: dayFromToday(30) });
    await t.app.inject({ method: 'DELETE', url: `/api/user/bookings/${booking._id}`, headers: traveller.headers });
    const owed = await attentionCount();
    const revenueOfTour = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: admin.headers }))
        .json()
        .today.revenue.byTour.find((row: { tourId: string }) => row.tourId === tour.id);
    // Owed, not yet given back: the money is still the operator's.
    expect(await revenueOfTour()).toMatchObject({ paid: 5000, refunded: 0, net: 5000 });

    const handed = await handBack(booking._id, { reference: '  UPI-REFUND-8841  ' });
    expect(handed.statusCode).toBe(200);
    const body = handed.json();
    expect(body.message).toBe(refundByHandMessages.handedBack(5000));
    expect(body.booking.refund).toMatchObject({ amount: 5000, status: 'processed', byHand: true, reference: 'UPI-REFUND-8841' });
    expect(body.event).toMatchObject({ kind: 'refund_handed_back', details: { amount: 5000, reference: 'UPI-REFUND-8841' } });
    expect(await bookingRow(booking._id)).toMatchObject({ refundStatus: 'handed_back', refundReference: 'UPI-REFUND-8841', refundId: null });
    expect((await bookingRow(booking._id)).refundedAt).toBeInstanceOf(Date);

    const history = await t.app.inject({ method: 'GET', url: `/api/admin/bookings/${booking._id}/history`, headers: admin.headers });
    const event = history.json().events.at(-1);
    expect(event).toMatchObject({ kind: 'refund_handed_back', admin: { _id: admin.userId }, details: { reference: 'UPI-REFUND-8841' } });

    const email = await lastEmail(t.db, 'refund-handed-back', traveller.email);
    expect(email).toMatchObject({ status: 'queued', data: expect.objectContaining({ refundPaise: 500_000, method: 'upi', handBackReference: 'UPI-REFUND-8841' }) });
    const preview = (await t.app.inject({ method: 'GET', url: `/api/admin/emails/${email!.id}`, headers: admin.headers })).json();
    expect(preview.subject).toBe(`Refund of ₹5,000 handed back (${body.booking.reference})`);
    expect(preview.text.replace(/\s+/g, ' ')).toContain('the operator has handed the refund back to you by UPI');
    expect(preview.text).toContain('UPI-REFUND-8841');

    expect(await paymentOf(booking._id)).toMatchObject({ status: 'refunded', needsAttention: false, attentionReason: null, refund: { status: 'processed', byHand: true } });
    expect(await attentionCount()).toBe(owed - 1);
    // Handed back, it counts on the dashboard as refunded, like a refund the provider processed.
    expect(await revenueOfTour()).toMatchObject({ paid: 5000, refunded: 5000, net: 0 });

    // The traveller sees it handed back.
    const mine = await t.app.inject({ method: 'GET', url: `/api/user/bookings/${booking._id}`, headers: traveller.headers });
    expect(mine.json().booking.refund).toMatchObject({ status: 'processed', byHand: true, reference: 'UPI-REFUND-8841' });

    const second = await handBack(booking._id, { reference: 'again' });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(refundByHandMessages.nothingToHandBack);
    expect(await bookingRow(booking._id)).toMatchObject({ refundReference: 'UPI-REFUND-8841' });
    // Handed back, the booking no longer holds the traveller's money: it may be deleted.
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/bookings/${booking._id}`, headers: admin.headers })).statusCode).toBe(200);
  });

  it('needs no reference', async () => {
    const traveller = await signUpTraveller(t.app);
    const { booking } = await phoneBooking(traveller, { bookingDate: dayFromToday(30), payment: { method: 'cash' } });
    await t.app.inject({ method: 'DELETE', url: `/api/user/bookings/${booking._id}`, headers: traveller.headers });
    // Owed, it holds the traveller's money: Delete is refused until it is handed back.
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/bookings/${booking._id}`, headers: admin.headers })).statusCode).toBe(400);
    const handed = await handBack(booking._id, {});
    expect(handed.statusCode).toBe(200);
    expect(handed.json().booking.refund).toMatchObject({ status: 'processed', byHand: true, reference: null });
  });

  it('refuses a booking with no refund owed by hand (409), an unknown one (404), a malformed id or reference (400), and a traveller (403)', async () => {
    const traveller = await signUpTraveller(t.app);
    const { booking } = await phoneBooking(traveller, { bookingDate: dayFromToday(30) });
    expect((await handBack(booking._id, {})).statusCode).toBe(409);

    const tour = await insertTour(t.db, { pricePaise: PRICE_PAISE });
    const online = (await payAndBook(t.app, traveller, bookingDetails(tour.id, { numPeople: 1 }))).booking;
    await t.app.inject({ method: 'DELETE', url: `/api/user/bookings/${online._id}`, headers: traveller.headers });
    expect((await handBack(online._id, {})).statusCode).toBe(409);

    expect((await handBack(randomUUID(), {})).statusCode).toBe(404);
    expect((await handBack('not-an-id', {})).statusCode).toBe(400);

    await t.app.inject({ method: 'DELETE', url: `/api/user/bookings/${booking._id}`, headers: traveller.headers });
    const tooLong = await handBack(booking._id, { reference: 'x'.repeat(101) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(refundByHandMessages.referenceTooLong);
    expect((await handBack(booking._id, { reference: 'UPI-1' }, traveller)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: `/api/admin/bookings/${booking._id}/refund/handed-back` })).statusCode).toBe(401);
    expect((await bookingRow(booking._id)).refundStatus).toBe('manual');
  });

  it('is in the OpenAPI document, with its optional reference', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const operation = document.paths['/api/admin/bookings/{id}/refund/handed-back']?.put;
    expect(operation).toBeDefined();
    expect(JSON.stringify(operation.requestBody)).toContain('reference');
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '404', '409']));
  });
});
