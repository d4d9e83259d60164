import { departureMessages } from '@yatrika/contract/departure-messages';
import { operatorBookingMessages } from '@yatrika/contract/operator-bookings';
import { tourScheduleMessages } from '@yatrika/contract/tour-schedule-messages';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signUpTraveller, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { bookingDetails, dayFromToday, payAndBook } from '../../../test/support/payments.ts';
import { insertTour } from '../../../test/support/tours.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { departures } from '../../db/schema/departures.ts';
import { emails } from '../../db/schema/emails.ts';

// The operator moves any booking still to come to another date (decision 016): its seats, its
// history and the traveller's email; refusals with the rule's sentence, and crossed moves without a
// deadlock. The policy gives half back after its 24 hours.
let t: TestApp;
let admin: SignedIn;
let traveller: SignedIn;

beforeAll(async () => {
  t = await createTestApp({ cancellationPolicy: { freeCancellationHours: 24, lateCancellationRefundPercent: 50 } });
  admin = await signInAdmin(t.app);
  traveller = await signUpTraveller(t.app, { firstname: 'Kavya', lastname: 'Rao' });
});
afterAll(() => t.close());

type Who = Pick<SignedIn, 'headers'>;
const put = (url: string, payload: object, who: Who = admin) => t.app.inject({ method: 'PUT', url, headers: who.headers, payload });
const get = (url: string, who: Who = admin) => t.app.inject({ method: 'GET', url, headers: who.headers });
const setStatus = (id: string, payload: object, who: Who = admin) => put(`/api/admin/bookings/${id}/status`, payload, who);
const move = (id: string, bookingDate: string, who: Who = admin) => put(`/api/admin/bookings/${id}/date`, { bookingDate }, who);
const history = (id: string, who: Who = admin) => get(`/api/admin/bookings/${id}/history`, who);
const stored = async (id: string) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

async function acceptedBooking(overrides: Record<string, unknown> = {}, tour?: { id: string }) {
  const target = tour ?? (await insertTour(t.db, { title: 'Hampi Boulders', pricePaise: 500_000 }));
  const { booking } = await payAndBook(t.app, traveller, bookingDetails(target.id, overrides));
  expect((await setStatus(booking._id, { status: 'booked' })).statusCode).toBe(200);
  return booking;
}

const isWeekday = (day: number) => day >= 1 && day <= 5;

/** The first date `offset` days from today or later whose weekday (0 Sunday) passes `test`. */
function firstDayFrom(offset: number, test: (weekday: number) => boolean): string {
  for (let days = offset; ; days++) {
    const date = dayFromToday(days);
    if (test(new Date(`${date}T00:00:00Z`).getUTCDay())) return date;
  }
}

describe('moving a booking to another date', () => {
  it('moves the party and its seats, keeps what was paid, records it and emails the traveller', async () => {
    const tour = await insertTour(t.db, { capacity: 4 });
    const booking = await acceptedBooking({ bookingDate: dayFromToday(20), numPeople: 3 }, tour);
    const response = await move(booking._id, dayFromToday(22));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: operatorBookingMessages.moved(dayFromToday(22)), booking: { bookingDate: dayFromToday(22), status: 'booked', totalPrice: booking.totalPrice } });

    // The old date has its seats back; the new one has 1 left.
    const seats = (await get(`/api/routes/tours/${tour.id}/availability?from=${dayFromToday(20)}&days=3`, traveller)).json();
    const seatsLeftOn = (date: string) => seats.dates.find((entry: { date: string }) => entry.date === date).seatsLeft;
    expect([seatsLeftOn(dayFromToday(20)), seatsLeftOn(dayFromToday(22))]).toEqual([4, 1]);
    const events = (await history(booking._id)).json().events;
    expect(events.at(-1)).toMatchObject({ kind: 'moved', details: { from: dayFromToday(20), to: dayFromToday(22) } });
    const [email] = await t.db.select().from(emails).where(eq(emails.eventKey, `booking-moved:${events.at(-1)._id}`));
    const preview = (await get(`/api/admin/emails/${email!.id}`)).json();
    expect(preview.subject).toContain(`New date: ${tour.title}`);
    expect(preview.text.replace(/\s+/g, ' ')).toContain('What you paid stays as it is; your ticket now shows the new date.');
  });

  it('refuses a full date, a closed date and a date off the schedule with the rule’s sentence', async () => {
    const tour = await insertTour(t.db, { capacity: 3, runWeekdays: [1, 2, 3, 4, 5] });
    const [from, full, closed] = [firstDayFrom(20, isWeekday), firstDayFrom(27, isWeekday), firstDayFrom(34, isWeekday)];
    const sunday = firstDayFrom(40, (day) => day === 0);
    const booking = await acceptedBooking({ bookingDate: from, numPeople: 2 }, tour);
    await payAndBook(t.app, traveller, bookingDetails(tour.id, { bookingDate: full, numPeople: 2 }));
    await t.db.insert(departures).values({ tourId: tour.id, date: closed, startTime: '09:00', closed: true });

    // Off the schedule, the operator may confirm the date (move-outside-schedule.test.ts): the answer says so.
    const refusals = [
      [full, { message: departureMessages.onlySeatsLeft(1) }],
      [closed, { message: departureMessages.notRunning }],
      [sunday, { message: tourScheduleMessages.notOnWeekday([1, 2, 3, 4, 5]), outsideSchedule: true }],
    ] as const;
    for (const [date, answer] of refusals) {
      const response = await move(booking._id, date);
      expect(response.statusCode, date).toBe(409);
      expect(response.json()).toEqual(answer);
    }
    expect((await move(booking._id, dayFromToday(-1))).json()).toEqual({ message: operatorBookingMessages.movePastDate });
    expect((await move(booking._id, from)).json()).toEqual({ message: operatorBookingMessages.sameDate });
    expect((await stored(booking._id)).bookingDate).toBe(from);
  });

  it('runs two opposite moves at once without a deadlock, and never oversells a date', async () => {
    const tour = await insertTour(t.db, { capacity: 2 });
    const [d1, d2, d3] = [dayFromToday(50), dayFromToday(51), dayFromToday(52)];
    const a = await acceptedBooking({ bookingDate: d1, numPeople: 1 }, tour);
    const b = await acceptedBooking({ bookingDate: d2, numPeople: 1 }, tour);
    // Back and forth a few times: each round locks d1 and d2 from both sides at once.
    for (const [aTo, bTo] of [[d2, d1], [d1, d2], [d2, d1]] as const) {
      const crossed = await Promise.all([move(a._id, aTo), move(b._id, bTo)]);
      expect(crossed.map((response) => response.statusCode)).toEqual([200, 200]);
    }

    await acceptedBooking({ bookingDate: d3, numPeople: 1 }, tour);
    const race = await Promise.all([move(a._id, d3), move(b._id, d3)]);
    expect(race.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const onD3 = await t.db
      .select({ people: bookings.numPeople })
      .from(bookings)
      .where(and(eq(bookings.tourId, tour.id), eq(bookings.bookingDate, d3), inArray(bookings.status, ['pending', 'booked'])));
    expect(onD3.reduce((sum, row) => sum + row.people, 0)).toBe(2);
  });

  it('ignores the booking cut-off for the operator', async () => {
    const tour = await insertTour(t.db, { cutoffHours: 72 });
    const booking = await acceptedBooking({ bookingDate: dayFromToday(20) }, tour);
    expect((await move(booking._id, dayFromToday(1))).statusCode).toBe(200);
  });

  it('refuses a canceled booking with 409', async () => {
    const booking = await acceptedBooking();
    await setStatus(booking._id, { status: 'canceled' });
    const response = await move(booking._id, dayFromToday(40));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: operatorBookingMessages.alreadyCancelled });
  });
});
