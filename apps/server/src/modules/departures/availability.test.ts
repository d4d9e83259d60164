import { DEFAULT_AVAILABILITY_DAYS } from '@yatrika/contract/departure-limits';
import { addDays } from '@yatrika/contract/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signUpTraveller, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { availability, changeDeparture, listDepartures, seatsLeftOn } from '../../../test/support/departures.ts';
import { bookingDetails, dayFromToday, payAndBook } from '../../../test/support/payments.ts';
import { aroundStart, testClock } from '../../../test/support/holds.ts';
import { insertTour } from '../../../test/support/tours.ts';

let t: TestApp;
let admin: SignedIn;
let traveller: SignedIn;

beforeAll(async () => {
  t = await createTestApp({ bookingHorizonDays: 90 });
  admin = await signInAdmin(t.app);
  traveller = await signUpTraveller(t.app);
});
afterAll(() => t.close());

describe('GET /api/routes/tours/{id}/availability', () => {
  it('answers every date from today in India for 60 days by default, each a departure at the tour capacity', async () => {
    const tour = await insertTour(t.db, { capacity: 12, durationDays: 6 });
    // An hour before the day's 09:00 departure (tomorrow's, so the clock only moves forward): today's departure is on sale.
    const clock = testClock(aroundStart(dayFromToday(1), '09:00', -3600));
    const response = await availability(t.app, tour.id).finally(() => clock.restore());
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body.tourId).toBe(tour.id);
    expect(body.capacity).toBe(12);
    expect(body.dates).toHaveLength(DEFAULT_AVAILABILITY_DAYS);
    const today = dayFromToday(1);
    body.dates.forEach((day: { date: string }, index: number) => expect(day.date).toBe(addDays(today, index)));
    expect(body.dates[0]).toEqual({
      date: today,
      capacity: 12,
      seatsLeft: 12,
      status: 'available',
      departures: [{ startTime: '09:00', capacity: 12, seatsLeft: 12, closed: false, status: 'available' }],
      // The tour's own price on a date no date price covers (decision 031).
      prices: [{ type: 'adult', price: tour.pricePaise / 100 }],
    });
  });

  it('counts pending and booked bookings, and a cancelled booking gives its seats back', async () => {
    const tour = await insertTour(t.db, { capacity: 8 });
    const date = dayFromToday(20);
    const { booking } = await payAndBook(t.app, traveller, bookingDetails(tour.id, { bookingDate: date, numPeople: 3 }));
    expect(await seatsLeftOn(t.app, tour.id, date)).toEqual({ seatsLeft: 5, status: 'few_left' });
    await t.app.inject({ method: 'PUT', url: `/api/admin/bookings/${booking._id}/status`, headers: admin.headers, payload: { status: 'booked' } });
    expect(await seatsLeftOn(t.app, tour.id, date)).toEqual({ seatsLeft: 5, status: 'few_left' });
    const cancelled = await t.app.inject({ method: 'DELETE', url: `/api/user/bookings/${booking._id}`, headers: traveller.headers });
    expect(cancelled.statusCode).toBe(200);
    expect(await seatsLeftOn(t.app, tour.id, date)).toEqual({ seatsLeft: 8, status: 'available' });
  });

  it('reads past dates and dates beyond the booking horizon as closed', async () => {
    const tour = await insertTour(t.db);
    // Today's own departure sells until it sets off (payments.test.ts moves the clock around it): left out here.
    const body = (await availability(t.app, tour.id, `?from=${dayFromToday(-2)}&days=4`)).json();
    expect(body.dates.map((day: { status: string }) => day.status).toSpliced(2, 1)).toEqual(['closed', 'closed', 'available']);
    const late = (await availability(t.app, tour.id, `?from=${dayFromToday(90)}&days=2`)).json();
    expect(late.dates.map((day: { status: string }) => day.status)).toEqual(['available', 'closed']);
  });

  it('names the last date anyone may book, BOOKING_HORIZON_DAYS from today in India, for calendars to page to', async () => {
    const tour = await insertTour(t.db);
    const body = (await availability(t.app, tour.id, `?from=${dayFromToday(85)}&days=10`)).json();
    expect(body.lastBookableDate).toBe(dayFromToday(90));
    // The answer's last open date is that one: a calendar paging to it offers every date the server sells.
    const open = body.dates.filter((day: { status: string }) => day.status !== 'closed').map((day: { date: string }) => day.date);
    expect(open.at(-1)).toBe(body.lastBookableDate);
  });

  it('is the same 404 for an unknown, a malformed and a banned tour', async () => {
    const banned = await insertTour(t.db, { status: 'banned' });
    for (const id of ['6f1d2c3b-0000-4000-8000-000000000000', 'not-an-id', banned.id]) {
      const response = await availability(t.app, id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Tour not found.' });
    }
  });

  it('refuses a bad date or range with 400', async () => {
    const tour = await insertTour(t.db);
    for (const query of ['?from=2026-02-30', '?from=tomorrow', '?days=0', '?days=121', '?days=ten', '?days=0x10']) {
      const response = await availability(t.app, tour.id, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toMatch(/valid dates|Days must be/);
    }
    expect((await availability(t.app, tour.id, '?days=120')).json().dates).toHaveLength(120);
  });
});

describe("the operator's departure controls", () => {
  it('changes one date: a lower capacity shows at once, a closed date reads closed, reopening restores it', async () => {
    const tour = await insertTour(t.db, { capacity: 20 });
    const date = dayFromToday(10);
    const smaller = await changeDeparture(t.app, admin, tour.id, date, { capacity: 4 });
    expect(smaller.statusCode).toBe(200);
    expect(smaller.json()).toEqual({
      message: 'Departure updated.',
      departure: expect.objectContaining({ tourId: tour.id, date, capacity: 4, closed: false, booked: 0, held: 0, seatsLeft: 4, bookings: [] }),
    });
    expect(await seatsLeftOn(t.app, tour.id, date)).toEqual({ seatsLeft: 4, status: 'few_left' });
    expect(await seatsLeftOn(t.app, tour.id, dayFromToday(11))).toEqual({ seatsLeft: 20, status: 'available' });

    expect((await changeDeparture(t.app, admin, tour.id, date, { closed: true })).json().departure).toMatchObject({ capacity: 4, closed: true });
    expect((await seatsLeftOn(t.app, tour.id, date)).status).toBe('closed');
    expect((await changeDeparture(t.app, admin, tour.id, date, { closed: false, capacity: '6' })).statusCode).toBe(200);
    expect(await seatsLeftOn(t.app, tour.id, date)).toEqual({ seatsLeft: 6, status: 'available' });
  });

  it('refuses a capacity below the seats taken with 409 saying how many are taken', async () => {
    const tour = await insertTour(t.db, { capacity: 10 });
    const date = dayFromToday(12);
    await payAndBook(t.app, traveller, bookingDetails(tour.id, { bookingDate: date, numPeople: 3 }));
    const refused = await changeDeparture(t.app, admin, tour.id, date, { capacity: 2 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: '3 seats are already taken on this date; the capacity cannot be lower than that.' });
    expect((await changeDeparture(t.app, admin, tour.id, date, { capacity: 3 })).json().departure).toMatchObject({ seatsLeft: 0 });
    expect((await seatsLeftOn(t.app, tour.id, date)).status).toBe('sold_out');
  });

  it('refuses bad changes with 400, an unknown tour with 404, and anyone but an administrator', async () => {
    const tour = await insertTour(t.db);
    const date = dayFromToday(5);
    const cases: [object, string][] = [
      [{}, 'Send a capacity, closed, or both.'],
      [{ capacity: 501 }, 'Capacity must be a whole number from 0 to 500.'],
      [{ capacity: -1 }, 'Capacity must be a whole number from 0 to 500.'],
      [{ capacity: 2.5 }, 'Capacity must be a whole number from 0 to 500.'],
      [{ capacity: 'many' }, 'Capacity must be a whole number from 0 to 500.'],
      [{ closed: 'yes' }, 'Closed must be true or false.'],
    ];
    for (const [payload, message] of cases) {
      const response = await changeDeparture(t.app, admin, tour.id, date, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await changeDeparture(t.app, admin, tour.id, dayFromToday(-1), { capacity: 3 })).json()).toEqual({
      message: 'Departures in the past cannot be changed.',
    });
    expect((await changeDeparture(t.app, admin, tour.id, '2026-13-01', { capacity: 3 })).statusCode).toBe(400);
    expect((await changeDeparture(t.app, admin, '6f1d2c3b-0000-4000-8000-000000000000', date, { capacity: 3 })).statusCode).toBe(404);
    expect((await changeDeparture(t.app, traveller, tour.id, date, { capacity: 3 })).statusCode).toBe(403);
    expect((await changeDeparture(t.app, undefined, tour.id, date, { capacity: 3 })).statusCode).toBe(401);
  });

  it('lists departures with travellers, holds or changes, by date then title, with who is coming', async () => {
    const from = dayFromToday(40);
    const zanskar = await insertTour(t.db, { title: 'Zanskar Frozen River', location: 'Leh, Ladakh', capacity: 12 });
    const ajanta = await insertTour(t.db, { title: 'Ajanta Caves Day', location: 'Aurangabad, Maharashtra', capacity: 25 });
    await insertTour(t.db, { title: 'Quiet tour nobody booked' });
    await payAndBook(t.app, traveller, bookingDetails(zanskar.id, { bookingDate: dayFromToday(41), fullName: 'Meera Nair', numPeople: 2 }));
    await payAndBook(t.app, traveller, bookingDetails(ajanta.id, { bookingDate: dayFromToday(41), fullName: 'Kabir Shah', numPeople: 4 }));
    await t.app.inject({
      method: 'POST',
      url: '/api/payment/create-order',
      headers: traveller.headers,
      payload: { booking: bookingDetails(zanskar.id, { bookingDate: from, numPeople: 3 }) },
    });
    await changeDeparture(t.app, admin, ajanta.id, dayFromToday(42), { closed: true });

    const response = await listDepartures(t.app, admin, `?from=${from}&to=${dayFromToday(42)}`);
    expect(response.statusCode).toBe(200);
    const { departures } = response.json();
    expect(departures.map((d: { title: string; date: string }) => [d.date, d.title])).toEqual([
      [from, 'Zanskar Frozen River'],
      [dayFromToday(41), 'Ajanta Caves Day'],
      [dayFromToday(41), 'Zanskar Frozen River'],
      [dayFromToday(42), 'Ajanta Caves Day'],
    ]);
    expect(departures[0]).toMatchObject({ capacity: 12, booked: 0, held: 3, seatsLeft: 9, closed: false, bookings: [] });
    expect(departures[1]).toMatchObject({
      tourId: ajanta.id,
      location: 'Aurangabad, Maharashtra',
      capacity: 25,
      booked: 4,
      held: 0,
      seatsLeft: 21,
      bookings: [{ _id: expect.any(String), fullName: 'Kabir Shah', phone: '9876543210', numPeople: 4, status: 'pending' }],
    });
    expect(departures[3]).toMatchObject({ closed: true, booked: 0, bookings: [] });
  });

  it('lists the next 14 days by default and refuses a range over 92 days or backwards', async () => {
    const tour = await insertTour(t.db, { title: 'Default window tour' });
    await changeDeparture(t.app, admin, tour.id, dayFromToday(13), { capacity: 5 });
    await changeDeparture(t.app, admin, tour.id, dayFromToday(14), { capacity: 5 });
    const listed = (await listDepartures(t.app, admin)).json().departures.filter((d: { tourId: string }) => d.tourId === tour.id);
    expect(listed.map((d: { date: string }) => d.date)).toEqual([dayFromToday(13)]);
    for (const query of [`?from=${dayFromToday(0)}&to=${dayFromToday(92)}`, `?from=${dayFromToday(5)}&to=${dayFromToday(4)}`]) {
      const response = await listDepartures(t.app, admin, query);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('The range must start on or before its end and span at most 92 days.');
    }
    expect((await listDepartures(t.app, admin, `?from=${dayFromToday(0)}&to=${dayFromToday(91)}`)).statusCode).toBe(200);
    expect((await listDepartures(t.app, traveller)).statusCode).toBe(403);
  });
});
