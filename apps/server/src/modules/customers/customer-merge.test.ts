import { randomUUID } from 'node:crypto';
import { customerMessages } from '@yatrika/contract/customers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signUpTraveller, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { shareMoment } from '../../../test/support/moments.ts';
import { bookingDetails, dayFromToday, payAndBook } from '../../../test/support/payments.ts';
import { insertTour } from '../../../test/support/tours.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { customerNotes } from '../../db/schema/customer-notes.ts';
import { moments } from '../../db/schema/moments.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { wishlistItems } from '../../db/schema/wishlist.ts';

let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
});
afterAll(() => t.close());

const preview = (keptId: string, duplicateId: string, who: Pick<SignedIn, 'headers'> = admin) =>
  t.app.inject({ method: 'GET', url: `/api/admin/users/${keptId}/merge?duplicateId=${encodeURIComponent(duplicateId)}`, headers: who.headers });
const merge = (keptId: string, payload: unknown, who: Pick<SignedIn, 'headers'> = admin) =>
  t.app.inject({ method: 'POST', url: `/api/admin/users/${keptId}/merge`, headers: who.headers, payload: payload as object });
const review = (who: SignedIn, tourId: string, comment: string) =>
  t.app.inject({ method: 'POST', url: '/api/user/reviews', headers: who.headers, payload: { tourId, rating: 5, comment } });
const wish = (who: SignedIn, tourId: string) => t.app.inject({ method: 'POST', url: '/api/user/dashboard/wishlist/add', headers: who.headers, payload: { tourId } });
const note = (userId: string, text: string) => t.app.inject({ method: 'POST', url: `/api/admin/users/${userId}/notes`, headers: admin.headers, payload: { text } });

/** One person with two accounts, each with bookings, a review, a wishlist, a moment and a note. */
async function twoRecordsOfOnePerson() {
  const kept = await signUpTraveller(t.app, { firstname: 'Meera' });
  const duplicate = await signUpTraveller(t.app, { firstname: 'Meera', lastname: 'Iyer' });
  const [shared, onlyDuplicate, wished] = await Promise.all([insertTour(t.db), insertTour(t.db), insertTour(t.db)]);
  await payAndBook(t.app, kept, bookingDetails(shared.id, { bookingDate: dayFromToday(20) }));
  await payAndBook(t.app, duplicate, bookingDetails(shared.id, { bookingDate: dayFromToday(21) }));
  await payAndBook(t.app, duplicate, bookingDetails(onlyDuplicate.id, { bookingDate: dayFromToday(22) }));
  expect((await review(kept, shared.id, 'Kept record review')).statusCode).toBe(201);
  expect((await review(duplicate, shared.id, 'Same tour, second account')).statusCode).toBe(201);
  expect((await review(duplicate, onlyDuplicate.id, 'Only the second account reviewed this')).statusCode).toBe(201);
  await wish(kept, wished.id);
  await wish(duplicate, wished.id);
  await wish(duplicate, onlyDuplicate.id);
  await shareMoment(t.app, duplicate, 'Backwaters at dawn');
  await note(duplicate.userId, 'Called from a second number.');
  return { kept, duplicate, tours: { shared, onlyDuplicate, wished } };
}

const rowsOf = async (userId: string) => ({
  bookings: (await t.db.select().from(bookings).where(eq(bookings.userId, userId))).length,
  reviews: (await t.db.select().from(reviews).where(eq(reviews.userId, userId))).length,
  wishlist: (await t.db.select().from(wishlistItems).where(eq(wishlistItems.userId, userId))).length,
  moments: (await t.db.select().from(moments).where(eq(moments.userId, userId))).length,
  notes: (await t.db.select().from(customerNotes).where(eq(customerNotes.userId, userId))).length,
});

describe('merging two records of one person', () => {
  it('says what will move, then moves exactly that and closes the duplicate account', async () => {
    const { kept, duplicate, tours } = await twoRecordsOfOnePerson();
    const asked = await preview(kept.userId, duplicate.userId);
    expect(asked.statusCode).toBe(200);
    const moves = { bookings: 2, reviews: 1, reviewsDropped: 1, wishlist: 1, moments: 1, notes: 1 };
    expect(asked.json()).toEqual({
      duplicate: { _id: duplicate.userId, firstname: 'Meera', lastname: 'Iyer', username: duplicate.username, email: duplicate.email },
      moves,
    });
    // The preview changes nothing.
    expect(await rowsOf(duplicate.userId)).toEqual({ bookings: 2, reviews: 2, wishlist: 2, moments: 1, notes: 1 });

    const merged = await merge(kept.userId, { duplicateId: duplicate.userId });
    expect(merged.statusCode).toBe(200);
    expect(merged.json()).toEqual({ message: customerMessages.merged('Meera Iyer'), moved: moves });

    expect(await rowsOf(duplicate.userId)).toEqual({ bookings: 0, reviews: 0, wishlist: 0, moments: 0, notes: 0 });
    expect(await rowsOf(kept.userId)).toEqual({ bookings: 3, reviews: 2, wishlist: 2, moments: 1, notes: 1 });
    const keptReviews = await t.db.select().from(reviews).where(eq(reviews.userId, kept.userId));
    expect(keptReviews.find((row) => row.tourId === tours.shared.id)?.comment).toBe('Kept record review');

    const keptRecord = (await t.app.inject({ method: 'GET', url: `/api/admin/users/${kept.userId}/record`, headers: admin.headers })).json();
    expect(keptRecord.bookings).toHaveLength(3);
    expect(keptRecord.notes.map((row: { text: string }) => row.text)).toEqual(['Called from a second number.']);

    // The duplicate can no longer sign in, its session has ended, and it leaves the operator's lists.
    const login = await t.app.inject({ method: 'POST', url: '/api/user/login', payload: { email: duplicate.email, password: 'correct-horse-42' } });
    expect(login.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: duplicate.headers })).statusCode).toBe(401);
    const listed = (await t.app.inject({ method: 'GET', url: `/api/admin/users?query=${encodeURIComponent(duplicate.email)}`, headers: admin.headers })).json().users;
    expect(listed).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/users/${duplicate.userId}/record`, headers: admin.headers })).statusCode).toBe(404);
    // The kept account signs in as before.
    expect((await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: kept.headers })).statusCode).toBe(200);

    // A booking that reaches the closed account after the merge (a payment in flight) shows on the kept record.
    const [late] = await t.db
      .insert(bookings)
      .values({ userId: duplicate.userId, tourId: tours.onlyDuplicate.id, tourTitle: tours.onlyDuplicate.title, tourLocation: 'Spiti', pricePaise: 100_000, totalPaise: 100_000, fullName: 'Meera Iyer', phone: '9876543210', bookingDate: dayFromToday(60), startTime: '09:00', numPeople: 1 })
      .returning({ id: bookings.id });
    const afterLate = (await t.app.inject({ method: 'GET', url: `/api/admin/users/${kept.userId}/record`, headers: admin.headers })).json();
    expect(afterLate.bookings.map((booking: { _id: string }) => booking._id)).toContain(late!.id);
  });

  it('lets one of two merges of the same pair at once win: nothing moves twice and nothing is lost', async () => {
    const { kept, duplicate } = await twoRecordsOfOnePerson();
    const before = { kept: await rowsOf(kept.userId), duplicate: await rowsOf(duplicate.userId) };
    const answers = await Promise.all([merge(kept.userId, { duplicateId: duplicate.userId }), merge(kept.userId, { duplicateId: duplicate.userId })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().message).toBe(customerMessages.alreadyMerged);
    const after = await rowsOf(kept.userId);
    expect(after).toEqual({
      bookings: before.kept.bookings + before.duplicate.bookings,
      reviews: before.kept.reviews + before.duplicate.reviews - 1,
      wishlist: 2,
      moments: before.kept.moments + before.duplicate.moments,
      notes: before.kept.notes + before.duplicate.notes,
    });
    expect(await rowsOf(duplicate.userId)).toEqual({ bookings: 0, reviews: 0, wishlist: 0, moments: 0, notes: 0 });
  });

  it('lets one of two merges of a pair both ways round win, without a deadlock', async () => {
    const first = await signUpTraveller(t.app);
    const second = await signUpTraveller(t.app);
    const tour = await insertTour(t.db);
    await payAndBook(t.app, first, bookingDetails(tour.id, { bookingDate: dayFromToday(25) }));
    await payAndBook(t.app, second, bookingDetails(tour.id, { bookingDate: dayFromToday(26) }));
    const answers = await Promise.all([merge(first.userId, { duplicateId: second.userId }), merge(second.userId, { duplicateId: first.userId })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const total = (await rowsOf(first.userId)).bookings + (await rowsOf(second.userId)).bookings;
    expect(total).toBe(2);
  });

  it('refuses a record with itself, an administrator, an unknown or malformed id, and a record merged already', async () => {
    const kept = await signUpTraveller(t.app);
    const other = await signUpTraveller(t.app);
    const itself = await merge(kept.userId, { duplicateId: kept.userId });
    expect(itself.statusCode).toBe(400);
    expect(itself.json().message).toBe(customerMessages.mergeWithItself);
    expect((await preview(kept.userId, kept.userId)).statusCode).toBe(400);
    const withAdmin = await merge(kept.userId, { duplicateId: admin.userId });
    expect(withAdmin.statusCode).toBe(400);
    expect(withAdmin.json().message).toBe(customerMessages.mergeAdmin);
    expect((await merge(admin.userId, { duplicateId: kept.userId })).statusCode).toBe(400);
    expect((await merge(kept.userId, { duplicateId: randomUUID() })).statusCode).toBe(404);
    expect((await merge(randomUUID(), { duplicateId: kept.userId })).statusCode).toBe(404);
    expect((await preview(kept.userId, randomUUID())).statusCode).toBe(404);
    expect((await merge(kept.userId, { duplicateId: 'not-an-id' })).statusCode).toBe(400);
    expect((await merge(kept.userId, {})).statusCode).toBe(400);
    expect((await merge(kept.userId, { duplicateId: 7 })).statusCode).toBe(400);
    expect((await merge('nope', { duplicateId: other.userId })).statusCode).toBe(400);
    expect((await preview(kept.userId, 'nope')).statusCode).toBe(400);

    expect((await merge(kept.userId, { duplicateId: other.userId })).statusCode).toBe(200);
    const again = await merge(kept.userId, { duplicateId: other.userId });
    expect(again.statusCode).toBe(409);
    expect((await merge(other.userId, { duplicateId: kept.userId })).statusCode).toBe(409);
    expect((await preview(kept.userId, other.userId)).statusCode).toBe(409);
  });

  it('is for administrators only', async () => {
    const kept = await signUpTraveller(t.app);
    const duplicate = await signUpTraveller(t.app);
    expect((await merge(kept.userId, { duplicateId: duplicate.userId }, kept)).statusCode).toBe(403);
    expect((await preview(kept.userId, duplicate.userId, kept)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/users/${kept.userId}/merge`, payload: { duplicateId: duplicate.userId } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: duplicate.headers })).statusCode).toBe(200);
  });
});
