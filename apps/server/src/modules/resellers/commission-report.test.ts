import { bookingReference } from '@yatrika/contract/booking-reference';
import { todayInIndia } from '@yatrika/contract/dates';
import { resellerMessages } from '@yatrika/contract/reseller-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signUpTraveller, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { insertResellerBookingOf, resellerMade } from '../../../test/support/resellers.ts';
import { insertTour } from '../../../test/support/tours.ts';
import { cancelResellerBooking } from '../bookings/public.ts';

let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
});
afterAll(() => t.close());

/** The month two after this one ("2027-01" in November 2026): every day of it is bookable and ahead. */
function monthAhead(months: number): string {
  const [year, month] = todayInIndia().split('-').map(Number);
  const first = new Date(Date.UTC(year!, month! - 1 + months, 1));
  return first.toISOString().slice(0, 7);
}

const report = (id: string, query: string, who: SignedIn | undefined = admin) =>
  t.app.inject({ method: 'GET', url: `/api/admin/resellers/${id}/bookings${query}`, headers: who?.headers ?? {} });

describe("a reseller's month at /api/admin/resellers/{id}/bookings", () => {
  it('lists the month’s bookings by trip date with their commission; cancelled ones earn none and count in no total', async () => {
    const month = monthAhead(2);
    const { id: resellerId } = await resellerMade(t.app, admin, { name: 'Musafir Connect', commissionPercent: 12.5 });
    const { id: otherReseller } = await resellerMade(t.app, admin);
    const tour = await insertTour(t.db, { title: 'Hampi Ruins Walk', capacity: 50 });
    const early = await insertResellerBookingOf(t.db, { resellerId, tourId: tour.id, date: `${month}-05`, people: 2, unitPaise: 500_000, resellerReference: 'MC-1' });
    const late = await insertResellerBookingOf(t.db, { resellerId, tourId: tour.id, date: `${month}-20`, people: 3, unitPaise: 111_111, resellerReference: null });
    const cancelled = await insertResellerBookingOf(t.db, { resellerId, tourId: tour.id, date: `${month}-12`, people: 1, unitPaise: 400_000, resellerReference: 'MC-3' });
    await t.db.transaction((tx) => cancelResellerBooking(tx, { resellerId, bookingId: cancelled.id }));
    // Not this month, not this reseller: not in the report.
    await insertResellerBookingOf(t.db, { resellerId, tourId: tour.id, date: `${monthAhead(3)}-01`, people: 1 });
    await insertResellerBookingOf(t.db, { resellerId: otherReseller, tourId: tour.id, date: `${month}-05`, people: 4 });

    const response = await report(resellerId, `?month=${month}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.month).toBe(month);
    expect(body.reseller).toMatchObject({ _id: resellerId, name: 'Musafir Connect', commissionPercent: 12.5 });
    expect(body.bookings.map((each: { _id: string }) => each._id)).toEqual([early.id, cancelled.id, late.id]);
    expect(body.bookings[0]).toEqual({
      _id: early.id,
      reference: bookingReference(early.number),
      tourTitle: 'Hampi Ruins Walk',
      bookingDate: `${month}-05`,
      startTime: '09:00',
      party: { adult: 2, child: 0, infant: 0, senior: 0 },
      numPeople: 2,
      partyWords: '2 people',
      amount: 10_000,
      resellerReference: 'MC-1',
      status: 'booked',
      commission: 1250,
    });
    expect(body.bookings[1]).toMatchObject({ status: 'canceled', amount: 4000, commission: 0, resellerReference: 'MC-3' });
    // ₹3,333.33 at 12.5% is ₹416.66625: ₹416.67, rounded half up to the paisa.
    expect(body.bookings[2]).toMatchObject({ amount: 3333.33, commission: 416.67, resellerReference: null });
    expect(body.totals).toEqual({ bookings: 2, amount: 13_333.33, commission: 1666.67 });
  });

  it('answers the same month as CSV, one row a booking and the totals, cells safe for a spreadsheet', async () => {
    const month = monthAhead(2);
    const { id: resellerId } = await resellerMade(t.app, admin, { name: 'Desi Trails & Co', commissionPercent: 10 });
    const tour = await insertTour(t.db, { title: 'Coorg, Coffee Estates', capacity: 50 });
    const booking = await insertResellerBookingOf(t.db, { resellerId, tourId: tour.id, date: `${month}-08`, people: 2, unitPaise: 250_050, resellerReference: '=HYPERLINK("x")' });

    const response = await t.app.inject({ method: 'GET', url: `/api/admin/resellers/${resellerId}/bookings.csv?month=${month}`, headers: admin.headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="commission-desi-trails-co-${month}.csv"`);
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Reference,Tour,Date,Start time,Party,Seats,Amount (INR),Their reference,Status,Commission (INR)');
    expect(lines[1]).toBe(`${bookingReference(booking.number)},"Coorg, Coffee Estates",${month}-08,09:00,2 people,2,5001.00,"'=HYPERLINK(""x"")",booked,500.10`);
    expect(lines[2]).toBe('Total,1 booking (cancelled not counted),,,,,5001.00,,,500.10');
    expect(lines[3]).toBe('');
  });

  it('answers an empty month with zero totals', async () => {
    const { id } = await resellerMade(t.app, admin);
    const response = await report(id, `?month=${monthAhead(4)}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ bookings: [], totals: { bookings: 0, amount: 0, commission: 0 } });
  });

  it.each([['', 'no month'], ['?month=2026-13', 'month 13'], ['?month=2026-4', 'one digit'], ['?month=April', 'a word']])('refuses %s (%s) with 400', async (query) => {
    const { id } = await resellerMade(t.app, admin);
    const response = await report(id, query);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(resellerMessages.monthInvalid);
  });

  it('is for administrators only, and 404 for an unknown reseller', async () => {
    const { id } = await resellerMade(t.app, admin);
    const traveller = await signUpTraveller(t.app);
    const month = monthAhead(2);
    for (const suffix of ['', '.csv']) {
      const url = `/api/admin/resellers/${id}/bookings${suffix}?month=${month}`;
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url, headers: traveller.headers })).statusCode).toBe(403);
    }
    const unknown = await report('00000000-0000-4000-8000-000000000000', `?month=${month}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(resellerMessages.notFound);
  });
});
