import { randomUUID } from 'node:crypto';
import { authMessages } from '@yatrika/contract/auth';
import { wishlistMessages } from '@yatrika/contract/wishlist';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTour as insertTourRow } from '../../../test/support/tours.ts';
import { createTestApp, signInAdmin, signUpTraveller, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { tours } from '../../db/schema/tours.ts';
import { wishlistItems } from '../../db/schema/wishlist.ts';
import { PLACEHOLDER_PATH } from '../media/public.ts';

let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
});
afterAll(() => t.close());

const insertTour = (overrides: Parameters<typeof insertTourRow>[1] = {}) => insertTourRow(t.db, overrides);

const setStatus = (tourId: string, status: 'active' | 'banned') => t.db.update(tours).set({ status }).where(eq(tours.id, tourId));

type Who = Pick<SignedIn, 'headers'> | undefined;

const list = (who: Who, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/user/dashboard/wishlist${query}`, headers: who?.headers });
const add = (who: Who, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/user/dashboard/wishlist/add', headers: who?.headers, payload: payload as object });
const remove = (who: Who, payload: unknown) =>
  t.app.inject({ method: 'DELETE', url: '/api/user/dashboard/wishlist/remove', headers: who?.headers, payload: payload as object });

const ids = (response: { json(): { wishlist: { _id: string }[] } }) => response.json().wishlist.map((tour) => tour._id);

describe('the wishlist heart', () => {
  it('adds once, keeps one entry when added again, lists it, and removes idempotently', async () => {
    const traveller = await signUpTraveller(t.app);
    const tour = await insertTour();

    const first = await add(traveller, { tourId: tour.id });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ message: wishlistMessages.added });

    const again = await add(traveller, { tourId: tour.id });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: wishlistMessages.alreadyThere });

    const listed = await list(traveller);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().wishlist).toEqual([
      expect.objectContaining({
        _id: tour.id,
        title: tour.title,
        pricePerPerson: 18_999.5,
        image: PLACEHOLDER_PATH,
        location: 'Spiti, Himachal Pradesh',
        category: 'adventure',
      }),
    ]);

    const removed = await remove(traveller, { tourId: tour.id });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: wishlistMessages.removed });
    const removedAgain = await remove(traveller, { tourId: tour.id });
    expect(removedAgain.statusCode).toBe(200);
    expect((await list(traveller)).json()).toEqual({ wishlist: [] });
  });

  it("shows the tour's own image when it has one", async () => {
    const traveller = await signUpTraveller(t.app);
    const tour = await insertTour({ image: `media/${randomUUID()}.webp` });
    await add(traveller, { tourId: tour.id });
    expect((await list(traveller)).json().wishlist[0].image).toBe(tour.image);
  });

  it('lists the newest addition first', async () => {
    const traveller = await signUpTraveller(t.app);
    const [older, newer, newest] = [await insertTour(), await insertTour(), await insertTour()];
    for (const tour of [newer, older, newest]) expect((await add(traveller, { tourId: tour.id })).statusCode).toBe(201);
    // Pin the times so the order does not depend on how fast the requests ran.
    const addedAt = (tourId: string, iso: string) =>
      t.db
        .update(wishlistItems)
        .set({ createdAt: new Date(iso) })
        .where(and(eq(wishlistItems.userId, traveller.userId), eq(wishlistItems.tourId, tourId)));
    await addedAt(older.id, '2030-01-01T00:00:00Z');
    await addedAt(newer.id, '2030-01-02T00:00:00Z');
    await addedAt(newest.id, '2030-01-03T00:00:00Z');
    expect(ids(await list(traveller))).toEqual([newest.id, newer.id, older.id]);
  });

  it('pages with limit and cursor, without skipping entries added at the same instant', async () => {
    const traveller = await signUpTraveller(t.app);
    const added = [await insertTour(), await insertTour(), await insertTour(), await insertTour(), await insertTour()];
    // One timestamp with microseconds for every entry, as one statement on PostgreSQL gives.
    const sameInstant = sql`'2030-01-01T00:00:00.123456Z'::timestamptz`;
    await t.db.insert(wishlistItems).values(added.map((tour) => ({ userId: traveller.userId, tourId: tour.id, createdAt: sameInstant })));

    const seen: string[] = [];
    let query = '?limit=2';
    for (let pageCount = 0; pageCount < 5; pageCount++) {
      const page = await list(traveller, query);
      expect(page.statusCode).toBe(200);
      seen.push(...ids(page));
      const next = page.headers['x-next-cursor'];
      if (!next) break;
      expect(page.headers.link).toContain('rel="next"');
      query = `?limit=2&cursor=${String(next)}`;
    }
    expect(seen).toHaveLength(5);
    expect(new Set(seen)).toEqual(new Set(added.map((tour) => tour.id)));
  });

  it('pages without skipping or repeating entries added within one millisecond', async () => {
    const traveller = await signUpTraveller(t.app);
    const added = [await insertTour(), await insertTour(), await insertTour(), await insertTour()];
    // Microsecond order opposite to id order: the cursor only knows the millisecond and the id.
    const byId = added.map((tour) => tour.id).sort();
    await t.db.insert(wishlistItems).values(
      byId.map((tourId, index) => ({ userId: traveller.userId, tourId, createdAt: sql`${`2030-03-01T00:00:00.123${900 - index * 100}Z`}::timestamptz` })),
    );
    const seen: string[] = [];
    let query = '?limit=1';
    for (let pageCount = 0; pageCount < 6; pageCount++) {
      const page = await list(traveller, query);
      seen.push(...ids(page));
      const next = page.headers['x-next-cursor'];
      if (!next) break;
      query = `?limit=1&cursor=${String(next)}`;
    }
    expect(seen.sort()).toEqual(byId);
  });

  it('refuses a bad cursor or limit', async () => {
    const traveller = await signUpTraveller(t.app);
    expect((await list(traveller, '?cursor=garbage')).statusCode).toBe(400);
    expect((await list(traveller, '?limit=0')).statusCode).toBe(400);
    expect((await list(traveller, '?limit=abc')).statusCode).toBe(400);
  });
});

describe('banned and missing tours', () => {
  it('leaves a banned tour out of the list, refuses to add it, and brings it back when unbanned', async () => {
    const traveller = await signUpTraveller(t.app);
    const kept = await insertTour();
    const banned = await insertTour();
    await add(traveller, { tourId: kept.id });
    await add(traveller, { tourId: banned.id });
    await setStatus(banned.id, 'banned');

    expect(ids(await list(traveller))).toEqual([kept.id]);
    const addBanned = await add(traveller, { tourId: banned.id });
    expect(addBanned.statusCode).toBe(404);
    expect(addBanned.json()).toEqual({ message: 'Tour not found.' });

    await setStatus(banned.id, 'active');
    expect(ids(await list(traveller))).toContain(banned.id);
  });

  it('refuses a banned tour that was never in the wishlist, and a tour that does not exist', async () => {
    const traveller = await signUpTraveller(t.app);
    const banned = await insertTour({ status: 'banned' });
    for (const tourId of [banned.id, randomUUID()]) {
      const response = await add(traveller, { tourId });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Tour not found.');
    }
    expect((await list(traveller)).json()).toEqual({ wishlist: [] });
  });

  it('lets a traveller remove a banned or unknown tour without complaint', async () => {
    const traveller = await signUpTraveller(t.app);
    const tour = await insertTour();
    await add(traveller, { tourId: tour.id });
    await setStatus(tour.id, 'banned');
    expect((await remove(traveller, { tourId: tour.id })).statusCode).toBe(200);
    await setStatus(tour.id, 'active');
    expect((await list(traveller)).json().wishlist).toEqual([]);
    expect((await remove(traveller, { tourId: randomUUID() })).statusCode).toBe(200);
  });

  it('drops the entry when the tour is deleted', async () => {
    const traveller = await signUpTraveller(t.app);
    const tour = await insertTour();
    await add(traveller, { tourId: tour.id });
    await t.db.delete(tours).where(eq(tours.id, tour.id));
    expect((await list(traveller)).json()).toEqual({ wishlist: [] });
  });
});

describe('bad input', () => {
  it.each([
    [{}, 'Tour id is required.'],
    [{ tourId: null }, 'Tour id is required.'],
    [{ tourId: 'not-a-uuid' }, 'Tour id must be a valid id.'],
    [{ tourId: "' or 1=1 --" }, 'Tour id must be a valid id.'],
    [{ tourId: 42 }, 'Tour id must be a valid id.'],
    [{ tourId: [randomUUID()] }, 'Tour id must be a valid id.'],
  ])('refuses %j on add and remove with 400', async (payload, message) => {
    const traveller = await signUpTraveller(t.app);
    for (const call of [add, remove]) {
      const response = await call(traveller, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    }
  });

  it('refuses a remove without a body', async () => {
    const traveller = await signUpTraveller(t.app);
    const response = await t.app.inject({ method: 'DELETE', url: '/api/user/dashboard/wishlist/remove', headers: traveller.headers });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('message');
  });
});

describe('privacy and access', () => {
  it("never shows or changes another traveller's wishlist", async () => {
    const owner = await signUpTraveller(t.app);
    const other = await signUpTraveller(t.app);
    const tour = await insertTour();
    await add(owner, { tourId: tour.id });

    expect((await list(other)).json()).toEqual({ wishlist: [] });
    // The other traveller's remove touches only their own (empty) wishlist.
    expect((await remove(other, { tourId: tour.id })).statusCode).toBe(200);
    expect(ids(await list(owner))).toEqual([tour.id]);
    // And their add makes their own entry, not a shared one.
    expect((await add(other, { tourId: tour.id })).statusCode).toBe(201);
    expect(ids(await list(other))).toEqual([tour.id]);
  });

  it('answers 401 to visitors and 403 to administrators', async () => {
    const tour = await insertTour();
    const calls = [(who?: Who) => list(who), (who?: Who) => add(who, { tourId: tour.id }), (who?: Who) => remove(who, { tourId: tour.id })];
    for (const call of calls) {
      const visitor = await call(undefined);
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json()).toEqual({ message: authMessages.signInRequired });
      const byAdmin = await call(admin);
      expect(byAdmin.statusCode).toBe(403);
      expect(byAdmin.json()).toEqual({ message: authMessages.travellersOnly });
    }
  });
});
