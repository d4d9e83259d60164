import type { FastifyInstance } from 'fastify';
import { vi } from 'vitest';
import type { SignedIn } from './app.ts';
import { bookingDetails } from './payments.ts';

/** Opens the checkout for a party on a date, from a client address: the traveller's own unless given. */
export function holdFrom(app: FastifyInstance, who: SignedIn, tourId: string, bookingDate: string, numPeople: number, remoteAddress = who.remoteAddress) {
  return app.inject({
    method: 'POST',
    url: '/api/payment/create-order',
    headers: who.headers,
    payload: { booking: bookingDetails(tourId, { bookingDate, numPeople }) },
    remoteAddress,
  });
}

/**
 * The server's clock, moved by the test: only `Date` is faked, so the database, timers and
 * sockets run as usual while every "now" the server reads (hold expiries, tokens, the
 * rate-limit counts) follows the test. Call `restore` in afterEach.
 */
export function testClock(start: Date = new Date()) {
  vi.useFakeTimers({ toFake: ['Date'], now: start });
  return {
    now: () => new Date(),
    advanceMinutes: (minutes: number) => vi.setSystemTime(Date.now() + minutes * 60_000),
    restore: () => vi.useRealTimers(),
  };
}

/**
 * The moment `seconds` after (negative: before) the departure on `date` at `startTime` sets off,
 * India time: for a clock moved just around a departure's start or cut-off.
 */
export function aroundStart(date: string, startTime: string, seconds: number): Date {
  return new Date(new Date(`${date}T${startTime}:00+05:30`).getTime() + seconds * 1000);
}
