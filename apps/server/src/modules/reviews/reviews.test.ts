import { randomUUID } from 'node:crypto';
import { authMessages } from '@yatrika/contract/auth';
import { reviewMessages } from '@yatrika/contract/reviews';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTour as insertTourRow } from '../../../test/support/tours.ts';
import { createTestApp, signInAdmin, signUpTraveller, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { bookingDetails, payAndBook } from '../../../test/support/payments.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { tours } from '../../db/schema/tours.ts';
import { PLACEHOLDER_PATH } from '../media/public.ts';

let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
});
afterAll(() => t.close());

const insertTour = (overrides: Parameters<typeof insertTourRow>[1] = {}) => insertTourRow(t.db, { category: 'religious', location: 'Varanasi, Uttar Pradesh', ...overrides });

type Who = Pick<SignedIn, 'headers'> | undefined;
const post = (who: Who, payload: unknown) => t.app.inject({ method: 'POST', url: '/api/user/reviews', headers: who?.headers, payload: payload as object });
const tourReviews = (who: Who, tourId: string, query = '') => t.app.inject({ method: 'GET', url: `/api/user/tours/${tourId}/reviews${query}`, headers: who?.headers });
const mine = (who: Who) => t.app.inject({ method: 'GET', url: '/api/user/reviews', headers: who?.headers });
const adminList = (who: Who, query = '?limit=100') => t.app.inject({ method: 'GET', url: `/api/admin/reviews${query}`, headers: who?.headers });
const adminDelete = (who: Who, id: string) => t.app.inject({ method: 'DELETE', url: `/api/admin/reviews/${id}`, headers: who?.headers });

const valid = (tourId: string, overrides: Record<string, unknown> = {}) => ({ tourId, rating: 5, comment: 'Unforgettable evening aarti.', ...overrides });
const idsOf = (items: { _id: string }[]) => items.map((item) => item._id);

describe('writing a review', () => {
  it('answers 201 with the review, its comment trimmed and its author named', async () => {
    const traveller = await signUpTraveller(t.app, { firstname: 'Kiran', lastname: 'Rao' });
    const tour = await insertTour();
    const response = await post(traveller, valid(tour.id, { rating: 4, comment: '  Calm and moving.  ' }));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe(reviewMessages.created);
    expect(body.review).toEqual({
      _id: expect.any(String),
      rating: 4,
      comment: 'Calm and moving.',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      verified: false, verifiedTraveller: false, travelledOn: null, reply: null, repliedAt: null, travelled: false, travelledIn: null,
      tourId: tour.id,
      user: { firstname: 'Kiran', lastname: 'Rao' },
    });
  });

  it('takes the rating as whole-number text ("4") and stores the number (decision 007)', async () => {
    const traveller = await signUpTraveller(t.app);
    const tour = await insertTour();
    const response = await post(traveller, valid(tour.id, { rating: '4' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().review.rating).toBe(4);
    const [stored] = await t.db.select().from(reviews).where(eq(reviews.tourId, tour.id));
    expect(stored!.rating).toBe(4);
  });

  it('answers 400 "You have already reviewed this tour." to a second review of the same tour', async () => {
    const traveller = await signUpTraveller(t.app);
    const tour = await insertTour();
    expect((await post(traveller, valid(tour.id))).statusCode).toBe(201);
    const second = await post(traveller, valid(tour.id, { rating: 1, comment: 'Changed my mind.' }));
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual({ message: 'You have already reviewed this tour.' });
    const listed = (await tourReviews(traveller, tour.id)).json().reviews;
    expect(listed).toHaveLength(1);
    expect(listed[0].rating).toBe(5);
  });

  it('keeps one review when two arrive at once', async () => {
    const traveller = await signUpTraveller(t.app);
    const tour = await insertTour();
    const answers = await Promise.all([post(traveller, valid(tour.id)), post(traveller, valid(tour.id)), post(traveller, valid(tour.id))]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400, 400]);
    expect(await t.db.select().from(reviews).where(eq(reviews.tourId, tour.id))).toHaveLength(1);
  });

  it('lets another traveller review the same tour', async () => {
    const tour = await insertTour();
    for (let i = 0; i < 2; i++) expect((await post(await signUpTraveller(t.app), valid(tour.id))).statusCode).toBe(201);
  });

  it('answers 404 "Tour not found." for a banned or unknown tour', async () => {
    const traveller = await signUpTraveller(t.app);
    const banned = await insertTour({ status: 'banned' });
    for (const tourId of [banned.id, randomUUID()]) {
      const response = await post(traveller, valid(tourId));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Tour not found.' });
    }
  });

  const rangeMessage = 'Rating must be a whole number from 1 to 5.';
  it.each([
    [{ rating: undefined }, 'Please provide a star rating.'],
    [{ rating: null }, 'Please provide a star rating.'],
    [{ rating: '4.5' }, rangeMessage],
    [{ rating: 'abc' }, rangeMessage],
    [{ rating: '' }, rangeMessage],
    [{ rating: ' 5' }, rangeMessage],
    [{ rating: '6' }, rangeMessage],
    [{ rating: 0 }, rangeMessage],
    [{ rating: 6 }, rangeMessage],
    [{ rating: -1 }, rangeMessage],
    [{ rating: 4.5 }, rangeMessage],
    [{ rating: true }, rangeMessage],
    [{ comment: undefined }, 'Comment is required.'],
    [{ comment: '' }, 'Comment is required.'],
    [{ comment: ' \n\t ' }, 'Comment is required.'],
    [{ comment: 42 }, 'Comment is required.'],
    [{ comment: 'x'.repeat(2001) }, 'Comment must be at most 2000 characters.'],
    [{ tourId: undefined }, 'Tour id is required.'],
    [{ tourId: 'tour-1' }, 'Tour id must be a valid id.'],
    [{ tourId: 7 }, 'Tour id must be a valid id.'],
  ])('refuses %j with 400 and a message naming the field', async (override, message) => {
    const traveller = await signUpTraveller(t.app);
    const tour = await insertTour();
    const response = await post(traveller, valid(tour.id, override));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(await t.db.select().from(reviews).where(eq(reviews.tourId, tour.id))).toEqual([]);
  });

  it('accepts a comment of exactly 2000 characters, counted after trimming', async () => {
    const traveller = await signUpTraveller(t.app);
    const tour = await insertTour();
    expect((await post(traveller, valid(tour.id, { comment: `  ${'x'.repeat(2000)}  ` }))).statusCode).toBe(201);
  });

  it('refuses a body too large to read with 413', async () => {
    const traveller = await signUpTraveller(t.app);
    const tour = await insertTour();
    const response = await post(traveller, valid(tour.id, { comment: 'x'.repeat(400 * 1024) }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toHaveProperty('message');
  });
});

describe("a tour's reviews", () => {
  it('answers {reviews: []} when there are none', async () => {
    const traveller = await signUpTraveller(t.app);
    const tour = await insertTour();
    const response = await tourReviews(traveller, tour.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ reviews: [] });
  });

  it('lists them newest first with rating, comment, date and the author by name', async () => {
    const tour = await insertTour();
    const older = await signUpTraveller(t.app, { firstname: 'Older', lastname: 'Writer' });
    const newer = await signUpTraveller(t.app, { firstname: 'Newer', lastname: 'Writer' });
    const olderId = (await post(older, valid(tour.id, { rating: 3, comment: 'Crowded.' }))).json().review._id;
    const newerId = (await post(newer, valid(tour.id, { rating: 5, comment: 'Serene.' }))).json().review._id;
    await t.db.update(reviews).set({ createdAt: new Date('2030-01-01T00:00:00Z') }).where(eq(reviews.id, olderId));
    await t.db.update(reviews).set({ createdAt: new Date('2030-01-02T00:00:00Z') }).where(eq(reviews.id, newerId));

    const listed = (await tourReviews(older, tour.id)).json().reviews;
    expect(listed).toEqual([
      { _id: newerId, rating: 5, comment: 'Serene.', verified: false, verifiedTraveller: false, travelledOn: null, reply: null, repliedAt: null, travelled: false, travelledIn: null, createdAt: '2030-01-02T00:00:00.000Z', tourId: tour.id, user: { firstname: 'Newer', lastname: 'Writer' } },
      { _id: olderId, rating: 3, comment: 'Crowded.', verified: false, verifiedTraveller: false, travelledOn: null, reply: null, repliedAt: null, travelled: false, travelledIn: null, createdAt: '2030-01-01T00:00:00.000Z', tourId: tour.id, user: { firstname: 'Older', lastname: 'Writer' } },
    ]);
    expect(JSON.stringify(listed)).not.toContain('email');
  });

  it('pages with limit and cursor, without skipping reviews written at the same instant', async () => {
    const tour = await insertTour();
    const writers = await Promise.all([1, 2, 3, 4, 5].map(() => signUpTraveller(t.app)));
    const sameInstant = sql`'2030-02-01T00:00:00.654321Z'::timestamptz`;
    await t.db.insert(reviews).values(writers.map((writer) => ({ userId: writer.userId, tourId: tour.id, rating: 4, comment: 'Good.', createdAt: sameInstant })));
    const seen: string[] = [];
    let query = '?limit=2';
    for (let pages = 0; pages < 5; pages++) {
      const page = await tourReviews(writers[0], tour.id, query);
      seen.push(...idsOf(page.json().reviews));
      const next = page.headers['x-next-cursor'];
      if (!next) break;
      query = `?limit=2&cursor=${String(next)}`;
    }
    expect(seen).toHaveLength(5);
    expect(new Set(seen).size).toBe(5);
  });

  it('answers 404 "Tour not found." for a banned or unknown tour, and 400 for a malformed id', async () => {
    const traveller = await signUpTraveller(t.app);
    const tour = await insertTour();
    await post(traveller, valid(tour.id));
    await t.db.update(tours).set({ status: 'banned' }).where(eq(tours.id, tour.id));
    for (const id of [tour.id, randomUUID()]) {
      const response = await tourReviews(traveller, id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Tour not found.' });
    }
    for (const id of ['not-a-uuid', '1%27%20or%201%3D1']) expect((await tourReviews(traveller, id)).statusCode).toBe(400);
  });
});

describe('my reviews', () => {
  it('is a bare array of my own reviews with their tours, placeholder image when the tour has none', async () => {
    const traveller = await signUpTraveller(t.app);
    const other = await signUpTraveller(t.app);
    const plain = await insertTour();
    const pictured = await insertTour({ image: `media/${randomUUID()}.webp` });
    await post(traveller, valid(plain.id, { rating: 2, comment: 'Too hot in May.' }));
    await post(traveller, valid(pictured.id));
    await post(other, valid(plain.id, { comment: 'Not mine to see.' }));

    const response = await mine(traveller);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Array.isArray(body)).toBe(true);
    expect(body).toHaveLength(2);
    expect(body).toContainEqual({
      _id: expect.any(String),
      verified: false, verifiedTraveller: false, travelledOn: null, reply: null, repliedAt: null, travelled: false, travelledIn: null, hidden: null,
      rating: 2,
      comment: 'Too hot in May.',
      createdAt: expect.any(String),
      tour: { _id: plain.id, image: PLACEHOLDER_PATH, title: plain.title, location: plain.location, description: plain.description },
    });
    expect(body.find((review: { tour: { _id: string } }) => review.tour._id === pictured.id).tour.image).toBe(pictured.image);
    expect(response.body).not.toContain('Not mine to see.');
  });

  it('answers [] when I have written none', async () => {
    const traveller = await signUpTraveller(t.app);
    expect((await mine(traveller)).json()).toEqual([]);
  });

  it('leaves out reviews of banned tours until they are unbanned', async () => {
    const traveller = await signUpTraveller(t.app);
    const tour = await insertTour();
    await post(traveller, valid(tour.id));
    await t.db.update(tours).set({ status: 'banned' }).where(eq(tours.id, tour.id));
    expect((await mine(traveller)).json()).toEqual([]);
    await t.db.update(tours).set({ status: 'active' }).where(eq(tours.id, tour.id));
    expect((await mine(traveller)).json()).toHaveLength(1);
  });
});

describe('administering reviews', () => {
  it('lists every review as {username, tourName, rating, comment}, newest first, banned tours included', async () => {
    const traveller = await signUpTraveller(t.app);
    const tour = await insertTour();
    const banned = await insertTour();
    const first = (await post(traveller, valid(tour.id, { rating: 3, comment: 'Good food.' }))).json().review;
    const second = (await post(traveller, valid(banned.id))).json().review;
    await t.db.update(tours).set({ status: 'banned' }).where(eq(tours.id, banned.id));
    await t.db.update(reviews).set({ createdAt: new Date('2031-01-01T00:00:00Z') }).where(eq(reviews.id, first._id));
    await t.db.update(reviews).set({ createdAt: new Date('2031-01-02T00:00:00Z') }).where(eq(reviews.id, second._id));

    const response = await adminList(admin);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Array.isArray(body)).toBe(true);
    expect(idsOf(body).slice(0, 2)).toEqual([second._id, first._id]);
    expect(body[1]).toEqual({
      _id: first._id,
      verified: false, verifiedTraveller: false, travelledOn: null, reply: null, repliedAt: null, travelled: false, travelledIn: null, hidden: null,
      username: traveller.username,
      tourName: tour.title,
      rating: 3,
      comment: 'Good food.',
      createdAt: '2031-01-01T00:00:00.000Z',
      userId: traveller.userId,
      tourId: tour.id,
    });
  });

  it('deletes a review: it disappears from every list and the traveller may review again', async () => {
    const traveller = await signUpTraveller(t.app);
    const tour = await insertTour();
    const review = (await post(traveller, valid(tour.id))).json().review;

    const deleted = await adminDelete(admin, review._id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: reviewMessages.deleted });

    expect((await tourReviews(traveller, tour.id)).json()).toEqual({ reviews: [] });
    expect((await mine(traveller)).json()).toEqual([]);
    expect(idsOf((await adminList(admin)).json())).not.toContain(review._id);
    expect((await post(traveller, valid(tour.id))).statusCode).toBe(201);
  });

  it('answers 404 "Review not found." for a missing review and 400 for a malformed id', async () => {
    const gone = await adminDelete(admin, randomUUID());
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: reviewMessages.notFound });
    expect((await adminDelete(admin, 'not-a-uuid')).statusCode).toBe(400);
  });
});

describe('access', () => {
  it('answers 401 to visitors on every review route', async () => {
    const tour = await insertTour();
    for (const response of [await post(undefined, valid(tour.id)), await tourReviews(undefined, tour.id), await mine(undefined), await adminList(undefined), await adminDelete(undefined, randomUUID())]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: authMessages.signInRequired });
    }
  });

  it('answers 403 to administrators on traveller routes', async () => {
    const tour = await insertTour();
    for (const response of [await post(admin, valid(tour.id)), await tourReviews(admin, tour.id), await mine(admin)]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: authMessages.travellersOnly });
    }
  });

  it('answers 403 to travellers on admin routes, and their attempt deletes nothing', async () => {
    const traveller = await signUpTraveller(t.app);
    const tour = await insertTour();
    const review = (await post(traveller, valid(tour.id))).json().review;
    for (const response of [await adminList(traveller), await adminDelete(traveller, review._id)]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: authMessages.adminsOnly });
    }
    expect(idsOf((await mine(traveller)).json())).toEqual([review._id]);
  });
});

describe('verified reviews', () => {
  const setStatus = (bookingId: string, status: string) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/bookings/${bookingId}/status`, headers: admin.headers, payload: { status } });

  /** A traveller who paid for the tour; `accepted`: the operator accepted the booking. */
  async function travellerWhoBooked(tourId: string, accepted: boolean) {
    const traveller = await signUpTraveller(t.app);
    const { booking } = await payAndBook(t.app, traveller, bookingDetails(tourId));
    if (accepted) expect((await setStatus(booking._id, 'booked')).statusCode).toBe(200);
    return { traveller, bookingId: booking._id };
  }

  it('marks the review of a traveller with an accepted booking verified, in every answer, and lists it first', async () => {
    const tour = await insertTour({ capacity: 40 });
    const booked = await travellerWhoBooked(tour.id, true);
    const stranger = await signUpTraveller(t.app);

    const verifiedReview = await post(booked.traveller, valid(tour.id, { comment: 'We went in March.' }));
    expect(verifiedReview.json().review.verified).toBe(true);
    // Written after the verified one, so newer; still listed after it.
    const otherReview = await post(stranger, valid(tour.id, { comment: 'Looks lovely.' }));
    expect(otherReview.json().review.verified).toBe(false);

    const listed = (await tourReviews(stranger, tour.id)).json().reviews;
    expect(listed.map((review: { comment: string; verified: boolean }) => [review.comment, review.verified])).toEqual([
      ['We went in March.', true],
      ['Looks lovely.', false],
    ]);
    expect((await mine(booked.traveller)).json()[0].verified).toBe(true);
    const inAdminList = (await adminList(admin)).json().find((review: { _id: string }) => review._id === verifiedReview.json().review._id);
    expect(inAdminList.verified).toBe(true);
  });

  it('follows the booking: pending is not verified, accepting verifies, cancelling takes it back; anyone may still review once', async () => {
    const tour = await insertTour({ capacity: 40 });
    const { traveller, bookingId } = await travellerWhoBooked(tour.id, false);
    const written = await post(traveller, valid(tour.id));
    expect(written.statusCode).toBe(201);
    expect(written.json().review.verified).toBe(false);

    expect((await setStatus(bookingId, 'booked')).statusCode).toBe(200);
    expect((await tourReviews(traveller, tour.id)).json().reviews[0].verified).toBe(true);

    await t.db.update(bookings).set({ status: 'canceled' }).where(eq(bookings.id, bookingId));
    expect((await tourReviews(traveller, tour.id)).json().reviews[0].verified).toBe(false);
    expect((await post(traveller, valid(tour.id))).json().message).toBe(reviewMessages.alreadyReviewed);
  });

  it('pages through verified reviews first, then the others, each newest first, with nothing repeated or left out', async () => {
    const tour = await insertTour({ capacity: 40 });
    const written: { id: string; verified: boolean }[] = [];
    for (let index = 0; index < 7; index++) {
      const verified = index % 3 === 0;
      const author = verified ? (await travellerWhoBooked(tour.id, true)).traveller : await signUpTraveller(t.app);
      const review = (await post(author, valid(tour.id, { comment: `Review ${index}` }))).json().review;
      written.push({ id: review._id, verified });
    }
    const reader = await signUpTraveller(t.app);
    const seen: { _id: string; verified: boolean }[] = [];
    let cursor = '';
    for (let pageNumber = 0; pageNumber < 10; pageNumber++) {
      const response = await tourReviews(reader, tour.id, `?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(response.statusCode).toBe(200);
      seen.push(...response.json().reviews);
      const next = response.headers['x-next-cursor'];
      if (!next) break;
      cursor = String(next);
    }
    const newestFirst = written.toReversed();
    const expected = [...newestFirst.filter((review) => review.verified), ...newestFirst.filter((review) => !review.verified)];
    expect(seen.map((review) => [review._id, review.verified])).toEqual(expected.map((review) => [review.id, review.verified]));
  });
});
