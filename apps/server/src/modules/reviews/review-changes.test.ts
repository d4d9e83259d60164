import { randomUUID } from 'node:crypto';
import { authMessages } from '@yatrika/contract/auth';
import { reviewMessages } from '@yatrika/contract/reviews';
import { eq } from 'drizzle-orm';
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

type Who = Pick<SignedIn, 'headers'>;
const write = (who: Who, tourId: string, rating = 4, comment = 'Good guides.') =>
  t.app.inject({ method: 'POST', url: '/api/user/reviews', headers: who.headers, payload: { tourId, rating, comment } });
const edit = (who: Who, id: string, payload: unknown) => t.app.inject({ method: 'PUT', url: `/api/user/reviews/${id}`, headers: who.headers, payload: payload as object });
const remove = (who: Who, id: string) => t.app.inject({ method: 'DELETE', url: `/api/user/reviews/${id}`, headers: who.headers });
const reply = (who: Who, id: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/admin/reviews/${id}/reply`, headers: who.headers, payload: payload as object });
const mineOn = (who: Who, tourId: string) => t.app.inject({ method: 'GET', url: `/api/user/tours/${tourId}/reviews/mine`, headers: who.headers });
const listed = async (who: Who, tourId: string) => (await t.app.inject({ method: 'GET', url: `/api/user/tours/${tourId}/reviews`, headers: who.headers })).json().reviews;

/** The stored figures and what the reviews say: decision 009's triggers keep them equal. */
async function ratingOf(tourId: string) {
  const [row] = await t.db.select({ count: tours.reviewCount, total: tours.ratingTotal, average: tours.ratingAverage }).from(tours).where(eq(tours.id, tourId));
  const written = await t.db.select({ rating: reviews.rating }).from(reviews).where(eq(reviews.tourId, tourId));
  expect({ count: row!.count, total: row!.total }).toEqual({ count: written.length, total: written.reduce((sum, review) => sum + review.rating, 0) });
  return { count: row!.count, average: row!.average === null ? null : Number(row!.average) };
}

async function writtenReview(who: Who, tourId: string, rating = 4) {
  const response = await write(who, tourId, rating);
  expect(response.statusCode).toBe(201);
  return response.json().review as { _id: string };
}

describe("a traveller's own review", () => {
  it('is found on the tour by its author, and null for someone who wrote none', async () => {
    const tour = await insertTour(t.db);
    const author = await signUpTraveller(t.app, { firstname: 'Meera', lastname: 'Iyer' });
    const review = await writtenReview(author, tour.id);
    const found = await mineOn(author, tour.id);
    expect(found.statusCode).toBe(200);
    expect(found.json().review).toMatchObject({ _id: review._id, rating: 4, comment: 'Good guides.', user: { firstname: 'Meera', lastname: 'Iyer' }, reply: null, repliedAt: null });
    expect((await mineOn(await signUpTraveller(t.app), tour.id)).json()).toEqual({ review: null });
    expect((await mineOn(author, randomUUID())).statusCode).toBe(404);
  });

  it('is edited by its author: stars and words change, the rating follows', async () => {
    const tour = await insertTour(t.db);
    const author = await signUpTraveller(t.app);
    await writtenReview(await signUpTraveller(t.app), tour.id, 5);
    const review = await writtenReview(author, tour.id, 5);
    expect(await ratingOf(tour.id)).toEqual({ count: 2, average: 5 });

    const edited = await edit(author, review._id, { rating: '2', comment: '  Too rushed on day two.  ' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().message).toBe(reviewMessages.updated);
    expect(edited.json().review).toMatchObject({ _id: review._id, rating: 2, comment: 'Too rushed on day two.' });
    expect(await ratingOf(tour.id)).toEqual({ count: 2, average: 3.5 });
    expect((await listed(author, tour.id)).find((item: { _id: string }) => item._id === review._id).comment).toBe('Too rushed on day two.');
  });

  it('is deleted by its author: the rating drops it, and the author may write again', async () => {
    const tour = await insertTour(t.db);
    const author = await signUpTraveller(t.app);
    await writtenReview(await signUpTraveller(t.app), tour.id, 3);
    const review = await writtenReview(author, tour.id, 5);
    expect(await ratingOf(tour.id)).toEqual({ count: 2, average: 4 });

    const deleted = await remove(author, review._id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: reviewMessages.deleted });
    expect(await ratingOf(tour.id)).toEqual({ count: 1, average: 3 });
    expect((await mineOn(author, tour.id)).json()).toEqual({ review: null });
    expect((await remove(author, review._id)).statusCode).toBe(404);
    expect((await write(author, tour.id, 4)).statusCode).toBe(201);
    expect(await ratingOf(tour.id)).toEqual({ count: 2, average: 3.5 });
  });

  it("answers 403 to another traveller's edit or delete and changes nothing; 404 for no such review", async () => {
    const tour = await insertTour(t.db);
    const author = await signUpTraveller(t.app);
    const other = await signUpTraveller(t.app);
    const review = await writtenReview(author, tour.id, 5);
    for (const response of [await edit(other, review._id, { rating: 1, comment: 'Vandalised.' }), await remove(other, review._id)]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: reviewMessages.notYours });
    }
    for (const response of [await edit(other, randomUUID(), { rating: 1, comment: 'Nothing.' }), await remove(other, randomUUID())]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: reviewMessages.notFound });
    }
    expect((await mineOn(author, tour.id)).json().review).toMatchObject({ rating: 5, comment: 'Good guides.' });
    expect(await ratingOf(tour.id)).toEqual({ count: 1, average: 5 });
  });

  it.each([
    [{ rating: 0, comment: 'Fine.' }, 'Rating must be a whole number from 1 to 5.'],
    [{ comment: 'Fine.' }, reviewMessages.ratingRequired],
    [{ rating: 3, comment: '   ' }, 'Comment is required.'],
    [{ rating: 3, comment: 'x'.repeat(2001) }, 'Comment must be at most 2000 characters.'],
  ])('refuses the edit %j with 400 and the message naming the field', async (payload, message) => {
    const tour = await insertTour(t.db);
    const author = await signUpTraveller(t.app);
    const review = await writtenReview(author, tour.id);
    const response = await edit(author, review._id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('answers 400 to a malformed id, 401 without a session, and 403 to an administrator', async () => {
    const tour = await insertTour(t.db);
    const review = await writtenReview(await signUpTraveller(t.app), tour.id);
    expect((await edit(admin, 'not-an-id', { rating: 3, comment: 'x' })).statusCode).toBe(403);
    const traveller = await signUpTraveller(t.app);
    expect((await remove(traveller, 'not-an-id')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/user/reviews/${review._id}` })).statusCode).toBe(401);
    for (const response of [await edit(admin, review._id, { rating: 1, comment: 'x' }), await remove(admin, review._id), await mineOn(admin, tour.id)]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: authMessages.travellersOnly });
    }
  });
});

describe("the operator's reply", () => {
  it('is shown under the review in every list, with its date; posting again replaces it', async () => {
    const tour = await insertTour(t.db);
    const author = await signUpTraveller(t.app);
    const review = await writtenReview(author, tour.id, 3);

    const first = await reply(admin, review._id, { reply: '  Thank you; we have added a rest stop.  ' });
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe(reviewMessages.replied);
    expect(first.json().review).toMatchObject({ _id: review._id, reply: 'Thank you; we have added a rest stop.', repliedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    const firstAt = first.json().review.repliedAt as string;

    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await reply(admin, review._id, { reply: 'Thank you: two rest stops from March.' });
    expect(second.json().review.reply).toBe('Thank you: two rest stops from March.');
    expect(Date.parse(second.json().review.repliedAt)).toBeGreaterThan(Date.parse(firstAt));

    expect((await listed(author, tour.id))[0]).toMatchObject({ reply: 'Thank you: two rest stops from March.' });
    const mine = (await t.app.inject({ method: 'GET', url: '/api/user/reviews', headers: author.headers })).json();
    expect(mine[0]).toMatchObject({ reply: 'Thank you: two rest stops from March.' });
    const inAdminList = (await t.app.inject({ method: 'GET', url: '/api/admin/reviews?limit=100', headers: admin.headers })).json();
    expect(inAdminList.find((item: { _id: string }) => item._id === review._id)).toMatchObject({ reply: 'Thank you: two rest stops from March.' });
    // A reply changes no rating.
    expect(await ratingOf(tour.id)).toEqual({ count: 1, average: 3 });
  });

  it("stays when the traveller edits, and goes with the review when it is deleted", async () => {
    const tour = await insertTour(t.db);
    const author = await signUpTraveller(t.app);
    const review = await writtenReview(author, tour.id);
    await reply(admin, review._id, { reply: 'Glad you came.' });
    expect((await edit(author, review._id, { rating: 5, comment: 'Even better in hindsight.' })).json().review.reply).toBe('Glad you came.');
    expect((await remove(author, review._id)).statusCode).toBe(200);
    expect((await reply(admin, review._id, { reply: 'Too late.' })).statusCode).toBe(404);
  });

  it('answers 403 to a traveller, 404 for no such review and 400 to a bad reply', async () => {
    const tour = await insertTour(t.db);
    const author = await signUpTraveller(t.app);
    const review = await writtenReview(author, tour.id);
    const byTraveller = await reply(author, review._id, { reply: 'I answer myself.' });
    expect(byTraveller.statusCode).toBe(403);
    expect(byTraveller.json()).toEqual({ message: authMessages.adminsOnly });
    expect((await reply(admin, randomUUID(), { reply: 'Hello.' })).statusCode).toBe(404);
    for (const [payload, message] of [
      [{}, 'Reply is required.'],
      [{ reply: '  ' }, 'Reply is required.'],
      [{ reply: 7 }, 'Reply is required.'],
      [{ reply: 'x'.repeat(2001) }, 'Reply must be at most 2000 characters.'],
    ] as const) {
      const response = await reply(admin, review._id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    }
    expect((await mineOn(author, tour.id)).json().review.reply).toBeNull();
  });
});
