import { randomUUID } from 'node:crypto';
import { beyondHorizonMessage } from '@yatrika/contract/bookings';
import { operatorBookingMessages } from '@yatrika/contract/operator-booking-messages';
import { eq } from 'drizzle-orm';
import { tourScheduleMessages } from '@yatrika/contract/tour-schedule';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { aroundStart, testClock } from '../../../test/support/holds.ts';
import { createTestApp, signInAdmin, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { bookingDetails, dayFromToday } from '../../../test/support/payments.ts';
import { insertTour } from '../../../test/support/tours.ts';
import { users } from '../../db/schema/users.ts';

// A booking by phone respects the booking horizon and the tour's schedule unless the operator
// confirms a date outside them (decision 020); a confirmed one says so in the booking's history.
let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ bookingHorizonDays: 120 });
  admin = await signInAdmin(t.app);
});
afterAll(() => t.close());

const phoneBooking = (tourId: string, overrides: Record<string, unknown> = {}) => ({
  ...bookingDetails(tourId, { fullName: 'Meera Iyer', phone: '9811122233', numPeople: 1 }),
  email: `phone.${randomUUID().slice(0, 8)}@example.in`,
  payment: { method: 'cash' },
  ...overrides,
});
const take = (payload: object) => t.app.inject({ method: 'POST', url: '/api/admin/bookings', headers: admin.headers, payload });
const notes = async (bookingId: string) =>
  ((await t.app.inject({ method: 'GET', url: `/api/admin/bookings/${bookingId}/history`, headers: admin.headers })).json().events as Array<{ kind: string; details: { note?: string } }>)
    .filter((event) => event.kind === 'note')
    .map((event) => event.details.note);
const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

describe('a booking by phone on a date travellers cannot book', () => {
  it('is refused once the departure has set off (India time) unless the operator confirms it; the cut-off alone does not bind', async () => {
    // The day of the departure is tomorrow, so the clock only moves forward.
    const date = dayFromToday(1);
    const tour = await insertTour(t.db, { cutoffHours: 2 });
    const clock = testClock(aroundStart(date, '09:00', -1));
    onTestFinished(() => void clock.restore());
    expect((await take(phoneBooking(tour.id, { bookingDate: date }))).statusCode).toBe(201);
    vi.setSystemTime(aroundStart(date, '09:00', 1));
    const left = await take(phoneBooking(tour.id, { bookingDate: date }));
    expect({ status: left.statusCode, body: left.json() }).toEqual({ status: 409, body: { message: tourScheduleMessages.departed, outsideSchedule: true } });
    const confirmed = await take(phoneBooking(tour.id, { bookingDate: date, outsideSchedule: true }));
    expect(confirmed.statusCode).toBe(201);
    expect(await notes(confirmed.json().booking._id)).toEqual([operatorBookingMessages.bookedOutsideSchedule]);
  });

  it('is refused past the horizon, saying the date may be confirmed, and opens no account', async () => {
    const tour = await insertTour(t.db);
    const payload = phoneBooking(tour.id, { bookingDate: '2099-01-01' });
    const refused = await take(payload);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: beyondHorizonMessage(120), outsideSchedule: true });
    expect(await t.db.select().from(users).where(eq(users.email, payload.email))).toEqual([]);
  });

  it('is refused off the tour’s weekdays with the schedule’s sentence and the same flag', async () => {
    const tour = await insertTour(t.db, { runWeekdays: [weekdayOf(dayFromToday(10))] });
    const refused = await take(phoneBooking(tour.id, { bookingDate: dayFromToday(11) }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().outsideSchedule).toBe(true);
  });

  it('is taken when the operator confirms it, and the history says so', async () => {
    const tour = await insertTour(t.db, { runWeekdays: [weekdayOf(dayFromToday(10))] });
    for (const bookingDate of ['2099-01-01', dayFromToday(11)]) {
      const taken = await take(phoneBooking(tour.id, { bookingDate, outsideSchedule: true }));
      expect(taken.statusCode, bookingDate).toBe(201);
      expect(taken.json().booking).toMatchObject({ bookingDate, status: 'booked' });
      expect(await notes(taken.json().booking._id)).toEqual([operatorBookingMessages.bookedOutsideSchedule]);
    }
  });

  it('says nothing of the schedule when a confirmed date was on it', async () => {
    const tour = await insertTour(t.db);
    const taken = await take(phoneBooking(tour.id, { bookingDate: dayFromToday(10), outsideSchedule: true }));
    expect(taken.statusCode).toBe(201);
    expect(await notes(taken.json().booking._id)).toEqual([]);
  });
});
