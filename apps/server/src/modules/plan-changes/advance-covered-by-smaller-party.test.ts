import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signUpTraveller, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { changeParty } from '../../../test/support/party-changes.ts';
import { bookingDetails, createOrder, dayFromToday, sandboxPay, verify } from '../../../test/support/payments.ts';
import { sandboxOf } from '../../../test/support/reconciliation.ts';
import { insertTour } from '../../../test/support/tours.ts';
import { defaultBookingRules, lapseUnpaidBalances } from '../bookings/public.ts';

// An operator makes the party of a booking paid by advance so small that the advance covers the new
// total (decisions 023 and 035): what was paid beyond it goes back, and the booking owes nothing more,
// so it must stop owing a balance, or the lapse would cancel a booking paid in full. Runs on embedded
// PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
let t: TestApp;
let traveller: SignedIn;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  traveller = await signUpTraveller(t.app);
  admin = await signInAdmin(t.app);
});
afterAll(() => t.close());

const DAY = 86_400_000;

describe('a smaller party that the advance already pays for', () => {
  it('refunds what was paid beyond the new total, clears the due date, and the lapse leaves the booking alone', async () => {
    // ₹1,000 a person, 60% now: two people pay ₹1,200 of ₹2,000.
    const tour = await insertTour(t.db, { pricePaise: 100_000, capacity: 10, advancePercent: 60, balanceDueDays: 10 });
    const order = await createOrder(t.app, traveller, { booking: bookingDetails(tour.id, { bookingDate: dayFromToday(30), numPeople: 2 }), payment: 'advance' });
    expect(order.json().order.amount).toBe(120_000);
    const booked = (await verify(t.app, traveller, (await sandboxPay(t.app, order.json().order.id)).json())).json().booking as { _id: string; balanceDueOn: string };
    expect(booked.balanceDueOn).toBeTruthy();

    const changed = await changeParty(t.app, admin, booked._id, { numPeople: 1 });
    expect(changed.statusCode).toBe(200);
    const answer = (await t.app.inject({ method: 'GET', url: `/api/user/bookings/${booked._id}`, headers: traveller.headers })).json().booking;
    expect(answer).toMatchObject({ totalPrice: 1000, amountPaid: 1200, amountRefunded: 200, amountDue: 0, balanceDueOn: null });

    const balance = await t.app.inject({ method: 'POST', url: `/api/user/bookings/${booked._id}/balance`, headers: traveller.headers });
    expect(balance.statusCode).toBe(409);
    const deps = { db: t.db, gateway: await sandboxOf(t.db), log: t.app.log, policy: defaultBookingRules.cancellationPolicy };
    await lapseUnpaidBalances(deps, new Date(Date.now() + 21 * DAY));
    const after = (await t.app.inject({ method: 'GET', url: `/api/user/bookings/${booked._id}`, headers: traveller.headers })).json().booking;
    expect(after.status).not.toBe('canceled');
    expect(after).toMatchObject({ amountPaid: 1200, amountRefunded: 200, amountDue: 0 });
  });
});
