import { beyondHorizonMessage } from '@yatrika/contract/bookings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signUpTraveller, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { bookingDetails, dayFromToday, payAndBook } from '../../../test/support/payments.ts';
import { insertTour } from '../../../test/support/tours.ts';

// The operator's move respects the booking horizon and the tour's schedule, like every sale, unless
// the operator confirms a date outside them (decision 016): then the move is made and the history says so.
let t: TestApp;
let admin: SignedIn;
let traveller: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ bookingHorizonDays: 120 });
  admin = await signInAdmin(t.app);
  traveller = await signUpTraveller(t.app);
});
afterAll(() => t.close());

const move = (id: string, payload: object) => t.app.inject({ method: 'PUT', url: `/api/admin/bookings/${id}/date`, headers: admin.headers, payload });
const history = async (id: string) => (await t.app.inject({ method: 'GET', url: `/api/admin/bookings/${id}/history`, headers: admin.headers })).json().events as Array<{ kind: string; details: Record<string, unknown> }>;
const bookedOn = async (tourId: string, date = dayFromToday(10)) => (await payAndBook(t.app, traveller, bookingDetails(tourId, { numPeople: 1, bookingDate: date }))).booking as { _id: string };
const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

describe('the operator moves a booking to a date travellers cannot book', () => {
  it('is refused past the booking horizon, saying the date may be confirmed; the booking stays', async () => {
    const tour = await insertTour(t.db);
    const booking = await bookedOn(tour.id);
    for (const date of ['2099-01-01', dayFromToday(121)]) {
      const refused = await move(booking._id, { bookingDate: date });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: beyondHorizonMessage(120), outsideSchedule: true });
    }
    const events = await history(booking._id);
    expect(events.filter((event) => event.kind === 'moved')).toEqual([]);
    expect((await move(booking._id, { bookingDate: dayFromToday(120) })).statusCode).toBe(200);
  });

  it('is refused off the tour’s weekdays, with the schedule’s sentence and the same flag', async () => {
    const tour = await insertTour(t.db, { runWeekdays: [weekdayOf(dayFromToday(10))] });
    const booking = await bookedOn(tour.id);
    const refused = await move(booking._id, { bookingDate: dayFromToday(11) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().outsideSchedule).toBe(true);
    expect(refused.json().message).toMatch(/\S/);
  });

  it('is made when the operator confirms it, and the history says it was outside the schedule', async () => {
    const tour = await insertTour(t.db, { runWeekdays: [weekdayOf(dayFromToday(10))] });
    const booking = await bookedOn(tour.id);
    const offWeekday = await move(booking._id, { bookingDate: dayFromToday(12), outsideSchedule: true });
    expect(offWeekday.statusCode).toBe(200);
    expect(offWeekday.json().booking.bookingDate).toBe(dayFromToday(12));
    const farAway = await move(booking._id, { bookingDate: '2099-01-01', outsideSchedule: true });
    expect(farAway.statusCode).toBe(200);
    expect(farAway.json().booking.bookingDate).toBe('2099-01-01');
    const moves = (await history(booking._id)).filter((event) => event.kind === 'moved');
    expect(moves.map((event) => [event.details.to, event.details.outsideSchedule])).toEqual([
      [dayFromToday(12), true],
      ['2099-01-01', true],
    ]);
  });

  it('says nothing of the schedule when a confirmed date was on it', async () => {
    const tour = await insertTour(t.db);
    const booking = await bookedOn(tour.id);
    expect((await move(booking._id, { bookingDate: dayFromToday(20), outsideSchedule: true })).statusCode).toBe(200);
    const [moved] = (await history(booking._id)).filter((event) => event.kind === 'moved');
    expect(moved!.details).not.toHaveProperty('outsideSchedule');
  });

  it('still refuses a closed departure, confirmed or not', async () => {
    const tour = await insertTour(t.db);
    const booking = await bookedOn(tour.id);
    const closedDate = dayFromToday(30);
    const closing = await t.app.inject({ method: 'PUT', url: `/api/admin/tours/${tour.id}/departures/${closedDate}`, headers: admin.headers, payload: { closed: true } });
    expect(closing.statusCode).toBe(200);
    const refused = await move(booking._id, { bookingDate: closedDate, outsideSchedule: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).not.toHaveProperty('outsideSchedule');
  });

  it('never moves to a start time the tour does not run, confirmed or not', async () => {
    const tour = await insertTour(t.db);
    const booking = await bookedOn(tour.id);
    for (const outsideSchedule of [false, true]) {
      const refused = await move(booking._id, { bookingDate: dayFromToday(15), startTime: '03:00', outsideSchedule });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).not.toHaveProperty('outsideSchedule');
    }
  });
});
