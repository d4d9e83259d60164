import { holdMessages } from '@yatrika/contract/hold-messages';
import { and, eq, gt, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app.ts';
import { seatsLeftOn } from '../../../test/support/departures.ts';
import { holdFrom } from '../../../test/support/holds.ts';
import { dayFromToday, sandboxPay, verify } from '../../../test/support/payments.ts';
import { insertTour } from '../../../test/support/tours.ts';
import { insertTravellers } from '../../../test/support/travellers.ts';
import { seatHolds } from '../../db/schema/departures.ts';

// How much one account may hold at once (decision 013): the defaults, 3 departures and 50 seats.
// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL, where the parallel requests really
// overlap: the per-account lock is what keeps them within the limits.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ maxHoldsPerAccount: 3, maxHeldSeatsPerAccount: 50 });
});
afterAll(() => t.close());

const liveHoldsOf = (userId: string) =>
  t.db.select().from(seatHolds).where(and(eq(seatHolds.userId, userId), gt(seatHolds.expiresAt, new Date()), gt(seatHolds.seats, 0)));

describe('holds per account', () => {
  it('refuses a fourth date with a sentence that says why, and counts a reopened date once', async () => {
    const [asha] = await insertTravellers(t.app, t.db, 1);
    const tours = await Promise.all([1, 2, 3, 4].map(() => insertTour(t.db, { capacity: 10 })));
    const date = dayFromToday(50);
    for (const tour of tours.slice(0, 3)) expect((await holdFrom(t.app, asha!, tour.id, date, 2)).statusCode).toBe(200);

    const fourth = await holdFrom(t.app, asha!, tours[3]!.id, date, 2);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toEqual({ success: false, message: holdMessages.tooManyHolds(3) });
    expect(await seatsLeftOn(t.app, tours[3]!.id, date)).toEqual({ seatsLeft: 10, status: 'available' });
    // Reopening one of the three is not a fourth.
    expect((await holdFrom(t.app, asha!, tours[0]!.id, date, 3)).statusCode).toBe(200);
    expect(await liveHoldsOf(asha!.userId)).toHaveLength(3);

    // Paying for one frees its place.
    const { order } = (await holdFrom(t.app, asha!, tours[1]!.id, date, 2)).json();
    expect((await verify(t.app, asha, (await sandboxPay(t.app, order.id)).json())).statusCode).toBe(200);
    expect((await holdFrom(t.app, asha!, tours[3]!.id, date, 2)).statusCode).toBe(200);
  });

  it('refuses seats past 50 across dates, counting a reopened date at its new party', async () => {
    const [ravi] = await insertTravellers(t.app, t.db, 1);
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => insertTour(t.db, { capacity: 100 })));
    const date = dayFromToday(51);
    expect((await holdFrom(t.app, ravi!, a!.id, date, 30)).statusCode).toBe(200);
    expect((await holdFrom(t.app, ravi!, b!.id, date, 20)).statusCode).toBe(200);
    const over = await holdFrom(t.app, ravi!, c!.id, date, 1);
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(holdMessages.tooManyHeldSeats(50, 50));
    // A smaller party on a date already held makes room.
    expect((await holdFrom(t.app, ravi!, a!.id, date, 29)).statusCode).toBe(200);
    expect((await holdFrom(t.app, ravi!, c!.id, date, 1)).statusCode).toBe(200);
    // And a bigger one on it is refused, leaving the earlier party held.
    expect((await holdFrom(t.app, ravi!, b!.id, date, 21)).statusCode).toBe(409);
    expect(await seatsLeftOn(t.app, b!.id, date)).toEqual({ seatsLeft: 80, status: 'available' });
  });
});

describe('in parallel', () => {
  it('one account opening checkouts on ten dates at once gets three, or fewer when the seats run out first', async () => {
    const [meera, kabir] = await insertTravellers(t.app, t.db, 2);
    const date = dayFromToday(52);
    const tours = await Promise.all(Array.from({ length: 10 }, () => insertTour(t.db, { capacity: 40 })));

    const small = await Promise.all(tours.map((tour) => holdFrom(t.app, meera!, tour.id, date, 10)));
    expect(small.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 409, 409, 409, 409, 409, 409, 409]);
    expect(await liveHoldsOf(meera!.userId)).toHaveLength(3);

    // 20 seats each: the third would make 60, past the seats limit.
    const large = await Promise.all(tours.map((tour) => holdFrom(t.app, kabir!, tour.id, date, 20)));
    expect(large.filter((answer) => answer.statusCode === 200)).toHaveLength(2);
    expect(large.every((answer) => answer.statusCode < 500)).toBe(true);
    const held = await liveHoldsOf(kabir!.userId);
    expect(held.reduce((total, hold) => total + hold.seats, 0)).toBe(40);
  });

  it('forty accounts opening checkouts, twice each, for the last 6 seats never hold more than there are', async () => {
    const tour = await insertTour(t.db, { capacity: 6 });
    const date = dayFromToday(53);
    const accounts = await insertTravellers(t.app, t.db, 40);
    const attempts = accounts.flatMap((who, n) => [holdFrom(t.app, who, tour.id, date, 1 + (n % 2)), holdFrom(t.app, who, tour.id, date, 1)]);
    const answers = await Promise.all(attempts);
    expect(answers.every((answer) => answer.statusCode === 200 || answer.statusCode === 409)).toBe(true);

    const [held] = await t.db
      .select({ seats: sum(seatHolds.seats).mapWith(Number) })
      .from(seatHolds)
      .where(and(eq(seatHolds.tourId, tour.id), eq(seatHolds.date, date), gt(seatHolds.expiresAt, new Date())));
    expect(held!.seats).toBeLessThanOrEqual(6);
    expect(held!.seats).toBeGreaterThan(0);
    // One hold per traveller on the date, however many checkouts each opened.
    const rows = await t.db.select({ userId: seatHolds.userId }).from(seatHolds).where(eq(seatHolds.tourId, tour.id));
    expect(new Set(rows.map((row) => row.userId)).size).toBe(rows.length);
    const { seatsLeft } = await seatsLeftOn(t.app, tour.id, date);
    expect(seatsLeft).toBe(6 - held!.seats);
  });
});
