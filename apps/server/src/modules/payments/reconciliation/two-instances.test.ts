import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, signUpTraveller, type TestApp } from '../../../../test/support/app.ts';
import { bookingDetails, dayFromToday, orderAndPay, sandboxBooksOf, verify } from '../../../../test/support/payments.ts';
import { later, paidButSoldOut, reconcileDeps, GRACE_SECONDS } from '../../../../test/support/reconciliation.ts';
import { insertTour } from '../../../../test/support/tours.ts';
import { bookings } from '../../../db/schema/bookings.ts';
import { paymentOrders, sandboxPayments } from '../../../db/schema/payments.ts';
import { findOrderRefundsDue, refundOrder, settleUnbookedOrder } from '../../checkout/public.ts';
import { reconcileOnce } from './run.ts';

// Two instances of the server on one database (each its own gateway object): on PostgreSQL
// their statements really overlap on pooled connections. Whatever order they run in, each
// paid order ends with one booking or one refund, never both, never two.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ROUNDS = 4;

it('never settle the same order twice, even when both bypass the lease and race on every order', async () => {
  const orderIds: string[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const tour = await insertTour(t.db, { capacity: 2 });
    const [asha, rahul, meera] = await Promise.all([signUpTraveller(t.app), signUpTraveller(t.app), signUpTraveller(t.app)]);
    // Refused at verify: to be refunded.
    orderIds.push((await paidButSoldOut(t.app, t.db, asha, rahul, tour.id, dayFromToday(30 + round))).orderId);
    // Paid, page closed before verify, seats free: to be booked.
    const roomy = await insertTour(t.db, { capacity: 10 });
    const unconfirmed = await orderAndPay(t.app, meera, { booking: bookingDetails(roomy.id, { bookingDate: dayFromToday(40 + round) }) });
    orderIds.push(unconfirmed.razorpay_order_id);
    // The spec's way, paid and verified, no booking made: to be refunded, unless the traveller books first.
    const spec = await orderAndPay(t.app, meera, { amount: roomy.pricePaise, currency: 'INR', receipt: 'receipt_spec' });
    expect((await verify(t.app, meera, spec)).statusCode).toBe(200);
    orderIds.push(spec.razorpay_order_id);
  }
  const [one, two] = [await reconcileDeps(t.app, t.db), await reconcileDeps(t.app, t.db)];
  const now = later(GRACE_SECONDS + 5);

  // The providers' word on the unconfirmed ones first (settles them as paid), as a run does.
  await Promise.all([reconcileOnce(one, now), reconcileOnce(two, now)]);
  // Then, as if the lease were not there: every step from both instances at once, on every order.
  const outcomes = await Promise.all(orderIds.flatMap((id) => [settleUnbookedOrder(one.db, one.log, id, now), settleUnbookedOrder(two.db, two.log, id, now)]));
  expect(outcomes.every((outcome) => outcome === 'settled elsewhere')).toBe(true);
  const due = await findOrderRefundsDue(t.db, later(GRACE_SECONDS * 10), 100);
  await Promise.all(due.flatMap((order) => [refundOrder(one.db, one.gateway, one.log, order, now), refundOrder(two.db, two.gateway, two.log, order, now)]));

  const orders = await t.db.select().from(paymentOrders).where(inArray(paymentOrders.id, orderIds));
  const made = await t.db.select().from(bookings).where(inArray(bookings.orderId, orderIds));
  const refunds = await t.db.select().from(sandboxPayments).where(inArray(sandboxPayments.orderId, orderIds));
  for (const order of orders) {
    const itsBookings = made.filter((booking) => booking.orderId === order.id);
    const booked = order.bookingId !== null;
    const refunded = order.refundStatus !== null;
    expect(booked !== refunded, `order ${order.id} booked=${booked} refunded=${refunded}`).toBe(true);
    expect(itsBookings).toHaveLength(booked ? 1 : 0);
    const atProvider = refunds.find((payment) => payment.orderId === order.id && payment.status !== 'failed')!;
    expect(atProvider.status).toBe(refunded ? 'refunded' : 'captured');
    if (refunded) expect(order).toMatchObject({ refundStatus: 'processed', refundId: (await sandboxBooksOf(t.db, { paymentId: atProvider.id })).refundId });
  }
  expect(orders.filter((order) => order.bookingId !== null)).toHaveLength(ROUNDS);
  expect(orders.filter((order) => order.refundStatus !== null)).toHaveLength(2 * ROUNDS);
});

it('a traveller booking with a paid order and reconciliation refunding it race: one wins, never both', async () => {
  const tour = await insertTour(t.db, { capacity: 50 });
  const deps = await reconcileDeps(t.app, t.db);
  const results: string[] = [];
  for (let n = 0; n < 6; n++) {
    const asha = await signUpTraveller(t.app);
    const details = bookingDetails(tour.id, { bookingDate: dayFromToday(50 + n), numPeople: 1 });
    const spec = await orderAndPay(t.app, asha, { amount: tour.pricePaise, currency: 'INR', receipt: 'receipt_spec' });
    expect((await verify(t.app, asha, spec)).statusCode).toBe(200);
    const [booking, outcome] = await Promise.all([
      t.app.inject({ method: 'POST', url: '/api/user/bookings', headers: asha.headers, payload: details }),
      settleUnbookedOrder(t.db, deps.log, spec.razorpay_order_id, later(GRACE_SECONDS + 5)),
    ]);
    const [order] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.id, spec.razorpay_order_id));
    if (booking.statusCode === 201) {
      expect(outcome).toBe('settled elsewhere');
      expect(order).toMatchObject({ refundStatus: null });
      results.push('booked');
    } else {
      expect(booking.statusCode).toBe(402);
      expect(outcome).toBe('refund');
      expect(order).toMatchObject({ bookingId: null, refundStatus: 'pending' });
      results.push('refunded');
    }
  }
  expect(results).toHaveLength(6);
});
