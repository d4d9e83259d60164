import { refundReasonPhrases } from '@yatrika/contract/payment-records';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signUpTraveller, type SignedIn, type TestApp } from '../../../../test/support/app.ts';
import { bookingDetails, dayFromToday, orderAndPay, sandboxBooksOf, verify } from '../../../../test/support/payments.ts';
import {
  GRACE_SECONDS,
  later,
  paidButSoldOut,
  reconcileDeps,
  refundsFailFirst,
  runAt,
  sandboxOf,
} from '../../../../test/support/reconciliation.ts';
import { insertTour } from '../../../../test/support/tours.ts';
import { bookingRefunds, bookings } from '../../../db/schema/bookings.ts';
import { paymentOrders } from '../../../db/schema/payments.ts';
import { claimAsAnotherInstance, quietJobLog, testClock } from '../../../../test/support/jobs.ts';
import { createJobRunner } from '../../../jobs/runner.ts';
import { DEFAULT_LEASE_MS } from '../../../jobs/types.ts';
import { reconciliationJob } from './job.ts';
import { RECONCILE_JOB } from './run.ts';
import { bookingWithRefund } from '../../../../test/support/refunds.ts';

// Runs on embedded PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
});
afterAll(() => t.close());

const AFTER_GRACE = GRACE_SECONDS + 5;

const myPayments = async (who: SignedIn) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/user/payments', headers: who.headers });
  expect(response.statusCode).toBe(200);
  return response.json() as { orderId: string; status: string; amount: number; bookingId: string | null; refund: { amount: number; status: string; reason: string } | null }[];
};
const adminPayments = async (query = '') => {
  const response = await t.app.inject({ method: 'GET', url: `/api/admin/payments${query}`, headers: admin.headers });
  expect(response.statusCode).toBe(200);
  return response.json() as { orderId: string; status: string; needsAttention: boolean; user: { email: string } | null }[];
};
const orderRow = async (orderId: string) => (await t.db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId)))[0]!;
const sandboxPaymentOf = (orderId: string) => sandboxBooksOf(t.db, { orderId });

describe('a paid order whose booking was refused (the date sold out while paying)', () => {
  it('waits out the grace, then is refunded in full once, and shows as refunded to its traveller and the admin', async () => {
    const tour = await insertTour(t.db, { capacity: 2 });
    const [asha, rahul] = await Promise.all([signUpTraveller(t.app), signUpTraveller(t.app)]);
    const { orderId, amountPaise } = await paidButSoldOut(t.app, t.db, asha, rahul, tour.id, dayFromToday(20));
    const deps = await reconcileDeps(t.app, t.db);

    expect((await myPayments(asha)).find((p) => p.orderId === orderId)?.status).toBe('paid');
    // Within the grace the browser may still be on its way: nothing is done.
    const early = await runAt(deps, new Date());
    expect(early).toMatchObject({ booked: 0, refundsStarted: 0 });
    expect((await orderRow(orderId)).refundStatus).toBeNull();

    const run = await runAt(deps, later(AFTER_GRACE));
    expect(run).toMatchObject({ booked: 0, refundsStarted: 1, refundsAccepted: 1 });
    const payment = (await myPayments(asha)).find((p) => p.orderId === orderId)!;
    expect(payment).toMatchObject({ status: 'refunded', bookingId: null, amount: amountPaise / 100, refund: { amount: amountPaise / 100, status: 'processed', reason: 'sold_out' } });
    expect(refundReasonPhrases.sold_out).toBe('this date sold out before your booking was saved');
    const row = (await adminPayments('?status=refunded')).find((p) => p.orderId === orderId)!;
    expect(row).toMatchObject({ status: 'refunded', needsAttention: false, user: { email: asha.email } });
    // The provider refunded it, with the order id as the key.
    expect(await sandboxPaymentOf(orderId)).toMatchObject({ status: 'refunded', refundKey: orderId });

    // Again: nothing more happens; and the traveller cannot spend the refunded payment on a booking.
    expect(await runAt(deps, later(AFTER_GRACE * 2))).toMatchObject({ refundsStarted: 0, refundsAccepted: 0, refundsFailed: 0 });
    const reuse = await t.app.inject({
      method: 'POST',
      url: '/api/user/bookings',
      headers: asha.headers,
      payload: { ...bookingDetails(tour.id, { bookingDate: dayFromToday(20), numPeople: 2 }), orderId },
    });
    expect(reuse.statusCode).toBe(402);
  });

  it('is booked instead when seats came back before the grace ended (a cancel freed them)', async () => {
    const tour = await insertTour(t.db, { capacity: 2 });
    const [asha, rahul] = await Promise.all([signUpTraveller(t.app), signUpTraveller(t.app)]);
    const date = dayFromToday(21);
    const { orderId } = await paidButSoldOut(t.app, t.db, asha, rahul, tour.id, date);
    const [rahulsBooking] = await t.db.select().from(bookings).where(eq(bookings.userId, rahul.userId));
    expect((await t.app.inject({ method: 'DELETE', url: `/api/user/bookings/${rahulsBooking!.id}`, headers: rahul.headers })).statusCode).toBe(200);

    const run = await runAt(await reconcileDeps(t.app, t.db), later(AFTER_GRACE));
    expect(run).toMatchObject({ booked: 1, refundsStarted: 0 });
    const payment = (await myPayments(asha)).find((p) => p.orderId === orderId)!;
    expect(payment.status).toBe('booked');
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.orderId, orderId));
    expect(booking).toMatchObject({ userId: asha.userId, bookingDate: date, numPeople: 2, status: 'pending' });
    expect(payment.bookingId).toBe(booking!.id);
  });
});

describe('a payment the browser never confirmed (the page closed after paying)', () => {
  it('is found at the provider after the grace and booked with the details it carried', async () => {
    const tour = await insertTour(t.db, { capacity: 10 });
    const asha = await signUpTraveller(t.app);
    const details = bookingDetails(tour.id, { bookingDate: dayFromToday(25), numPeople: 3 });
    const confirmation = await orderAndPay(t.app, asha, { booking: details });
    const orderId = confirmation.razorpay_order_id;
    expect((await myPayments(asha)).find((p) => p.orderId === orderId)?.status).toBe('created');

    const run = await runAt(await reconcileDeps(t.app, t.db), later(AFTER_GRACE));
    expect(run).toMatchObject({ booked: 0, refundsStarted: 0 });
    expect(run!.checked).toBeGreaterThanOrEqual(1);
    const myBookings = (await t.app.inject({ method: 'GET', url: '/api/user/bookings', headers: asha.headers })).json().bookings;
    expect(myBookings).toHaveLength(1);
    expect(myBookings[0]).toMatchObject({ numPeople: 3, bookingDate: details.bookingDate, payment: { orderId, paymentId: confirmation.razorpay_payment_id } });
    expect((await myPayments(asha)).find((p) => p.orderId === orderId)).toMatchObject({ status: 'booked', bookingId: myBookings[0]._id });

    // The browser comes back late with the confirmation: the same booking, not a second one.
    const verified = await verify(t.app, asha, confirmation);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().booking._id).toBe(myBookings[0]._id);
  });

  it('is refunded when it carried no booking and none was made with it (the spec client never came back)', async () => {
    const asha = await signUpTraveller(t.app);
    const confirmation = await orderAndPay(t.app, asha, { amount: 250_000, currency: 'INR', receipt: 'receipt_tour_x' });
    expect((await verify(t.app, asha, confirmation)).statusCode).toBe(200);
    await runAt(await reconcileDeps(t.app, t.db), later(AFTER_GRACE));
    const payment = (await myPayments(asha)).find((p) => p.orderId === confirmation.razorpay_order_id)!;
    expect(payment).toMatchObject({ status: 'refunded', refund: { amount: 2500, status: 'processed', reason: 'no_booking_details' } });
  });

  it('an unpaid order is left alone, asked about less and less often', async () => {
    const tour = await insertTour(t.db);
    const asha = await signUpTraveller(t.app);
    const order = await t.app.inject({ method: 'POST', url: '/api/payment/create-order', headers: asha.headers, payload: { booking: bookingDetails(tour.id) } });
    const orderId = order.json().order.id;
    const deps = await reconcileDeps(t.app, t.db);
    await runAt(deps, later(AFTER_GRACE));
    const first = await orderRow(orderId);
    expect(first).toMatchObject({ status: 'created', retryCount: 1 });
    // Asked again only once its backoff has run out.
    await runAt(deps, later(AFTER_GRACE + 1));
    expect((await orderRow(orderId)).retryCount).toBe(1);
    await runAt(deps, new Date(first.retryAt!.getTime() + 1000));
    expect((await orderRow(orderId)).retryCount).toBe(2);
  });
});

describe('refunds the provider refuses or cannot take', () => {
  it('are retried with backoff until processed, and the provider refunds once', async () => {
    const tour = await insertTour(t.db, { capacity: 2 });
    const [asha, rahul] = await Promise.all([signUpTraveller(t.app), signUpTraveller(t.app)]);
    const { orderId } = await paidButSoldOut(t.app, t.db, asha, rahul, tour.id, dayFromToday(22));
    const flaky = refundsFailFirst(await sandboxOf(t.db), 2);
    const deps = await reconcileDeps(t.app, t.db, flaky);

    const start = later(AFTER_GRACE);
    expect(await runAt(deps, start)).toMatchObject({ refundsStarted: 1, refundsAccepted: 0, refundsFailed: 1 });
    expect((await myPayments(asha)).find((p) => p.orderId === orderId)).toMatchObject({ status: 'refund_pending', refund: { status: 'failed' } });
    expect((await adminPayments('?attention=true')).map((p) => p.orderId)).toContain(orderId);

    // Not before its backoff: the same minute changes nothing.
    expect(await runAt(deps, new Date(start.getTime() + 10_000))).toMatchObject({ refundsAccepted: 0, refundsFailed: 0 });
    const { retryAt } = await orderRow(orderId);
    expect(await runAt(deps, new Date(retryAt!.getTime() + 1000))).toMatchObject({ refundsFailed: 1 });
    const second = await orderRow(orderId);
    expect(second.retryAt!.getTime() - retryAt!.getTime()).toBeGreaterThan(60_000);
    expect(await runAt(deps, new Date(second.retryAt!.getTime() + 1000))).toMatchObject({ refundsAccepted: 1, refundsFailed: 0 });

    expect(flaky.refundCalls).toBe(3);
    expect((await myPayments(asha)).find((p) => p.orderId === orderId)).toMatchObject({ status: 'refunded', refund: { status: 'processed' } });
    expect(await sandboxPaymentOf(orderId)).toMatchObject({ status: 'refunded', refundKey: orderId });
  });

  it('a canceled booking whose refund failed is retried by reconciliation too', async () => {
    const tour = await insertTour(t.db);
    const asha = await signUpTraveller(t.app);
    const confirmation = await orderAndPay(t.app, asha, { booking: bookingDetails(tour.id) });
    const booking = (await verify(t.app, asha, confirmation)).json().booking;
    // The provider was unreachable when the traveller cancelled.
    const longAgo = new Date(Date.now() - 120_000);
    await t.db.update(bookings).set({ status: 'canceled', updatedAt: longAgo }).where(eq(bookings.id, booking._id));
    await t.db.insert(bookingRefunds).values({
      id: booking._id,
      bookingId: booking._id,
      reason: 'cancel',
      amountPaise: booking.totalPrice * 100,
      paymentId: confirmation.razorpay_payment_id,
      status: 'failed',
      createdAt: longAgo,
      updatedAt: longAgo,
    });
    const run = await runAt(await reconcileDeps(t.app, t.db), new Date());
    expect(run!.refundsAccepted).toBeGreaterThanOrEqual(1);
    expect(await bookingWithRefund(t.db, booking._id)).toMatchObject({ refundStatus: 'processed' });
    expect((await myPayments(asha)).find((p) => p.orderId === confirmation.razorpay_order_id)).toMatchObject({
      status: 'refunded',
      bookingId: booking._id,
      refund: { reason: 'booking_canceled', status: 'processed' },
    });
  });
});

describe('one order that cannot be settled', () => {
  it('is logged and tried again next run, and does not hold up the others', async () => {
    const asha = await signUpTraveller(t.app);
    const payOnly = async () => {
      const paid = await orderAndPay(t.app, asha, { amount: 90_000, currency: 'INR', receipt: 'receipt_spec' });
      expect((await verify(t.app, asha, paid)).statusCode).toBe(200);
      return paid;
    };
    const [stuck, fine] = [await payOnly(), await payOnly()];
    const sandbox = await sandboxOf(t.db);
    // Something unexpected (not a provider answer) goes wrong for one payment only: the older one,
    // whose refund is asked for first.
    const brittle = Object.assign(Object.create(sandbox), {
      async refund(input: Parameters<typeof sandbox.refund>[0]) {
        if (input.paymentId === stuck.razorpay_payment_id) throw new Error('unexpected');
        return sandbox.refund(input);
      },
    });
    await runAt(await reconcileDeps(t.app, t.db, brittle), later(AFTER_GRACE));
    expect(await orderRow(fine.razorpay_order_id)).toMatchObject({ refundStatus: 'processed' });
    expect(await orderRow(stuck.razorpay_order_id)).toMatchObject({ refundStatus: 'pending', refundId: null });
    await runAt(await reconcileDeps(t.app, t.db), later(AFTER_GRACE + 1));
    expect(await orderRow(stuck.razorpay_order_id)).toMatchObject({ refundStatus: 'processed' });
  });
});

describe('refunds the provider accepted but has not finished', () => {
  it('are looked at again, less and less often, until the provider says processed (its webhook never came)', async () => {
    const tour = await insertTour(t.db, { capacity: 2 });
    const [asha, rahul] = await Promise.all([signUpTraveller(t.app), signUpTraveller(t.app)]);
    const { orderId } = await paidButSoldOut(t.app, t.db, asha, rahul, tour.id, dayFromToday(24));
    const sandbox = await sandboxOf(t.db);
    let finished = false;
    // Like Razorpay's normal refunds: accepted as pending, processed some time later.
    const slow = Object.assign(Object.create(sandbox), {
      async refund(input: Parameters<typeof sandbox.refund>[0]) {
        return { ...(await sandbox.refund(input)), status: 'pending' as const };
      },
      async fetchRefund(paymentId: string, refundId: string) {
        const refund = await sandbox.fetchRefund(paymentId, refundId);
        return finished ? refund : { ...refund, status: 'pending' as const };
      },
    });
    const deps = await reconcileDeps(t.app, t.db, slow);
    const start = later(AFTER_GRACE);
    expect(await runAt(deps, start)).toMatchObject({ refundsStarted: 1, refundsAccepted: 1, refundsProcessed: 0 });
    expect((await myPayments(asha)).find((p) => p.orderId === orderId)).toMatchObject({ status: 'refund_pending', refund: { status: 'pending' } });

    const first = await orderRow(orderId);
    expect(await runAt(deps, new Date(first.retryAt!.getTime() + 1000))).toMatchObject({ refundsProcessed: 0, refundsAccepted: 0 });
    const second = await orderRow(orderId);
    expect(second.retryAt!.getTime()).toBeGreaterThan(first.retryAt!.getTime() + 60_000);
    finished = true;
    expect(await runAt(deps, new Date(second.retryAt!.getTime() + 1000))).toMatchObject({ refundsProcessed: 1 });
    expect((await myPayments(asha)).find((p) => p.orderId === orderId)).toMatchObject({ status: 'refunded', refund: { status: 'processed' } });
  });
});

describe('a crash in the middle of a run', () => {
  it('loses nothing and refunds once: the refund decided before the crash is finished by the next run, with the same key', async () => {
    const tour = await insertTour(t.db, { capacity: 2 });
    const [asha, rahul] = await Promise.all([signUpTraveller(t.app), signUpTraveller(t.app)]);
    const { orderId } = await paidButSoldOut(t.app, t.db, asha, rahul, tour.id, dayFromToday(23));
    const sandbox = await sandboxOf(t.db);
    // The provider takes the refund, then the process dies before the answer is saved.
    const dying = Object.assign(Object.create(sandbox), {
      async refund(input: Parameters<typeof sandbox.refund>[0]) {
        await sandbox.refund(input);
        throw new Error('process killed');
      },
    });
    await runAt(await reconcileDeps(t.app, t.db, dying), later(AFTER_GRACE));
    expect(await orderRow(orderId)).toMatchObject({ refundStatus: 'pending', refundId: null, refundReason: 'sold_out' });
    const refundedAtProvider = await sandboxPaymentOf(orderId);
    expect(refundedAtProvider.status).toBe('refunded');

    // A restarted instance (a new gateway object) runs again: the provider answers the same refund.
    await runAt(await reconcileDeps(t.app, t.db), later(AFTER_GRACE + 60));
    const row = await orderRow(orderId);
    expect(row).toMatchObject({ refundStatus: 'processed', refundId: refundedAtProvider.refundId });
    expect(await sandboxPaymentOf(orderId)).toMatchObject({ refundId: refundedAtProvider.refundId, refundKey: orderId, refunds: [expect.anything()] });
    const bookingsOfOrder = await t.db.select().from(bookings).where(eq(bookings.orderId, orderId));
    expect(bookingsOfOrder).toHaveLength(0);
  });

  it("a crashed run's lease runs out, and then another instance takes over", async () => {
    const clock = testClock(later(10 * AFTER_GRACE));
    await claimAsAnotherInstance(t.db, RECONCILE_JOB, clock.now());
    const other = createJobRunner({ db: t.db, log: quietJobLog(), clock: clock.now });
    other.register(reconciliationJob(await reconcileDeps(t.app, t.db)));
    clock.advance(1000);
    expect(await other.runNow(RECONCILE_JOB)).toBeNull();
    clock.advance(DEFAULT_LEASE_MS);
    expect(await other.runNow(RECONCILE_JOB)).toMatchObject({ status: 'done', result: { startedAt: clock.now().toISOString() } });
    await other.stop();
  });
});

describe('the admin', () => {
  it('counts payments needing attention, and runs reconciliation now (409 while another instance runs it)', async () => {
    const attention = await t.app.inject({ method: 'GET', url: '/api/admin/payments/attention', headers: admin.headers });
    expect(attention.statusCode).toBe(200);
    expect(attention.json()).toMatchObject({ needingAttention: expect.any(Number) });
    expect(attention.json().lastRun).toMatchObject({ startedAt: expect.any(String), finishedAt: expect.any(String) });

    const ran = await t.app.inject({ method: 'POST', url: '/api/admin/payments/reconcile', headers: admin.headers });
    expect(ran.statusCode).toBe(200);
    expect(ran.json()).toMatchObject({ message: 'Reconciliation finished.', summary: { booked: expect.any(Number) } });

    await claimAsAnotherInstance(t.db, RECONCILE_JOB, new Date(), 60_000);
    const busy = await t.app.inject({ method: 'POST', url: '/api/admin/payments/reconcile', headers: admin.headers });
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toEqual({ message: 'Reconciliation is already running on another server; try again in a minute.' });
  });

  it('filters by status and refuses an unknown one; travellers are refused', async () => {
    expect((await adminPayments('?status=created')).every((p) => p.status === 'created')).toBe(true);
    const bad = await t.app.inject({ method: 'GET', url: '/api/admin/payments?status=lost', headers: admin.headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^Status must be one of/);
    const asha = await signUpTraveller(t.app);
    for (const url of ['/api/admin/payments', '/api/admin/payments/attention']) {
      expect((await t.app.inject({ method: 'GET', url, headers: asha.headers })).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/payments/reconcile', headers: asha.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/payments' })).statusCode).toBe(401);
    // A traveller sees only their own payments.
    expect(await myPayments(asha)).toEqual([]);
  });
});
