import { randomUUID } from 'node:crypto';
import { todayInIndia } from '@yatrika/contract/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app.ts';
import { aroundStart, testClock } from '../../../test/support/holds.ts';
import { dayFromToday } from '../../../test/support/payments.ts';
import { insertTour } from '../../../test/support/tours.ts';

// The public list filtered by a date lists only tours with a departure still to come that day:
// one that has set off (its start time passed, India) is not on offer "today". The clock is moved
// forward to tomorrow around the tours' start times, so it never runs backwards under the server.
// Runs on embedded PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const listed = async (query: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/routes/destinations?${query}` });
  expect(response.statusCode).toBe(200);
  return (response.json() as { _id: string }[]).map((tour) => tour._id).sort();
};

describe('the tour list filtered by today', () => {
  it('leaves out a tour whose only departure today has set off, and keeps one with a departure still to come', async () => {
    const tag = `Departed${randomUUID().slice(0, 8)}`;
    // Every day, no cut-off: nothing but the clock can close these departures.
    const morning = await insertTour(t.db, { title: `Morning ${tag}`, startTime: '09:00' });
    const twice = await insertTour(t.db, { title: `Twice ${tag}`, startTimes: ['09:00', '17:00'] });
    const afternoon = await insertTour(t.db, { title: `Afternoon ${tag}`, startTime: '15:00' });
    const day = dayFromToday(1);

    // A second before the 09:00 departures of that day: all three still sell.
    let clock = testClock(aroundStart(day, '09:00', -1));
    try {
      expect(todayInIndia()).toBe(day);
      expect(await listed(`q=${tag}&date=${day}`)).toEqual([morning.id, twice.id, afternoon.id].sort());
    } finally {
      clock.restore();
    }

    // A minute after 09:00 in India: the morning tour has left; the others still set off today.
    clock = testClock(aroundStart(day, '09:00', 60));
    try {
      expect(await listed(`q=${tag}&date=${day}`)).toEqual([twice.id, afternoon.id].sort());
      // The next day it runs again.
      expect(await listed(`q=${tag}&date=${dayFromToday(2)}`)).toEqual([morning.id, twice.id, afternoon.id].sort());
    } finally {
      clock.restore();
    }

    // Past 17:00 every departure of the day has left: nothing is listed for it.
    clock = testClock(aroundStart(day, '17:00', 60));
    try {
      expect(await listed(`q=${tag}&date=${day}`)).toEqual([]);
    } finally {
      clock.restore();
    }
  });
});
