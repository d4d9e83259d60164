import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signUpTraveller, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { bookingDetails, createOrder, dayFromToday, orderAndPay, payAndBook, verify } from '../../../test/support/payments.ts';
import { GRACE_SECONDS, later, reconcileDeps, runAt } from '../../../test/support/reconciliation.ts';
import { insertTour } from '../../../test/support/tours.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { emails } from '../../db/schema/emails.ts';
import { paymentOrders } from '../../db/schema/payments.ts';
import { tours } from '../../db/schema/tours.ts';
import { bookingWithRefund } from '../../../test/support/refunds.ts';

/**
 * An operator who deletes or bans a tour, or deletes a traveller, settles the money those
 * carry: future bookings are cancelled and refunded in full, the travellers told, and a
 * payment that arrives afterwards is refunded, never booked.
 */
let t: TestApp;
let admin: SignedIn;
let traveller: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
  traveller = await signUpTraveller(t.app, { firstname: 'Kavya', lastname: 'Iyer' });
});
afterAll(() => t.close());

const asAdmin = (method: 'GET' | 'PUT' | 'DELETE', url: string) => t.app.inject({ method, url, headers: admin.headers });
const bookingRow = (id: string) => bookingWithRefund(t.db, id);
const tourRow = async (id: string) => (await t.db.select().from(tours).where(eq(tours.id, id)))[0];
const cancellationEmailsFor = async (bookingId: string) =>
  (await t.db.select().from(emails).where(eq(emails.kind, 'booking-cancelled'))).filter((email) => JSON.stringify(email.data).includes(bookingId));

/** A tour with two paid future bookings (₹6,000 and ₹9,000) and one past trip. */
async function tourWithPaidBookings(who: SignedIn = traveller) {
  const tour = await insertTour(t.db, { title: 'Spiti Winter Circuit', location: 'Kaza, Himachal Pradesh', pricePaise: 300_000 });
  const first = (await payAndBook(t.app, who, bookingDetails(tour.id, { numPeople: 2, bookingDate: dayFromToday(20) }))).booking;
  const second = (await payAndBook(t.app, who, bookingDetails(tour.id, { numPeople: 3, bookingDate: dayFromToday(25) }))).booking;
  await t.app.inject({ method: 'PUT', url: `/api/admin/bookings/${second._id}/status`, headers: admin.headers, payload: { status: 'booked' } });
  const past = (await payAndBook(t.app, who, bookingDetails(tour.id, { numPeople: 1, bookingDate: dayFromToday(5) }))).booking;
  await t.db.update(bookings).set({ bookingDate: dayFromToday(-3), status: 'booked' }).where(eq(bookings.id, past._id));
  return { tour, first, second, past };
}

describe('deleting a tour with paid future bookings', () => {
  it('says first what it will do, and without a confirmation changes nothing', async () => {
    const { tour, first, second } = await tourWithPaidBookings();
    const quote = await asAdmin('GET', `/api/admin/tours/${tour.id}/settlement`);
    expect(quote.statusCode).toBe(200);
    expect(quote.json()).toEqual({
      bookings: 2,
      paidBookings: 2,
      refundAmount: 15_000,
      message: '2 bookings still to come: they will be cancelled, ₹15,000 refunded in full, and the travellers told.',
    });

    const refused = await asAdmin('DELETE', `/api/admin/tours/${tour.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      '2 bookings still to come: they will be cancelled, ₹15,000 refunded in full, and the travellers told. Confirm to go ahead.',
    );
    expect(await tourRow(tour.id)).toMatchObject({ status: 'active' });
    expect(await bookingRow(first._id)).toMatchObject({ status: 'pending', refundStatus: null });
    expect(await bookingRow(second._id)).toMatchObject({ refundStatus: null });
  });

  it('with the confirmation cancels and refunds each in full, tells each traveller once, and keeps past trips', async () => {
    const { tour, first, second, past } = await tourWithPaidBookings();
    const deleted = await asAdmin('DELETE', `/api/admin/tours/${tour.id}?confirm=true`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe('Tour deleted successfully.');
    expect(await tourRow(tour.id)).toBeUndefined();
    expect(await bookingRow(first._id)).toMatchObject({ status: 'canceled', refundStatus: 'processed', refundAmountPaise: 600_000 });
    expect(await bookingRow(second._id)).toMatchObject({ status: 'canceled', refundStatus: 'processed', refundAmountPaise: 900_000 });
    expect(await bookingRow(past._id)).toMatchObject({ status: 'booked', refundStatus: null });
    expect(await cancellationEmailsFor(first._id)).toHaveLength(1);
    expect(await cancellationEmailsFor(second._id)).toHaveLength(1);
  });

  it('needs no confirmation when nothing is at stake, as the original client expects', async () => {
    const tour = await insertTour(t.db, { title: 'Quiet Backwaters' });
    expect((await asAdmin('GET', `/api/admin/tours/${tour.id}/settlement`)).json()).toMatchObject({ bookings: 0, refundAmount: 0 });
    expect((await asAdmin('DELETE', `/api/admin/tours/${tour.id}`)).statusCode).toBe(200);
    expect((await asAdmin('GET', `/api/admin/tours/${tour.id}/settlement`)).statusCode).toBe(404);
  });
});

describe('banning a tour with paid future bookings', () => {
  it('is refused without a confirmation and with it cancels and refunds them', async () => {
    const { tour, first, second } = await tourWithPaidBookings();
    const refused = await asAdmin('PUT', `/api/admin/tour/${tour.id}/ban`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('₹15,000 refunded in full');
    expect(await tourRow(tour.id)).toMatchObject({ status: 'active' });

    const banned = await asAdmin('PUT', `/api/admin/tour/${tour.id}/ban?confirm=true`);
    expect(banned.statusCode).toBe(200);
    expect(banned.json()).toMatchObject({ message: 'Tour banned successfully.', data: { status: 'banned' } });
    expect(await bookingRow(first._id)).toMatchObject({ status: 'canceled', refundStatus: 'processed' });
    expect(await bookingRow(second._id)).toMatchObject({ status: 'canceled', refundStatus: 'processed' });
    // Unbanning opens the tour again; the cancelled bookings stay cancelled.
    expect((await asAdmin('PUT', `/api/admin/tour/${tour.id}/unban`)).statusCode).toBe(200);
    expect(await bookingRow(first._id)).toMatchObject({ status: 'canceled' });
  });
});

describe('deleting a traveller with paid future bookings', () => {
  it('says what it will do, and with the confirmation refunds them in full before the account goes', async () => {
    const leaving = await signUpTraveller(t.app, { firstname: 'Rohan', lastname: 'Das' });
    const { first, second, past } = await tourWithPaidBookings(leaving);
    const quote = await asAdmin('GET', `/api/admin/users/${leaving.userId}/settlement`);
    expect(quote.json()).toMatchObject({ bookings: 2, refundAmount: 15_000 });

    const refused = await asAdmin('DELETE', `/api/admin/users/${leaving.userId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('Confirm to go ahead.');
    expect(await bookingRow(first._id)).toMatchObject({ status: 'pending', userId: leaving.userId });

    const deleted = await asAdmin('DELETE', `/api/admin/users/${leaving.userId}?confirm=true`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe('User deleted successfully.');
    expect(await bookingRow(first._id)).toMatchObject({ status: 'canceled', refundStatus: 'processed', refundAmountPaise: 600_000, userId: null });
    expect(await bookingRow(second._id)).toMatchObject({ status: 'canceled', refundStatus: 'processed', refundAmountPaise: 900_000 });
    expect(await bookingRow(past._id)).toMatchObject({ status: 'booked', userId: null });
    expect(await cancellationEmailsFor(first._id)).toHaveLength(1);
  });
});

describe('a payment confirmed after its tour stopped taking bookings', () => {
  for (const [what, stop] of [
    ['banned', (id: string) => t.db.update(tours).set({ status: 'banned' }).where(eq(tours.id, id))],
    ['deleted', (id: string) => t.db.delete(tours).where(eq(tours.id, id))],
  ] as const) {
    it(`is refunded, never booked, when the tour was ${what} while the traveller paid`, async () => {
      const tour = await insertTour(t.db, { title: `Doomed Departure ${what}`, pricePaise: 250_000 });
      const confirmation = await orderAndPay(t.app, traveller, { booking: bookingDetails(tour.id, { numPeople: 2 }) });
      await stop(tour.id);
      const answer = await verify(t.app, traveller, confirmation);
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toBe(
        'This tour stopped taking bookings while you were paying. Your payment is recorded and will be refunded in full.',
      );
      const [order] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.id, confirmation.razorpay_order_id));
      expect(order).toMatchObject({ status: 'paid', bookingId: null });
      expect(await t.db.select().from(bookings).where(eq(bookings.orderId, confirmation.razorpay_order_id))).toEqual([]);

      // Reconciliation reaches the same decision for the same reason.
      await runAt(await reconcileDeps(t.app, t.db), later(GRACE_SECONDS + 5));
      const [settled] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.id, confirmation.razorpay_order_id));
      expect(settled).toMatchObject({ bookingId: null, refundReason: 'tour_unavailable' });
    });
  }

  it('cannot open a checkout on a banned tour', async () => {
    const tour = await insertTour(t.db, { title: 'Closed Valley', status: 'banned' });
    const order = await createOrder(t.app, traveller, { booking: bookingDetails(tour.id) });
    expect(order.statusCode).toBeGreaterThanOrEqual(400);
    expect(order.statusCode).toBeLessThan(500);
  });
});

describe('a ban racing with payments being confirmed', () => {
  it('leaves no paid booking still to come on the banned tour, and every other payment refunded', async () => {
    const tour = await insertTour(t.db, { title: 'Race to the Ridge', pricePaise: 150_000, capacity: 40 });
    const payers = await Promise.all(Array.from({ length: 6 }, () => signUpTraveller(t.app)));
    const paid = await Promise.all(payers.map((who) => orderAndPay(t.app, who, { booking: bookingDetails(tour.id, { numPeople: 2 }) })));

    const answers = await Promise.all([
      ...paid.map((confirmation, index) => verify(t.app, payers[index], confirmation)),
      asAdmin('PUT', `/api/admin/tour/${tour.id}/ban?confirm=true`),
    ]);
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
    expect(answers.at(-1)!.statusCode).toBe(200);

    // Whichever way each payment went, nothing is still to come on the tour...
    const onTour = await t.db.select().from(bookings).where(eq(bookings.tourId, tour.id));
    for (const booking of onTour) expect(await bookingRow(booking.id)).toMatchObject({ status: 'canceled', refundStatus: 'processed' });
    // ...and reconciliation refunds every payment that never became a booking, for the tour's sake.
    await runAt(await reconcileDeps(t.app, t.db), later(GRACE_SECONDS + 5));
    for (const confirmation of paid) {
      const [order] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.id, confirmation.razorpay_order_id));
      if (order!.bookingId) continue;
      expect(order).toMatchObject({ refundReason: 'tour_unavailable' });
    }
  });
});

describe('the operator sees paid bookings stranded by earlier deletions', () => {
  it('counts a paid future booking on a banned tour or of a deleted account as needing attention', async () => {
    const onBanned = await tourWithPaidBookings();
    // As a database from before these rules would hold them: stranded, unrefunded.
    await t.db.update(tours).set({ status: 'banned' }).where(eq(tours.id, onBanned.tour.id));
    const detached = await tourWithPaidBookings();
    await t.db.update(bookings).set({ userId: null }).where(eq(bookings.id, detached.first._id));

    const attention = (await asAdmin('GET', '/api/admin/payments?attention=true&limit=100')).json() as {
      bookingId: string | null;
      attentionReason: string | null;
    }[];
    const reasonOf = (bookingId: string) => attention.find((payment) => payment.bookingId === bookingId)?.attentionReason;
    expect(reasonOf(onBanned.first._id)).toBe('tour_withdrawn');
    expect(reasonOf(detached.first._id)).toBe('account_deleted');
    const flagged = attention.map((payment) => payment.bookingId);
    expect(flagged).toEqual(expect.arrayContaining([onBanned.first._id, onBanned.second._id, detached.first._id]));
    expect(flagged).not.toContain(onBanned.past._id);
    expect(flagged).not.toContain(detached.second._id);
    const count = (await asAdmin('GET', '/api/admin/payments/attention')).json().needingAttention;
    expect(count).toBeGreaterThanOrEqual(3);
  });
});
