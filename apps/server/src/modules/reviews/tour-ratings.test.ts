import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signUpTraveller, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { insertTour } from '../../../test/support/tours.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { tours } from '../../db/schema/tours.ts';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
});
afterAll(() => t.close());

const post = (who: SignedIn, tourId: string, rating: number) =>
  t.app.inject({ method: 'POST', url: '/api/user/reviews', headers: who.headers, payload: { tourId, rating, comment: 'Lovely days.' } });

/** The tour as a traveller's tour page reads it (served from the instance's memory when it can be). */
async function rating(tourId: string) {
  const reader = await signUpTraveller(t.app);
  const response = await t.app.inject({ method: 'GET', url: `/api/user/tours/${tourId}`, headers: reader.headers });
  expect(response.statusCode).toBe(200);
  const { ratingAverage, reviewCount } = response.json();
  return { ratingAverage, reviewCount };
}

/** What the columns hold, against what the shown reviews say: the two must never disagree. */
async function storedMatchesReviews(tourId: string) {
  const [row] = await t.db.select({ count: tours.reviewCount, total: tours.ratingTotal }).from(tours).where(eq(tours.id, tourId));
  const written = await t.db.select({ rating: reviews.rating }).from(reviews).where(and(eq(reviews.tourId, tourId), isNull(reviews.hiddenAt)));
  expect(row).toEqual({ count: written.length, total: written.reduce((sum, review) => sum + review.rating, 0) });
}

describe("a tour's rating follows its reviews", () => {
  it('is null with no reviews, then the mean to one decimal', async () => {
    const tour = await insertTour(t.db);
    expect(await rating(tour.id)).toEqual({ ratingAverage: null, reviewCount: 0 });
    for (const stars of [5, 4, 4]) expect((await post(await signUpTraveller(t.app), tour.id, stars)).statusCode).toBe(201);
    expect(await rating(tour.id)).toEqual({ ratingAverage: 4.3, reviewCount: 3 });
    await storedMatchesReviews(tour.id);
  });

  it('drops a review an administrator deletes, back to null after the last', async () => {
    const tour = await insertTour(t.db);
    const first = (await post(await signUpTraveller(t.app), tour.id, 5)).json().review._id;
    const second = (await post(await signUpTraveller(t.app), tour.id, 2)).json().review._id;
    expect(await rating(tour.id)).toEqual({ ratingAverage: 3.5, reviewCount: 2 });

    const remove = (id: string) => t.app.inject({ method: 'DELETE', url: `/api/admin/reviews/${id}`, headers: admin.headers });
    expect((await remove(first)).statusCode).toBe(200);
    expect(await rating(tour.id)).toEqual({ ratingAverage: 2, reviewCount: 1 });
    expect((await remove(second)).statusCode).toBe(200);
    expect(await rating(tour.id)).toEqual({ ratingAverage: null, reviewCount: 0 });
    await storedMatchesReviews(tour.id);
  });

  it("drops the reviews of a deleted account (they go by cascade)", async () => {
    const tour = await insertTour(t.db);
    const leaving = await signUpTraveller(t.app);
    await post(leaving, tour.id, 1);
    await post(await signUpTraveller(t.app), tour.id, 5);
    expect(await rating(tour.id)).toEqual({ ratingAverage: 3, reviewCount: 2 });
    const response = await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${leaving.userId}`, headers: admin.headers });
    expect(response.statusCode).toBe(200);
    expect(await rating(tour.id)).toEqual({ ratingAverage: 5, reviewCount: 1 });
    await storedMatchesReviews(tour.id);
  });

  it('lets a tour with reviews be deleted, its reviews with it', async () => {
    const tour = await insertTour(t.db);
    await post(await signUpTraveller(t.app), tour.id, 4);
    const response = await t.app.inject({ method: 'DELETE', url: `/api/admin/tours/${tour.id}`, headers: admin.headers });
    expect(response.statusCode).toBe(200);
    expect(await t.db.select().from(reviews).where(eq(reviews.tourId, tour.id))).toEqual([]);
  });

  it('counts every one of many reviews of one tour written at the same moment', async () => {
    const tour = await insertTour(t.db);
    const authors = await Promise.all(Array.from({ length: 8 }, () => signUpTraveller(t.app)));
    const answers = await Promise.all(authors.map((author, index) => post(author, tour.id, 1 + (index % 5))));
    expect(answers.map((answer) => answer.statusCode)).toEqual(authors.map(() => 201));
    // 1+2+3+4+5+1+2+3 = 21 stars from 8 reviews
    expect(await rating(tour.id)).toEqual({ ratingAverage: 2.6, reviewCount: 8 });
    await storedMatchesReviews(tour.id);
  });

  it('keeps count when reviews are written and deleted at once, straight in the database', async () => {
    const tour = await insertTour(t.db);
    const authors = await Promise.all(Array.from({ length: 6 }, () => signUpTraveller(t.app)));
    const rows = await t.db
      .insert(reviews)
      .values(authors.slice(0, 3).map((author) => ({ userId: author.userId, tourId: tour.id, rating: 5, comment: 'Seeded.' })))
      .returning({ id: reviews.id });
    await Promise.all([
      ...authors.slice(3).map((author) => t.db.insert(reviews).values({ userId: author.userId, tourId: tour.id, rating: 3, comment: 'Racing.' })),
      t.db.delete(reviews).where(eq(reviews.id, rows[0]!.id)),
    ]);
    expect(await rating(tour.id)).toEqual({ ratingAverage: 3.8, reviewCount: 5 });
    await storedMatchesReviews(tour.id);
  });
});
