import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signUpTraveller, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { bookingDetails, dayFromToday, payAndBook } from '../../../test/support/payments.ts';
import { insertTour } from '../../../test/support/tours.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { departures } from '../../db/schema/departures.ts';

let t: TestApp;
let admin: SignedIn;
let traveller: SignedIn;
let smallGroup: { id: string; title: string };
let twiceADay: { id: string; title: string };

const calendar = (query: string, who: SignedIn = admin) => t.app.inject({ method: 'GET', url: `/api/admin/departures/calendar?${query}`, headers: who.headers });
const monthAround = `from=${dayFromToday(-7)}&to=${dayFromToday(34)}`;

/** A booking made before today, written as the checkout would have left it. */
const pastBooking = (tour: { id: string; title: string }, bookingDate: string, numPeople: number) => ({
  userId: traveller.userId,
  tourId: tour.id,
  tourTitle: tour.title,
  tourLocation: 'Hampi',
  pricePaise: 100_000,
  totalPaise: 100_000 * numPeople,
  fullName: 'Asha Verma',
  phone: '9876543210',
  bookingDate,
  startTime: '09:00',
  numPeople,
  status: 'booked' as const,
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
  traveller = await signUpTraveller(t.app);
  smallGroup = await insertTour(t.db, { title: 'Hampi Boulder Walk', capacity: 4 });
  twiceADay = await insertTour(t.db, { title: 'Ganga Aarti Boat Ride', capacity: 10, startTimes: ['06:00', '18:30'] });
  // Full: all four seats of the small group sold in 5 days.
  await payAndBook(t.app, traveller, bookingDetails(smallGroup.id, { bookingDate: dayFromToday(5), numPeople: 4 }));
  // Open: 3 of 10 on the evening boat in 12 days.
  await payAndBook(t.app, traveller, bookingDetails(twiceADay.id, { bookingDate: dayFromToday(12), numPeople: 3, startTime: '18:30' }));
  // Departed: a trip 3 days ago.
  await t.db.insert(bookings).values(pastBooking(smallGroup, dayFromToday(-3), 2));
  // Closed by the operator, and cancelled below its minimum group.
  await t.db.insert(departures).values([
    { tourId: twiceADay.id, date: dayFromToday(20), startTime: '06:00', closed: true },
    { tourId: smallGroup.id, date: dayFromToday(25), startTime: '09:00', minGroupOutcome: 'canceled' },
  ]);
});
afterAll(() => t.close());

describe('the calendar of departures', () => {
  it('answers a whole range in one request: tour, start time, seats sold of capacity and where each stands', async () => {
    const answer = await calendar(monthAround);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().departures).toEqual([
      { tourId: smallGroup.id, title: smallGroup.title, date: dayFromToday(-3), startTime: '09:00', capacity: 4, sold: 2, status: 'departed' },
      { tourId: smallGroup.id, title: smallGroup.title, date: dayFromToday(5), startTime: '09:00', capacity: 4, sold: 4, status: 'full' },
      { tourId: twiceADay.id, title: twiceADay.title, date: dayFromToday(12), startTime: '18:30', capacity: 10, sold: 3, status: 'open' },
      { tourId: twiceADay.id, title: twiceADay.title, date: dayFromToday(20), startTime: '06:00', capacity: 10, sold: 0, status: 'closed' },
      { tourId: smallGroup.id, title: smallGroup.title, date: dayFromToday(25), startTime: '09:00', capacity: 4, sold: 0, status: 'canceled' },
    ]);
  });

  it('keeps to the dates asked for', async () => {
    const answer = await calendar(`from=${dayFromToday(6)}&to=${dayFromToday(19)}`);
    expect(answer.json().departures.map((departure: { date: string }) => departure.date)).toEqual([dayFromToday(12)]);
  });

  it("with a tour, shows every departure it is scheduled to run, each start time apart", async () => {
    const answer = await calendar(`from=${dayFromToday(12)}&to=${dayFromToday(13)}&tourId=${twiceADay.id}`);
    expect(answer.json().departures.map((departure: { date: string; startTime: string; sold: number }) => [departure.date, departure.startTime, departure.sold])).toEqual([
      [dayFromToday(12), '06:00', 0],
      [dayFromToday(12), '18:30', 3],
      [dayFromToday(13), '06:00', 0],
      [dayFromToday(13), '18:30', 0],
    ]);
  });

  it('is for operators only', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/departures/calendar?${monthAround}` })).statusCode).toBe(401);
    expect((await calendar(monthAround, traveller)).statusCode).toBe(403);
  });

  it('refuses a range that is missing, malformed, backwards or longer than six weeks', async () => {
    for (const query of [
      '',
      `from=${dayFromToday(1)}`,
      `from=2026-02-30&to=2026-03-05`,
      `from=${dayFromToday(10)}&to=${dayFromToday(9)}`,
      `from=${dayFromToday(0)}&to=${dayFromToday(42)}`,
      `${monthAround}&tourId=not-an-id`,
    ]) {
      const answer = await calendar(query);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json().message, query).toEqual(expect.any(String));
    }
    expect((await calendar(`from=${dayFromToday(0)}&to=${dayFromToday(41)}`)).statusCode).toBe(200);
  });
});
