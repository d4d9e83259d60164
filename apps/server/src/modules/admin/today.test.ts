import { addDays, todayInIndia } from '@yatrika/contract/dates';
import { and, count, eq, gte, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signUpTraveller, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { checkInScan, paidBookingOn } from '../../../test/support/check-ins.ts';
import { bookingDetails, payAndBook } from '../../../test/support/payments.ts';
import { insertTour } from '../../../test/support/tours.ts';
import { bookingRefunds, bookings } from '../../db/schema/bookings.ts';
import { bookingAttendance } from '../../db/schema/check-ins.ts';
import { paymentOrders } from '../../db/schema/payments.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { tours } from '../../db/schema/tours.ts';
import { users } from '../../db/schema/users.ts';
import { bookingWithRefund } from '../../../test/support/refunds.ts';

let t: TestApp;
let admin: SignedIn;
let asha: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
  asha = await signUpTraveller(t.app);
});
afterAll(() => t.close());

const dashboard = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: admin.headers });
  expect(response.statusCode).toBe(200);
  return response.json();
};

/** India's day of an instant, computed here apart from the server's SQL. */
const indiaDay = (instant: Date) => todayInIndia(instant);
const rupees = (paise: number) => paise / 100;

describe("today at a glance", () => {
  it('keeps the totals of the spec and adds today beside them', async () => {
    const body = await dashboard();
    expect(Object.keys(body)).toEqual(expect.arrayContaining(['totalUsers', 'totalTours', 'totalBookings', 'totalReviews', 'recentTours', 'recentUsers', 'today']));
    const [[travellers], [allTours], [allBookings], [allReviews]] = await Promise.all([
      t.db.select({ value: count() }).from(users).where(eq(users.role, 'traveller')),
      t.db.select({ value: count() }).from(tours),
      t.db.select({ value: count() }).from(bookings),
      t.db.select({ value: count() }).from(reviews),
    ]);
    expect(body).toMatchObject({ totalUsers: travellers!.value, totalTours: allTours!.value, totalBookings: allBookings!.value, totalReviews: allReviews!.value });
    expect(body.today.date).toBe(todayInIndia());
    expect(body.today.revenue.byDay).toHaveLength(30);
    expect(body.today.revenue.to).toBe(todayInIndia());
    expect(body.today.revenue.from).toBe(addDays(todayInIndia(), -29));
  });

  it("lists today's and tomorrow's departures with seats sold and check-ins, equal to the rows", async () => {
    const today = todayInIndia();
    const tomorrow = addDays(today, 1);
    const dawn = await insertTour(t.db, { title: 'Tiger Hill Sunrise', startTime: '04:30' });
    const river = await insertTour(t.db, { title: 'Ganga Aarti Walk' });
    const early = await paidBookingOn(t.app, t.db, asha, dawn.id, { date: today, numPeople: 3, status: 'booked' });
    await paidBookingOn(t.app, t.db, asha, dawn.id, { date: today, numPeople: 2 });
    await paidBookingOn(t.app, t.db, asha, river.id, { date: tomorrow, numPeople: 4, status: 'booked' });
    // A cancelled party takes no seat.
    await paidBookingOn(t.app, t.db, asha, river.id, { date: tomorrow, numPeople: 5, status: 'canceled' });
    expect((await checkInScan(t.app, admin, { reference: early.reference, people: 2 })).json()).toMatchObject({ outcome: 'checked_in' });

    const { departures } = (await dashboard()).today;
    const sunrise = departures.find((departure: { tourId: string }) => departure.tourId === dawn.id);
    const aarti = departures.find((departure: { tourId: string }) => departure.tourId === river.id);
    expect(sunrise).toEqual({ tourId: dawn.id, tourTitle: 'Tiger Hill Sunrise', date: today, startTime: '04:30', seatsSold: 5, checkedIn: 2 });
    expect(aarti).toEqual({ tourId: river.id, tourTitle: 'Ganga Aarti Walk', date: tomorrow, startTime: '09:00', seatsSold: 4, checkedIn: 0 });
    // Today's come before tomorrow's.
    expect(departures.indexOf(sunrise)).toBeLessThan(departures.indexOf(aarti));

    // Each figure equals the tables: people on the date's live bookings, people checked in.
    for (const departure of [sunrise, aarti]) {
      const live = await t.db
        .select({ id: bookings.id, people: bookings.numPeople })
        .from(bookings)
        .where(and(eq(bookings.tourId, departure.tourId), eq(bookings.bookingDate, departure.date), inArray(bookings.status, ['pending', 'booked', 'completed'])));
      expect(departure.seatsSold).toBe(live.reduce((sum, row) => sum + row.people, 0));
      const attended = await t.db.select().from(bookingAttendance).where(inArray(bookingAttendance.bookingId, live.map((row) => row.id)));
      expect(departure.checkedIn).toBe(attended.reduce((sum, row) => sum + row.checkedInPeople, 0));
    }
  });

  it('counts the bookings waiting for a decision and lists the oldest first', async () => {
    const tour = await insertTour(t.db, { title: 'Hampi Ruins by Bicycle' });
    const { booking: first } = await payAndBook(t.app, asha, bookingDetails(tour.id, { fullName: 'Waiting One' }));
    await payAndBook(t.app, asha, bookingDetails(tour.id, { fullName: 'Waiting Two' }));

    const { awaitingDecision } = (await dashboard()).today;
    const [pending] = await t.db.select({ value: count() }).from(bookings).where(and(eq(bookings.status, 'pending'), gte(bookings.bookingDate, todayInIndia())));
    expect(awaitingDecision.count).toBe(pending!.value);
    expect(awaitingDecision.first.length).toBe(Math.min(5, pending!.value));
    const createdAt = awaitingDecision.first.map((row: { createdAt: string }) => row.createdAt);
    expect([...createdAt].sort()).toEqual(createdAt);

    // Accepting one takes it off the list.
    await t.app.inject({ method: 'PUT', url: `/api/admin/bookings/${first._id}/status`, headers: admin.headers, payload: { status: 'booked' } });
    expect((await dashboard()).today.awaitingDecision.count).toBe(pending!.value - 1);
  });

  it('counts the payments needing attention by the Payments screen rule', async () => {
    const tour = await insertTour(t.db, { title: 'Stranded Payment Tour' });
    const { booking } = await payAndBook(t.app, asha, bookingDetails(tour.id));
    // Paid with no booking, past the grace: reconciliation has not settled it yet.
    const [order] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.bookingId, booking._id));
    await t.db.update(bookings).set({ orderId: null }).where(eq(bookings.id, booking._id));
    await t.db.update(paymentOrders).set({ bookingId: null, paidAt: new Date(Date.now() - 3_600_000) }).where(eq(paymentOrders.id, order!.id));

    const { paymentsNeedingAttention } = (await dashboard()).today;
    const attention = (await t.app.inject({ method: 'GET', url: '/api/admin/payments/attention', headers: admin.headers })).json();
    const listed = (await t.app.inject({ method: 'GET', url: '/api/admin/payments?attention=true&limit=100', headers: admin.headers })).json();
    expect(paymentsNeedingAttention).toBeGreaterThanOrEqual(1);
    expect(paymentsNeedingAttention).toBe(attention.needingAttention);
    expect(paymentsNeedingAttention).toBe(listed.length);
  });

  it('reports revenue as payments captured minus refunds processed, by India day and by tour, equal to the rows', async () => {
    const tour = await insertTour(t.db, { title: 'Revenue Check Tour' });
    const { booking: kept } = await payAndBook(t.app, asha, bookingDetails(tour.id, { numPeople: 2 }));
    const { booking: refunded } = await payAndBook(t.app, asha, bookingDetails(tour.id, { numPeople: 1 }));
    const cancel = await t.app.inject({ method: 'PUT', url: `/api/admin/bookings/${refunded._id}/status`, headers: admin.headers, payload: { status: 'canceled' } });
    expect(cancel.statusCode).toBe(200);
    // A payment captured before the window does not count; one at its first minute does.
    const { booking: old } = await payAndBook(t.app, asha, bookingDetails(tour.id, { numPeople: 1 }));
    const [oldOrder] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.bookingId, old._id));
    const windowStart = new Date(`${addDays(todayInIndia(), -29)}T00:00:00+05:30`);
    await t.db.update(paymentOrders).set({ paidAt: new Date(windowStart.getTime() - 1) }).where(eq(paymentOrders.id, oldOrder!.id));
    expect(kept).toBeDefined();

    const { revenue } = (await dashboard()).today;

    // The same figures, computed here from the rows.
    const from = revenue.from as string;
    const expectedByDay = new Map<string, { paid: number; refunded: number }>();
    const expectedByTour = new Map<string, { paid: number; refunded: number }>();
    const add = (day: string, tourKey: string, paid: number, refundedPaise: number) => {
      if (day < from || day > revenue.to) return;
      const d = expectedByDay.get(day) ?? { paid: 0, refunded: 0 };
      d.paid += paid;
      d.refunded += refundedPaise;
      expectedByDay.set(day, d);
      const tr = expectedByTour.get(tourKey) ?? { paid: 0, refunded: 0 };
      tr.paid += paid;
      tr.refunded += refundedPaise;
      expectedByTour.set(tourKey, tr);
    };
    const orders = await t.db.select().from(paymentOrders);
    const bookingRows = await t.db.select().from(bookings);
    const byId = new Map(bookingRows.map((row) => [row.id, row]));
    for (const order of orders) {
      const booked = order.bookingId ? byId.get(order.bookingId) : undefined;
      const tourKey = booked?.tourId ?? order.bookingDetails?.tourId ?? 'none';
      if (order.paidAt) add(indiaDay(order.paidAt), tourKey, order.amountPaise, 0);
      if (order.refundStatus === 'processed' && order.refundedAt) add(indiaDay(order.refundedAt), order.bookingDetails?.tourId ?? 'none', 0, order.refundAmountPaise ?? order.amountPaise);
    }
    for (const refund of await t.db.select().from(bookingRefunds)) {
      const row = byId.get(refund.bookingId)!;
      if (refund.status === 'processed' && refund.refundedAt) add(indiaDay(refund.refundedAt), row.tourId ?? 'none', 0, refund.amountPaise);
    }

    for (const day of revenue.byDay as Array<{ date: string; paid: number; refunded: number; net: number }>) {
      const expected = expectedByDay.get(day.date) ?? { paid: 0, refunded: 0 };
      expect(day, day.date).toEqual({ date: day.date, paid: rupees(expected.paid), refunded: rupees(expected.refunded), net: rupees(expected.paid - expected.refunded) });
    }
    const mine = revenue.byTour.find((row: { tourId: string }) => row.tourId === tour.id);
    const expected = expectedByTour.get(tour.id)!;
    expect(mine).toEqual({ tourId: tour.id, tourTitle: 'Revenue Check Tour', paid: rupees(expected.paid), refunded: rupees(expected.refunded), net: rupees(expected.paid - expected.refunded) });
    // Two payments in the window (the third was captured before it), one refunded in full.
    const refundedRow = await bookingWithRefund(t.db, refunded._id);
    expect(refundedRow!.refundStatus).toBe('processed');
    expect(mine.refunded).toBe(rupees(refundedRow!.refundAmountPaise!));
    expect(mine.paid).toBe(rupees(kept.totalPrice * 100 + refundedRow!.totalPaise));
  });

  it('is closed to travellers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: asha.headers });
    expect(response.statusCode).toBe(403);
  });
});
