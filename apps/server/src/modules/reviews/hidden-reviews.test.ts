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

type Who = Pick<SignedIn, 'headers'> | undefined;
const reason = 'Names a guide and says things about him that we cannot check.';

async function write(who: SignedIn, tourId: string, rating: number, comment = 'Lovely days.') {
  const response = await t.app.inject({ method: 'POST', url: '/api/user/reviews', headers: who.headers, payload: { tourId, rating, comment } });
  expect(response.statusCode).toBe(201);
  return response.json().review._id as string;
}
const hide = (who: Who, reviewId: string, payload: unknown = { reason }) =>
  t.app.inject({ method: 'POST', url: `/api/admin/reviews/${reviewId}/hide`, headers: who?.headers, payload: payload as object });
const unhide = (who: Who, reviewId: string) => t.app.inject({ method: 'POST', url: `/api/admin/reviews/${reviewId}/unhide`, headers: who?.headers });

/** The ids on the tour page, signed in and public, which must agree. */
async function listedIds(tourId: string) {
  const reader = await signUpTraveller(t.app);
  const signedIn = (await t.app.inject({ method: 'GET', url: `/api/user/tours/${tourId}/reviews`, headers: reader.headers })).json().reviews;
  const publicPage = (await t.app.inject({ method: 'GET', url: `/api/routes/tours/${tourId}/reviews` })).json().reviews;
  const ids = (rows: { _id: string }[]) => rows.map((row) => row._id);
  expect(ids(publicPage)).toEqual(ids(signedIn));
  return ids(signedIn);
}

/** The tour's rating as a traveller's tour page reads it. */
async function rating(tourId: string) {
  const reader = await signUpTraveller(t.app);
  const { ratingAverage, reviewCount } = (await t.app.inject({ method: 'GET', url: `/api/user/tours/${tourId}`, headers: reader.headers })).json();
  return { ratingAverage, reviewCount };
}

/** The kept figures against the shown reviews: never apart. */
async function keptMatchesShown(tourId: string) {
  const [row] = await t.db.select({ count: tours.reviewCount, total: tours.ratingTotal }).from(tours).where(eq(tours.id, tourId));
  const shown = await t.db.select({ rating: reviews.rating }).from(reviews).where(and(eq(reviews.tourId, tourId), isNull(reviews.hiddenAt)));
  expect(row).toEqual({ count: shown.length, total: shown.reduce((sum, review) => sum + review.rating, 0) });
}

const adminRow = async (reviewId: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/admin/reviews?limit=100', headers: admin.headers })).json().find((row: { _id: string }) => row._id === reviewId);
const myReviews = async (who: SignedIn) => (await t.app.inject({ method: 'GET', url: '/api/user/reviews', headers: who.headers })).json();

describe('an administrator hides a review', () => {
  it("takes it off the tour's lists and out of its rating, and puts both back when shown again", async () => {
    const tour = await insertTour(t.db);
    const kept = await write(await signUpTraveller(t.app), tour.id, 5);
    const author = await signUpTraveller(t.app);
    const hidden = await write(author, tour.id, 1, 'Our guide was a fraud.');
    expect(await rating(tour.id)).toEqual({ ratingAverage: 3, reviewCount: 2 });

    const response = await hide(admin, hidden);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Review hidden.' });
    expect(await listedIds(tour.id)).toEqual([kept]);
    expect(await rating(tour.id)).toEqual({ ratingAverage: 5, reviewCount: 1 });
    await keptMatchesShown(tour.id);

    expect((await unhide(admin, hidden)).json()).toEqual({ message: 'Review shown again.' });
    expect(await listedIds(tour.id)).toEqual([hidden, kept]);
    expect(await rating(tour.id)).toEqual({ ratingAverage: 3, reviewCount: 2 });
    expect((await myReviews(author))[0]).toMatchObject({ _id: hidden, hidden: null });
    expect(await adminRow(hidden)).toMatchObject({ hidden: null });
    await keptMatchesShown(tour.id);
  });

  it('shows its author, and administrators, that it was hidden and why', async () => {
    const tour = await insertTour(t.db);
    const author = await signUpTraveller(t.app);
    const reviewId = await write(author, tour.id, 2);
    expect((await hide(admin, reviewId)).statusCode).toBe(200);

    const mine = (await myReviews(author))[0];
    expect(mine).toMatchObject({ _id: reviewId, hidden: { reason } });
    expect(Date.parse(mine.hidden.at)).not.toBeNaN();
    const onTourPage = (await t.app.inject({ method: 'GET', url: `/api/user/tours/${tour.id}/reviews/mine`, headers: author.headers })).json();
    expect(onTourPage.review).toMatchObject({ _id: reviewId, hidden: { reason } });
    expect(await adminRow(reviewId)).toMatchObject({ hidden: { reason, by: expect.stringMatching(/\S/) } });
  });

  it('keeps the reason from everyone else', async () => {
    const tour = await insertTour(t.db);
    const reviewId = await write(await signUpTraveller(t.app), tour.id, 2);
    await write(await signUpTraveller(t.app), tour.id, 4);
    expect((await hide(admin, reviewId)).statusCode).toBe(200);

    const other = await signUpTraveller(t.app);
    for (const response of [
      await t.app.inject({ method: 'GET', url: `/api/user/tours/${tour.id}/reviews`, headers: other.headers }),
      await t.app.inject({ method: 'GET', url: `/api/routes/tours/${tour.id}/reviews` }),
      await t.app.inject({ method: 'GET', url: `/api/user/tours/${tour.id}/reviews/mine`, headers: other.headers }),
      await t.app.inject({ method: 'GET', url: '/api/user/reviews', headers: other.headers }),
    ]) {
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain(reason);
      expect(response.body).not.toContain(reviewId);
    }
  });

  it('replaces the reason when hidden again, and takes the stars out once', async () => {
    const tour = await insertTour(t.db);
    const author = await signUpTraveller(t.app);
    const reviewId = await write(author, tour.id, 1);
    await write(await signUpTraveller(t.app), tour.id, 4);
    await hide(admin, reviewId);
    expect((await hide(admin, reviewId, { reason: 'Written about another tour.' })).statusCode).toBe(200);
    expect((await myReviews(author))[0].hidden).toMatchObject({ reason: 'Written about another tour.' });
    expect(await rating(tour.id)).toEqual({ ratingAverage: 4, reviewCount: 1 });
    await keptMatchesShown(tour.id);
  });

  it("keeps the rating right when the author edits or deletes a hidden review", async () => {
    const tour = await insertTour(t.db);
    const author = await signUpTraveller(t.app);
    const reviewId = await write(author, tour.id, 1);
    await write(await signUpTraveller(t.app), tour.id, 3);
    await hide(admin, reviewId);

    const edit = await t.app.inject({ method: 'PUT', url: `/api/user/reviews/${reviewId}`, headers: author.headers, payload: { rating: 5, comment: 'Changed my mind.' } });
    expect(edit.statusCode).toBe(200);
    expect(await listedIds(tour.id)).not.toContain(reviewId);
    expect(await rating(tour.id)).toEqual({ ratingAverage: 3, reviewCount: 1 });
    expect((await myReviews(author))[0]).toMatchObject({ rating: 5, hidden: { reason } });
    await keptMatchesShown(tour.id);

    expect((await t.app.inject({ method: 'DELETE', url: `/api/user/reviews/${reviewId}`, headers: author.headers })).statusCode).toBe(200);
    expect(await rating(tour.id)).toEqual({ ratingAverage: 3, reviewCount: 1 });
    await keptMatchesShown(tour.id);
  });

  it('loses nothing: the review, its stars and its reply are all there when shown again', async () => {
    const tour = await insertTour(t.db);
    const author = await signUpTraveller(t.app);
    const reviewId = await write(author, tour.id, 4, 'The fort at night.');
    await t.app.inject({ method: 'POST', url: `/api/admin/reviews/${reviewId}/reply`, headers: admin.headers, payload: { reply: 'Thank you, Asha.' } });
    await hide(admin, reviewId);
    await unhide(admin, reviewId);
    const listed = (await t.app.inject({ method: 'GET', url: `/api/routes/tours/${tour.id}/reviews` })).json().reviews[0];
    expect(listed).toMatchObject({ _id: reviewId, rating: 4, comment: 'The fort at night.', reply: 'Thank you, Asha.' });
  });
});

describe('hiding is for administrators, with a reason', () => {
  it('answers 401 without a sign-in and 403 to a traveller, even the author, and changes nothing', async () => {
    const tour = await insertTour(t.db);
    const author = await signUpTraveller(t.app);
    const reviewId = await write(author, tour.id, 3);
    expect((await hide(undefined, reviewId)).statusCode).toBe(401);
    expect((await hide(author, reviewId)).statusCode).toBe(403);
    expect((await hide(await signUpTraveller(t.app), reviewId)).statusCode).toBe(403);
    expect(await listedIds(tour.id)).toEqual([reviewId]);

    await hide(admin, reviewId);
    expect((await unhide(undefined, reviewId)).statusCode).toBe(401);
    expect((await unhide(author, reviewId)).statusCode).toBe(403);
    expect(await listedIds(tour.id)).toEqual([]);
  });

  it('refuses a missing, blank or wrongly typed reason, a malformed id and an unknown review', async () => {
    const tour = await insertTour(t.db);
    const reviewId = await write(await signUpTraveller(t.app), tour.id, 3);
    const missing = await hide(admin, reviewId, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('Reason is required.');
    expect((await hide(admin, reviewId, { reason: '   ' })).statusCode).toBe(400);
    expect((await hide(admin, reviewId, { reason: 42 })).statusCode).toBe(400);
    expect((await hide(admin, reviewId, { reason: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await hide(admin, 'not-an-id')).statusCode).toBe(400);
    expect((await unhide(admin, 'not-an-id')).statusCode).toBe(400);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await hide(admin, unknown)).json()).toMatchObject({ message: 'Review not found.' });
    expect((await unhide(admin, unknown)).statusCode).toBe(404);
    expect(await listedIds(tour.id)).toEqual([reviewId]);
  });
});
