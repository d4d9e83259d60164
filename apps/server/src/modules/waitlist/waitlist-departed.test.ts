import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpTraveller, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { lastEmail } from '../../../test/support/accounts.ts';
import { aroundStart, testClock } from '../../../test/support/holds.ts';
import { bookingDetails, dayFromToday, payAndBook } from '../../../test/support/payments.ts';
import { insertTour } from '../../../test/support/tours.ts';
import { waitlistEntries } from '../../db/schema/waitlist.ts';
import { offerFreedSeats } from './offers.ts';
import { sweepWaitlist } from './sweep.ts';

// No offer for a departure that has set off, or whose booking cut-off has passed: the seats could
// not be booked any more. The clock is moved forward to just around the cut-off (start time less
// the tour's cut-off hours, India) after the seats are freed, as the offer job would find it.
// Runs on embedded PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { pollJobs: false });
});
afterAll(() => t.close());

const settings = { offerHours: 12, horizonDays: 365 };
const START = '09:00';

/** A one-seat departure two days on, booked, with a traveller waiting, then its seat freed by a cancel. */
async function freedSeatWithSomeoneWaiting(cutoffHours: number | null) {
  const tour = await insertTour(t.db, { capacity: 1, pricePaise: 100_000, startTime: START, cutoffHours });
  const date = dayFromToday(2);
  const owner = await signUpTraveller(t.app);
  const { booking } = await payAndBook(t.app, owner, bookingDetails(tour.id, { bookingDate: date, numPeople: 1 }));
  const waiting: SignedIn = await signUpTraveller(t.app);
  const joined = await t.app.inject({ method: 'POST', url: '/api/user/waitlist', headers: waiting.headers, payload: { tourId: tour.id, bookingDate: date, numPeople: 1 } });
  expect(joined.statusCode).toBe(201);
  expect((await t.app.inject({ method: 'DELETE', url: `/api/user/bookings/${booking._id}`, headers: owner.headers })).statusCode).toBe(200);
  return { date, waiting, entryId: joined.json().entry._id as string, departure: { tourId: tour.id, date, startTime: START } };
}

async function statusOf(entryId: string) {
  const [row] = await t.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, entryId));
  return row!;
}

describe('waiting-list offers around the departure', () => {
  it('sends no offer once the booking cut-off has passed, and ends the line', async () => {
    const { date, waiting, entryId, departure } = await freedSeatWithSomeoneWaiting(6);
    // A minute past 03:00 in India: six hours before the 09:00 start.
    const clock = testClock(aroundStart(date, START, -6 * 3600 + 60));
    try {
      expect(await offerFreedSeats(t.db, departure, settings, new Date())).toMatchObject({ offered: 0, ended: 1 });
      expect(await sweepWaitlist(t.db, settings, new Date())).toMatchObject({ offered: 0 });
    } finally {
      clock.restore();
    }
    expect(await statusOf(entryId)).toMatchObject({ status: 'ended', offeredAt: null, offerHoldId: null });
    expect(await lastEmail(t.db, 'waitlist-offer', waiting.email)).toBeUndefined();
  });

  it('before the cut-off still offers the seat, held no later than the cut-off rather than the usual twelve hours', async () => {
    const { date, waiting, entryId, departure } = await freedSeatWithSomeoneWaiting(6);
    const clock = testClock(aroundStart(date, START, -6 * 3600 - 30 * 60));
    try {
      expect(await offerFreedSeats(t.db, departure, settings, new Date())).toMatchObject({ offered: 1 });
    } finally {
      clock.restore();
    }
    const offered = await statusOf(entryId);
    expect(offered.status).toBe('offered');
    expect(offered.offerExpiresAt).toEqual(aroundStart(date, START, -6 * 3600));
    expect((await lastEmail(t.db, 'waitlist-offer', waiting.email))?.data).toMatchObject({ expiresAt: aroundStart(date, START, -6 * 3600).toISOString() });
  });

  it('without a cut-off, sends no offer once the departure has set off', async () => {
    const { date, waiting, entryId, departure } = await freedSeatWithSomeoneWaiting(null);
    const clock = testClock(aroundStart(date, START, 60));
    try {
      expect(await offerFreedSeats(t.db, departure, settings, new Date())).toMatchObject({ offered: 0, ended: 1 });
    } finally {
      clock.restore();
    }
    expect((await statusOf(entryId)).status).toBe('ended');
    expect(await lastEmail(t.db, 'waitlist-offer', waiting.email)).toBeUndefined();
  });

  it('without a cut-off, a minute before the start still offers it until the start', async () => {
    const { date, entryId, departure } = await freedSeatWithSomeoneWaiting(null);
    const clock = testClock(aroundStart(date, START, -60));
    try {
      expect(await offerFreedSeats(t.db, departure, settings, new Date())).toMatchObject({ offered: 1 });
    } finally {
      clock.restore();
    }
    expect((await statusOf(entryId)).offerExpiresAt).toEqual(aroundStart(date, START, 0));
  });
});
