import { addDays, todayInIndia } from '@yatrika/contract/dates';
import type { Tour } from '@yatrika/contract/tours';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpTraveller, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { insertTour } from '../../../test/support/tours.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { tours } from '../../db/schema/tours.ts';
import { tourDatePrices } from '../../db/schema/date-prices.ts';
import { refreshRecommendedScores } from './recommended-scores.ts';

let t: TestApp;
let traveller: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  traveller = await signUpTraveller(t.app);
});
afterAll(() => t.close());

/** Tours in a price band of their own, so each test's list holds exactly its tours. */
async function band(pricePaise: number, count: number, overrides: Partial<typeof tours.$inferInsert> = {}) {
  const made = [];
  // A second apart: inserted within one millisecond, "newest first" would fall back to the ids' random order.
  const first = Date.now() - count * 1000;
  for (let index = 0; index < count; index++) {
    made.push(await insertTour(t.db, { pricePaise, capacity: 10, createdAt: new Date(first + index * 1000), ...overrides }));
  }
  return made;
}
const listed = async (pricePaise: number, extra = '') => {
  const rupees = pricePaise / 100;
  const response = await t.app.inject({ method: 'GET', url: `/api/routes/destinations?minPrice=${rupees}&maxPrice=${rupees}${extra}` });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as Tour[]).map((tour) => tour._id);
};
/** Reviews as the triggers keep them on the tour (count and total), without a hundred accounts. */
const rate = (id: string, reviewCount: number, average: number) =>
  t.db.update(tours).set({ reviewCount, ratingTotal: Math.round(reviewCount * average) }).where(eq(tours.id, id));
const book = (tour: { id: string; title: string }, numPeople: number, bookingDate: string) =>
  t.db.insert(bookings).values({
    userId: traveller.userId,
    tourId: tour.id,
    tourTitle: tour.title,
    tourLocation: 'Spiti',
    pricePaise: 100_000,
    totalPaise: 100_000 * numPeople,
    fullName: 'Asha Verma',
    phone: '9876543210',
    bookingDate,
    startTime: '09:00',
    numPeople,
    status: 'booked',
  });
/** The job's refresh, then this instance hears of it (on PostgreSQL the announcement arrives a moment later) and forgets its pages. */
const refresh = async () => {
  await refreshRecommendedScores(t.db);
  await t.changes.sync();
};
const scores = async (ids: string[]) =>
  new Map((await t.db.select({ id: tours.id, score: tours.recommendedScore }).from(tours).where(inArray(tours.id, ids))).map((row) => [row.id, row.score]));

describe('the recommended order', () => {
  it('puts a hundred reviews averaging 4.7 above a single 5-star review, and both above none', async () => {
    const [single, hundred, unrated] = await band(3_111_100, 3);
    await rate(single!.id, 1, 5);
    await rate(hundred!.id, 100, 4.7);
    // Before the scores are refreshed every tour has a new tour's score: newest first.
    expect(await listed(3_111_100)).toEqual([unrated!.id, hundred!.id, single!.id]);
    await refresh();
    expect(await listed(3_111_100)).toEqual([hundred!.id, single!.id, unrated!.id]);
    expect(await listed(3_111_100, '&sort=recommended')).toEqual(await listed(3_111_100));
  });

  it('raises a tour booked often in the last 30 days, and lowers one whose next 30 days are sold out', async () => {
    const [quiet, popular, full] = await band(3_222_200, 3);
    const soon = addDays(todayInIndia(), 3);
    for (let index = 0; index < 5; index++) await book(popular!, 1, addDays(soon, 40 + index));
    // Capacity 10 a day for 30 days: 300 seats, all taken.
    for (let day = 0; day < 30; day++) await book(full!, 10, addDays(todayInIndia(), day));
    await t.db.execute(sql`update bookings set created_at = now() - interval '60 days' where tour_id = ${full!.id}`);
    await refresh();
    expect(await listed(3_222_200)).toEqual([popular!.id, quiet!.id, full!.id]);
    const scored = await scores([quiet!.id, popular!.id, full!.id]);
    expect(scored.get(quiet!.id)! - scored.get(full!.id)!).toBe(100);
  });

  it('pages through the recommended order with its cursor, each tour once and in order', async () => {
    const made = await band(3_333_300, 5);
    await Promise.all(made.map((tour, index) => rate(tour.id, 10 * index, 3 + index * 0.4)));
    await refresh();
    const whole = await listed(3_333_300);
    const pages: string[][] = [];
    let cursor = '';
    do {
      const response = await t.app.inject({ method: 'GET', url: `/api/routes/destinations?minPrice=33333&maxPrice=33333&limit=2${cursor ? `&cursor=${cursor}` : ''}` });
      pages.push((response.json() as Tour[]).map((tour) => tour._id));
      cursor = (response.headers['x-next-cursor'] as string | undefined) ?? '';
    } while (cursor && pages.length < 10);
    expect(pages.map((page) => page.length)).toEqual([2, 2, 1]);
    expect(pages.flat()).toEqual(whole);
    const byScore = await scores(whole);
    expect(whole.map((id) => byScore.get(id)!)).toEqual([...whole.map((id) => byScore.get(id)!)].sort((a, b) => b - a));
  });

  it('writes nothing when nothing changed, and two instances refreshing at once agree', async () => {
    await refresh();
    expect(await refreshRecommendedScores(t.db)).toEqual({ changed: 0 });
    const [tour] = await band(3_444_400, 1);
    await rate(tour!.id, 40, 4.9);
    const [first, second] = await Promise.all([refreshRecommendedScores(t.db), refreshRecommendedScores(t.db)]);
    expect(first.changed + second.changed).toBeGreaterThanOrEqual(1);
    const after = await scores([tour!.id]);
    await refresh();
    expect(await scores([tour!.id])).toEqual(after);
  });

  it('refuses a cursor made for another order', async () => {
    await band(3_555_500, 3);
    const newest = await t.app.inject({ method: 'GET', url: '/api/routes/destinations?minPrice=35555&maxPrice=35555&limit=1&sort=newest' });
    const response = await t.app.inject({ method: 'GET', url: `/api/routes/destinations?minPrice=35555&maxPrice=35555&limit=1&cursor=${newest.headers['x-next-cursor'] as string}` });
    expect(response.statusCode).toBe(400);
  });
});

describe('the same job keeps "from ₹X" true as date prices end (decision 031)', () => {
  it('raises a floor whose lower date price has ended, and leaves the others', async () => {
    const [ended, current] = [await insertTour(t.db, { pricePaise: 200_000 }), await insertTour(t.db, { pricePaise: 200_000 })];
    const yesterday = addDays(todayInIndia(), -1);
    const nextWeek = addDays(todayInIndia(), 7);
    await t.db.insert(tourDatePrices).values([
      { tourId: ended.id, firstDate: addDays(yesterday, -2), lastDate: yesterday, adultPricePaise: 90_000 },
      { tourId: current.id, firstDate: nextWeek, lastDate: nextWeek, adultPricePaise: 150_000 },
    ]);
    // As the trigger left it while the rule was still to come.
    await t.db.update(tours).set({ datePriceFloorPaise: 90_000 }).where(eq(tours.id, ended.id));
    await refreshRecommendedScores(t.db);
    const floors = await t.db.select({ id: tours.id, floor: tours.datePriceFloorPaise }).from(tours).where(inArray(tours.id, [ended.id, current.id]));
    expect(Object.fromEntries(floors.map((row) => [row.id, row.floor]))).toEqual({ [ended.id]: null, [current.id]: 150_000 });
  });
});
