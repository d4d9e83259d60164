import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signUpTraveller, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { bookingDetails, dayFromToday, payAndBook } from '../../../test/support/payments.ts';
import { insertResellerBookingOf, resellerMade } from '../../../test/support/resellers.ts';
import { insertTour } from '../../../test/support/tours.ts';
import { cancelResellerBooking } from '../bookings/public.ts';
import { bookingWithRefund } from '../../../test/support/refunds.ts';

let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
});
afterAll(() => t.close());

const dashboard = async () => (await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: admin.headers })).json();
const payments = async () => (await t.app.inject({ method: 'GET', url: '/api/admin/payments?limit=100', headers: admin.headers })).json();
const attention = async () => (await t.app.inject({ method: 'GET', url: '/api/admin/payments/attention', headers: admin.headers })).json();

/** Decision 039: money a reseller collected is not Yatrika's, and a booking without Yatrika's payment is not a problem. */
describe("a reseller's bookings beside Yatrika's own money", () => {
  it('add nothing to revenue, the payments list or what needs attention, while a website booking does', async () => {
    const tour = await insertTour(t.db, { pricePaise: 300_000, capacity: 50 });
    const { id: resellerId } = await resellerMade(t.app, admin);
    const before = { dashboard: await dashboard(), payments: await payments(), attention: await attention() };

    await insertResellerBookingOf(t.db, { resellerId, tourId: tour.id, date: dayFromToday(15), people: 2, unitPaise: 300_000 });
    const soldAndCancelled = await insertResellerBookingOf(t.db, { resellerId, tourId: tour.id, date: dayFromToday(16), people: 1, unitPaise: 300_000 });
    await t.db.transaction((tx) => cancelResellerBooking(tx, { resellerId, bookingId: soldAndCancelled.id }));
    // Reconciliation finds nothing of theirs to book or refund.
    const reconciled = await t.app.inject({ method: 'POST', url: '/api/admin/payments/reconcile', headers: admin.headers });
    expect(reconciled.statusCode).toBe(200);

    const after = { dashboard: await dashboard(), payments: await payments(), attention: await attention() };
    expect(after.dashboard.today.revenue).toEqual(before.dashboard.today.revenue);
    expect(after.dashboard.today.paymentsNeedingAttention).toBe(before.dashboard.today.paymentsNeedingAttention);
    expect(after.attention.needingAttention).toBe(before.attention.needingAttention);
    expect(typeof after.attention.needingAttention).toBe('number');
    expect(after.payments).toEqual(before.payments);
    // They are bookings like any other, though: counted among the bookings.
    expect(after.dashboard.totalBookings).toBe(before.dashboard.totalBookings + 2);
    const cancelledRow = await bookingWithRefund(t.db, soldAndCancelled.id);
    expect(cancelledRow).toMatchObject({ status: 'canceled', refundStatus: null });

    // The same tour sold on the website is Yatrika's revenue: the comparison above could fail.
    const traveller = await signUpTraveller(t.app);
    await payAndBook(t.app, traveller, bookingDetails(tour.id, { numPeople: 2, bookingDate: dayFromToday(15) }));
    const withOwn = await dashboard();
    const paidToday = (revenue: { byDay: Array<{ paid: number }> }) => revenue.byDay.reduce((total, day) => total + day.paid, 0);
    expect(paidToday(withOwn.today.revenue) - paidToday(after.dashboard.today.revenue)).toBe(6000);
    expect((await payments()).length).toBe(after.payments.length + 1);
  });

  it("answer the reseller by name and their reference on the operator's booking list and booking, paid to the reseller, not as unpaid", async () => {
    const tour = await insertTour(t.db, { capacity: 50 });
    const { id: resellerId } = await resellerMade(t.app, admin, { name: 'GetYourGuide India' });
    const sold = await insertResellerBookingOf(t.db, { resellerId, tourId: tour.id, date: dayFromToday(17), resellerReference: 'GYG-55' });
    const list = await t.app.inject({ method: 'GET', url: `/api/admin/bookings?query=${encodeURIComponent('Meera')}&limit=100`, headers: admin.headers });
    expect(list.statusCode).toBe(200);
    const row = list.json().find((each: { _id: string }) => each._id === sold.id);
    expect(row).toMatchObject({ payment: null, refund: null, user: null, reseller: { _id: resellerId, name: 'GetYourGuide India', reference: 'GYG-55', paidToReseller: true } });
    // The website's own bookings answer exactly as before, without one.
    const traveller = await signUpTraveller(t.app);
    const own = await payAndBook(t.app, traveller, bookingDetails(tour.id, { bookingDate: dayFromToday(17) }));
    const ownList = await t.app.inject({ method: 'GET', url: `/api/admin/bookings?query=${own.booking.reference}`, headers: admin.headers });
    const [ownRow] = ownList.json();
    expect(ownRow).toMatchObject({ _id: own.booking._id });
    expect(ownRow).not.toHaveProperty('reseller');
  });
});
