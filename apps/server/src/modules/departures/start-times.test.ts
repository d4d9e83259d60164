import { departureMessages } from '@yatrika/contract/departure-messages';
import { operatorBookingMessages } from '@yatrika/contract/operator-bookings';
import { departureStart, tourScheduleMessages } from '@yatrika/contract/tour-schedule';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signUpTraveller, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { availability, changeDeparture, listDepartures } from '../../../test/support/departures.ts';
import { bookingDetails, createOrder, dayFromToday, payAndBook } from '../../../test/support/payments.ts';
import { insertTour } from '../../../test/support/tours.ts';
import { seatHolds } from '../../db/schema/departures.ts';

// A tour that sets off twice a day: each start time is a departure of its own, with its own seats,
// lock, cut-off and minimum group. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL, where
// the parallel checkouts really overlap.
let t: TestApp;
let admin: SignedIn;
let asha: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
  asha = await signUpTraveller(t.app);
});
afterAll(() => t.close());

const twiceADay = (overrides: Parameters<typeof insertTour>[1] = {}) => insertTour(t.db, { capacity: 8, startTime: '10:00', startTimes: ['10:00', '15:00'], ...overrides });

interface Slot {
  startTime: string;
  capacity: number;
  seatsLeft: number;
  closed: boolean;
  status: string;
}

async function dayOf(tourId: string, date: string) {
  const response = await availability(t.app, tourId, `?from=${date}&days=1`);
  expect(response.statusCode).toBe(200);
  return response.json().dates[0] as { date: string; capacity: number; seatsLeft: number; status: string; departures: Slot[]; prices?: unknown };
}

const seatsLeftAt = async (tourId: string, date: string) => Object.fromEntries((await dayOf(tourId, date)).departures.map((slot) => [slot.startTime, slot.seatsLeft]));

const holdsOn = (tourId: string, date: string, startTime: string) =>
  t.db.select().from(seatHolds).where(and(eq(seatHolds.tourId, tourId), eq(seatHolds.date, date), eq(seatHolds.startTime, startTime)));

describe('a tour with two start times', () => {
  it('answers each date with its departures, and the date as older clients read it: the sums over them', async () => {
    const tour = await twiceADay();
    const date = dayFromToday(20);
    const day = await dayOf(tour.id, date);
    expect(day).toEqual({
      date,
      capacity: 16,
      seatsLeft: 16,
      status: 'available',
      departures: [
        { startTime: '10:00', capacity: 8, seatsLeft: 8, closed: false, status: 'available' },
        { startTime: '15:00', capacity: 8, seatsLeft: 8, closed: false, status: 'available' },
      ],
      prices: [{ type: 'adult', price: tour.pricePaise / 100 }],
    });
    const tourAnswer = (await t.app.inject({ method: 'GET', url: `/api/admin/tours/${tour.id}`, headers: admin.headers })).json().tour;
    expect(tourAnswer.schedule).toMatchObject({ startTime: '10:00', startTimes: ['10:00', '15:00'] });
  });

  it('holds and bookings on one start time never touch the other', async () => {
    const tour = await twiceADay();
    const date = dayFromToday(21);
    const { booking } = await payAndBook(t.app, asha, bookingDetails(tour.id, { bookingDate: date, numPeople: 3, startTime: '15:00' }));
    expect(booking.startTime).toBe('15:00');
    const holder = await signUpTraveller(t.app);
    expect((await createOrder(t.app, holder, { booking: bookingDetails(tour.id, { bookingDate: date, numPeople: 2, startTime: '15:00' }) })).statusCode).toBe(200);
    expect(await seatsLeftAt(tour.id, date)).toEqual({ '10:00': 8, '15:00': 3 });
    expect((await dayOf(tour.id, date)).seatsLeft).toBe(11);
    expect(await holdsOn(tour.id, date, '10:00')).toHaveLength(0);

    // The traveller's own list and the manifest say which departure.
    const mine = (await t.app.inject({ method: 'GET', url: `/api/user/bookings/${booking._id}`, headers: asha.headers })).json().booking;
    expect(mine.startTime).toBe('15:00');
    const manifest = (await listDepartures(t.app, admin, `?from=${date}&to=${date}&tourId=${tour.id}`)).json().departures;
    expect(manifest.map((departure: { startTime: string; booked: number; held: number }) => [departure.startTime, departure.booked, departure.held])).toEqual([
      ['10:00', 0, 0],
      ['15:00', 3, 2],
    ]);
  });

  it('books the first start time for a client that names none, as before start times', async () => {
    const tour = await twiceADay();
    const date = dayFromToday(22);
    const { booking } = await payAndBook(t.app, asha, bookingDetails(tour.id, { bookingDate: date, numPeople: 2 }));
    expect(booking.startTime).toBe('10:00');
    expect(await seatsLeftAt(tour.id, date)).toEqual({ '10:00': 6, '15:00': 8 });
  });

  it('refuses a start time the tour does not run (409) and a malformed one (400), holding nothing', async () => {
    const tour = await twiceADay();
    const date = dayFromToday(23);
    const other = await createOrder(t.app, asha, { booking: bookingDetails(tour.id, { bookingDate: date, numPeople: 1, startTime: '12:00' }) });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ message: tourScheduleMessages.notAtStartTime('12:00', ['10:00', '15:00']) });
    expect(other.json().message).toBe('This tour does not set off at 12:00; it sets off at 10:00 or 15:00 (India).');
    for (const startTime of ['25:00', '9am', 930]) {
      const malformed = await createOrder(t.app, asha, { booking: bookingDetails(tour.id, { bookingDate: date, numPeople: 1, startTime }) });
      expect(malformed.statusCode, String(startTime)).toBe(400);
      expect(malformed.json().message).toContain(tourScheduleMessages.startTimeInvalid);
    }
    expect(await holdsOn(tour.id, date, '12:00')).toHaveLength(0);
    expect(await seatsLeftAt(tour.id, date)).toEqual({ '10:00': 8, '15:00': 8 });
  });

  it('12 parallel checkouts on the 5 seats left at 10:00: exactly 5 hold, the 15:00 departure keeps every seat', async () => {
    const tour = await twiceADay();
    const date = dayFromToday(24);
    await payAndBook(t.app, asha, bookingDetails(tour.id, { bookingDate: date, numPeople: 3, startTime: '10:00' }));
    const travellers = await Promise.all(Array.from({ length: 12 }, () => signUpTraveller(t.app)));
    const responses = await Promise.all(
      travellers.map((who) => createOrder(t.app, who, { booking: bookingDetails(tour.id, { bookingDate: date, numPeople: 1, startTime: '10:00' }) })),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect({ held: statuses.filter((status) => status === 200).length, refused: statuses.filter((status) => status === 409).length }).toEqual({ held: 5, refused: 7 });
    for (const response of responses.filter((answer) => answer.statusCode === 409)) expect(response.json()).toMatchObject({ message: departureMessages.soldOut });
    const held = (await holdsOn(tour.id, date, '10:00')).reduce((total, hold) => total + hold.seats, 0);
    expect(held).toBe(5);
    expect(await seatsLeftAt(tour.id, date)).toEqual({ '10:00': 0, '15:00': 8 });
    expect(await dayOf(tour.id, date)).toMatchObject({ seatsLeft: 8, status: 'available' });
  });

  it('closes bookings for each departure its cut-off before its own start', async () => {
    const date = dayFromToday(2);
    // A cut-off that ends the noon departure's sales within the hour: 06:00 is past it, 18:00 is not.
    const cutoffHours = Math.floor((departureStart(date, '12:00').getTime() - Date.now()) / 3_600_000);
    const tour = await insertTour(t.db, { capacity: 8, startTime: '06:00', startTimes: ['06:00', '18:00'], cutoffHours });
    const day = await dayOf(tour.id, date);
    expect(day.departures.map((slot) => [slot.startTime, slot.status])).toEqual([
      ['06:00', 'closed'],
      ['18:00', 'available'],
    ]);
    expect(day).toMatchObject({ capacity: 8, seatsLeft: 8, status: 'available' });
    const early = await createOrder(t.app, asha, { booking: bookingDetails(tour.id, { bookingDate: date, numPeople: 1, startTime: '06:00' }) });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: tourScheduleMessages.pastCutoff(cutoffHours) });
    const late = await createOrder(t.app, asha, { booking: bookingDetails(tour.id, { bookingDate: date, numPeople: 1, startTime: '18:00' }) });
    expect(late.statusCode).toBe(200);
  });

  it('lets the operator close or resize one departure of a date, and refuses a start time the tour does not run', async () => {
    const tour = await twiceADay();
    const date = dayFromToday(25);
    const closed = await changeDeparture(t.app, admin, tour.id, date, { closed: true, startTime: '15:00' });
    expect(closed.statusCode).toBe(200);
    expect(closed.json().departure).toMatchObject({ startTime: '15:00', closed: true });
    const resized = await changeDeparture(t.app, admin, tour.id, date, { capacity: 4 });
    expect(resized.json().departure).toMatchObject({ startTime: '10:00', capacity: 4, closed: false });
    expect((await dayOf(tour.id, date)).departures.map((slot) => [slot.startTime, slot.capacity, slot.status])).toEqual([
      ['10:00', 4, 'few_left'],
      ['15:00', 8, 'closed'],
    ]);
    const unknown = await changeDeparture(t.app, admin, tour.id, date, { closed: true, startTime: '11:00' });
    expect(unknown.statusCode).toBe(409);
    expect(unknown.json()).toEqual({ message: tourScheduleMessages.notAtStartTime('11:00', ['10:00', '15:00']) });
    expect((await changeDeparture(t.app, admin, tour.id, date, { closed: true, startTime: '3pm' })).statusCode).toBe(400);
  });

  it('moves a booking to the other start time of the same date, the seats following it', async () => {
    const tour = await twiceADay();
    const date = dayFromToday(26);
    const { booking } = await payAndBook(t.app, asha, bookingDetails(tour.id, { bookingDate: date, numPeople: 2, startTime: '10:00' }));
    const move = (payload: object) => t.app.inject({ method: 'PUT', url: `/api/admin/bookings/${booking._id}/date`, headers: admin.headers, payload });

    expect((await move({ bookingDate: date })).json()).toEqual({ message: operatorBookingMessages.sameDate });
    const moved = await move({ bookingDate: date, startTime: '15:00' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().message).toBe(operatorBookingMessages.moved(date, '15:00'));
    expect(moved.json().booking).toMatchObject({ bookingDate: date, startTime: '15:00' });
    expect(await seatsLeftAt(tour.id, date)).toEqual({ '10:00': 8, '15:00': 6 });
    const refused = await move({ bookingDate: date, startTime: '12:00' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: tourScheduleMessages.notAtStartTime('12:00', ['10:00', '15:00']) });
    expect((await move({ bookingDate: date, startTime: 'noon' })).statusCode).toBe(400);
  });

  it('takes a booking by phone on the start time the operator names, the first one without it, and refuses one the tour does not run', async () => {
    const tour = await twiceADay();
    const date = dayFromToday(27);
    const byPhone = (overrides: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/bookings',
        headers: admin.headers,
        payload: { ...bookingDetails(tour.id, { bookingDate: date, numPeople: 2 }), email: `caller-${Math.random().toString(36).slice(2)}@example.in`, payment: { method: 'cash' }, ...overrides },
      });
    const late = await byPhone({ startTime: '15:00' });
    expect(late.statusCode).toBe(201);
    expect(late.json().booking).toMatchObject({ startTime: '15:00', status: 'booked' });
    expect((await byPhone({})).json().booking).toMatchObject({ startTime: '10:00' });
    const unknown = await byPhone({ startTime: '18:00' });
    expect(unknown.statusCode).toBe(409);
    expect(unknown.json()).toMatchObject({ message: tourScheduleMessages.notAtStartTime('18:00', ['10:00', '15:00']) });
    expect((await byPhone({ startTime: 'six' })).statusCode).toBe(400);
    expect(await seatsLeftAt(tour.id, date)).toEqual({ '10:00': 6, '15:00': 6 });
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/bookings', headers: asha.headers, payload: { startTime: '15:00' } })).statusCode).toBe(403);
  });
});
