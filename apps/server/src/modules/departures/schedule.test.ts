import { tourScheduleMessages } from '@yatrika/contract/tour-schedule';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emails } from '../../db/schema/emails.ts';
import { createTestApp, multipartBody, signInAdmin, signUpTraveller, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { availability } from '../../../test/support/departures.ts';
import { bookingDetails, createOrder, dayFromToday, payAndBook } from '../../../test/support/payments.ts';
import { insertTour } from '../../../test/support/tours.ts';

// A tour's schedule (weekdays, seasons, closed dates, start time and cut-off) decides which dates
// the calendar offers and which the hold and the booking accept; "confirm instantly" books a paid
// booking without the operator's accept.

let t: TestApp;
let admin: SignedIn;
let traveller: SignedIn;

beforeAll(async () => {
  t = await createTestApp({ bookingHorizonDays: 90 });
  admin = await signInAdmin(t.app);
  traveller = await signUpTraveller(t.app);
});
afterAll(() => t.close());

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

async function statusesOf(tourId: string, from: string, days: number): Promise<string[]> {
  const body = (await availability(t.app, tourId, `?from=${from}&days=${days}`)).json();
  return body.dates.map((day: { status: string }) => day.status);
}

function updateTour(tourId: string, fields: Record<string, string>) {
  const form = multipartBody(fields);
  return t.app.inject({ method: 'PUT', url: `/api/admin/tours/${tourId}`, headers: { ...admin.headers, ...form.headers }, payload: form.payload });
}

describe('the tour form plans a schedule', () => {
  it('stores weekdays, seasons, closed dates, start time and cut-off, and answers them with the tour', async () => {
    const tour = await insertTour(t.db);
    const before = (await t.app.inject({ method: 'GET', url: `/api/admin/tours/${tour.id}`, headers: admin.headers })).json().tour;
    expect(before.schedule).toEqual({ runWeekdays: [0, 1, 2, 3, 4, 5, 6], seasons: [], closedRanges: [], startTime: '09:00', startTimes: ['09:00'], cutoffHours: null });
    expect(before.confirmInstantly).toBe(false);

    const response = await updateTour(tour.id, {
      runWeekdays: '5,1,3',
      seasons: JSON.stringify([{ from: '05-01', to: '10-31' }]),
      closedRanges: JSON.stringify([{ from: '2027-06-10', to: '2027-06-12' }]),
      startTime: '06:30',
      cutoffHours: '24',
      confirmInstantly: 'true',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.schedule).toEqual({
      runWeekdays: [1, 3, 5],
      seasons: [{ from: '05-01', to: '10-31' }],
      closedRanges: [{ from: '2027-06-10', to: '2027-06-12' }],
      startTime: '06:30',
      startTimes: ['06:30'],
      cutoffHours: 24,
    });
    expect(response.json().data.confirmInstantly).toBe(true);

    // A form that sends none of them keeps them; blank cut-off means none.
    const kept = await updateTour(tour.id, { title: 'Renamed', cutoffHours: '' });
    expect(kept.json().data.schedule.runWeekdays).toEqual([1, 3, 5]);
    expect(kept.json().data.schedule.cutoffHours).toBeNull();
  });

  it('refuses a schedule it cannot read with a sentence', async () => {
    const tour = await insertTour(t.db);
    const cases: Array<[Record<string, string>, string]> = [
      [{ runWeekdays: '7' }, tourScheduleMessages.weekdaysInvalid],
      [{ runWeekdays: '[]' }, tourScheduleMessages.weekdaysInvalid],
      [{ seasons: JSON.stringify([{ from: '02-30', to: '03-10' }]) }, tourScheduleMessages.seasonsInvalid],
      [{ closedRanges: JSON.stringify([{ from: '2027-01-05', to: '2027-01-01' }]) }, tourScheduleMessages.closedRangesInvalid],
      [{ closedRanges: 'not json' }, tourScheduleMessages.closedRangesInvalid],
      [{ startTime: '25:00' }, tourScheduleMessages.startTimeInvalid],
      [{ cutoffHours: '-1' }, tourScheduleMessages.cutoffInvalid],
      [{ confirmInstantly: 'maybe' }, tourScheduleMessages.confirmInstantlyInvalid],
    ];
    for (const [fields, message] of cases) {
      const response = await updateTour(tour.id, fields);
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });
});

describe('availability, holds and bookings follow the schedule', () => {
  it('reads a weekday the tour does not run as closed and refuses to hold it', async () => {
    const date = dayFromToday(14);
    const skipped = weekdayOf(date);
    const tour = await insertTour(t.db, { runWeekdays: [0, 1, 2, 3, 4, 5, 6].filter((day) => day !== skipped) });
    const statuses = await statusesOf(tour.id, dayFromToday(13), 3);
    expect(statuses).toEqual(['available', 'closed', 'available']);

    const refused = await createOrder(t.app, traveller, { booking: bookingDetails(tour.id, { bookingDate: date }) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^This tour runs only on \w+days(, \w+days)* and \w+days\.$/);
    expect((await createOrder(t.app, traveller, { booking: bookingDetails(tour.id, { bookingDate: dayFromToday(15) }) })).statusCode).toBe(200);
  });

  it('reads dates outside every season as closed, a season wrapping the new year included', async () => {
    const date = dayFromToday(20);
    const monthDay = date.slice(5);
    const outside = await insertTour(t.db, { seasons: [{ from: monthDay === '07-01' ? '08-01' : '07-01', to: monthDay === '07-01' ? '08-02' : '07-02' }] });
    expect(await statusesOf(outside.id, date, 1)).toEqual(['closed']);
    const refused = await createOrder(t.app, traveller, { booking: bookingDetails(outside.id, { bookingDate: date }) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^This tour runs only from \d+ \w{3} to \d+ \w{3}\.$/);

    // From the day itself round the year to the day before: in season, even where it wraps.
    const inside = await insertTour(t.db, { seasons: [{ from: monthDay, to: dayFromToday(19).slice(5) }] });
    expect(await statusesOf(inside.id, date, 1)).toEqual(['available']);
  });

  it('reads closed dates as closed; a booking for one is refused and the seats stay', async () => {
    const tour = await insertTour(t.db, { closedRanges: [{ from: dayFromToday(30), to: dayFromToday(31) }] });
    expect(await statusesOf(tour.id, dayFromToday(29), 4)).toEqual(['available', 'closed', 'closed', 'available']);
    const refused = await createOrder(t.app, traveller, { booking: bookingDetails(tour.id, { bookingDate: dayFromToday(31) }) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(tourScheduleMessages.closedOnDate);
  });

  it('closes bookings the cut-off before the start, in India time', async () => {
    // 48 hours before 09:00 tomorrow has always passed; the day after next at 09:00 is at least 57 hours away.
    const tour = await insertTour(t.db, { startTime: '09:00', cutoffHours: 48 });
    expect(await statusesOf(tour.id, dayFromToday(1), 1)).toEqual(['closed']);
    expect(await statusesOf(tour.id, dayFromToday(3), 1)).toEqual(['available']);
    const refused = await createOrder(t.app, traveller, { booking: bookingDetails(tour.id, { bookingDate: dayFromToday(1) }) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Bookings for this departure closed 48 hours before it sets off.');
    await payAndBook(t.app, traveller, bookingDetails(tour.id, { bookingDate: dayFromToday(3) }));
  });

  it('leaves tours off their schedule out of a list filtered by date', async () => {
    const date = dayFromToday(40);
    const runs = await insertTour(t.db, { title: `Runs ${date}` });
    const closed = await insertTour(t.db, { title: `Closed ${date}`, closedRanges: [{ from: date, to: date }] });
    const listed = await t.app.inject({ method: 'GET', url: `/api/routes/destinations?q=${encodeURIComponent(date)}&date=${date}` });
    expect(listed.statusCode).toBe(200);
    const ids = (listed.json() as Array<{ _id: string }>).map((tour) => tour._id);
    expect(ids).toContain(runs.id);
    expect(ids).not.toContain(closed.id);
  });
});

describe('the Departures screen', () => {
  it('lists every scheduled departure of a chosen tour, booked or not, and closing one takes it off the calendar', async () => {
    const from = dayFromToday(50);
    const skipped = weekdayOf(dayFromToday(51));
    const tour = await insertTour(t.db, { runWeekdays: [0, 1, 2, 3, 4, 5, 6].filter((day) => day !== skipped), closedRanges: [{ from: dayFromToday(53), to: dayFromToday(53) }] });
    const listed = await t.app.inject({ method: 'GET', url: `/api/admin/departures?from=${from}&to=${dayFromToday(54)}&tourId=${tour.id}`, headers: admin.headers });
    expect(listed.statusCode).toBe(200);
    const dates = (listed.json().departures as Array<{ date: string; booked: number; seatsLeft: number }>).map((departure) => departure.date);
    expect(dates).toEqual([dayFromToday(50), dayFromToday(52), dayFromToday(54)]);

    const everyTour = await t.app.inject({ method: 'GET', url: `/api/admin/departures?from=${from}&to=${dayFromToday(54)}`, headers: admin.headers });
    expect((everyTour.json().departures as Array<{ tourId: string }>).some((departure) => departure.tourId === tour.id)).toBe(false);

    const closed = await t.app.inject({ method: 'PUT', url: `/api/admin/tours/${tour.id}/departures/${dayFromToday(52)}`, headers: admin.headers, payload: { closed: true } });
    expect(closed.statusCode).toBe(200);
    expect(await statusesOf(tour.id, dayFromToday(52), 1)).toEqual(['closed']);
  });
});

describe('confirm instantly', () => {
  it('books a paid booking at once and the confirmation says it is confirmed; without it the booking waits', async () => {
    const instant = await insertTour(t.db, { confirmInstantly: true });
    const { booking } = await payAndBook(t.app, traveller, bookingDetails(instant.id));
    expect(booking.status).toBe('booked');
    const [email] = await t.db.select().from(emails).where(eq(emails.eventKey, `booking-paid:${booking._id}`));
    expect((email!.data as { status: string }).status).toBe('booked');

    const usual = await insertTour(t.db);
    const waiting = await payAndBook(t.app, traveller, bookingDetails(usual.id));
    expect(waiting.booking.status).toBe('pending');
  });
});
