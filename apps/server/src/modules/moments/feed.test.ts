import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpTraveller, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { momentComments, momentLikes, moments } from '../../db/schema/moments.ts';
import { users } from '../../db/schema/users.ts';
import { feed, shareMoment, wholeFeed } from '../../../test/support/moments.ts';

let t: TestApp;
let asha: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  asha = await signUpTraveller(t.app);
});
afterAll(() => t.close());

/** Moments written straight to the database, for counts the API would take long to build. */
async function insertMoments(userId: string, count: number, createdAt?: SQL) {
  const rows = Array.from({ length: count }, (_, i) => ({ userId, image: 'media/placeholder.webp', description: `Inserted ${i}`, createdAt }));
  return t.db.insert(moments).values(rows).returning();
}

describe('the moments feed', () => {
  it('answers {success: true, moments} newest first, each with its author, likes and comments', async () => {
    const ravi = await signUpTraveller(t.app);
    const older = await shareMoment(t.app, asha, 'Houseboat on the Alleppey backwaters');
    const newer = await shareMoment(t.app, ravi, 'Camels at the Jaisalmer dunes');
    await t.app.inject({ method: 'PUT', url: `/api/moments/like/${older._id}`, headers: ravi.headers });
    await t.app.inject({ method: 'POST', url: `/api/moments/comment/${older._id}`, headers: ravi.headers, payload: { text: 'Take me there' } });

    const { body } = await feed(t.app, asha);
    expect(body.success).toBe(true);
    const ids = body.moments.map((m: { _id: string }) => m._id);
    expect(ids.indexOf(newer._id)).toBeLessThan(ids.indexOf(older._id));
    const shown = body.moments.find((m: { _id: string }) => m._id === older._id);
    expect(shown).toEqual({
      _id: older._id,
      image: older.image,
      description: 'Houseboat on the Alleppey backwaters',
      createdAt: expect.any(String),
      user: { _id: asha.userId, username: asha.username, photo: null },
      likes: [ravi.userId],
      likesCount: 1,
      comments: [{ _id: expect.any(String), text: 'Take me there', createdAt: expect.any(String), user: { _id: ravi.userId, username: ravi.username } }],
      commentsCount: 1,
    });
  });

  it('pages with limit and X-Next-Cursor, twenty by default, without gaps or repeats', async () => {
    await insertMoments(asha.userId, 25);
    const all = await wholeFeed(t.app, asha);
    expect(all.length).toBeGreaterThanOrEqual(25);

    const first = await feed(t.app, asha);
    expect(first.body.moments).toHaveLength(20);
    expect(first.nextCursor).toBeTruthy();
    expect(first.link).toContain('rel="next"');

    const pagedByThree = await wholeFeed(t.app, asha, 3);
    expect(pagedByThree.map((m) => m._id)).toEqual(all.map((m) => m._id));
    const times = all.map((m) => m.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('pages correctly through moments posted in the same instant', async () => {
    const sameInstant = await signUpTraveller(t.app);
    // Identical timestamps with microseconds, as one seed statement writes them on PostgreSQL;
    // the cursor keeps only milliseconds.
    await insertMoments(sameInstant.userId, 5, sql`'2024-03-01 10:00:00.123456+00'::timestamptz`);
    const all = await wholeFeed(t.app, asha);
    const pagedByOne = await wholeFeed(t.app, asha, 1);
    expect(pagedByOne.map((m) => m._id)).toEqual(all.map((m) => m._id));
    expect(pagedByOne.filter((m) => m.user._id === sameInstant.userId)).toHaveLength(5);
  });

  it('shows a visitor, without a token, the same feed a traveller sees', async () => {
    const ravi = await signUpTraveller(t.app);
    const moment = await shareMoment(t.app, asha, 'Tea gardens of Munnar');
    await t.app.inject({ method: 'PUT', url: `/api/moments/like/${moment._id}`, headers: ravi.headers });

    const asVisitor = await feed(t.app, undefined, '?limit=100');
    const asTraveller = await feed(t.app, ravi, '?limit=100');
    expect(asVisitor.body).toEqual(asTraveller.body);
    expect(asVisitor.body.moments.find((m: { _id: string }) => m._id === moment._id)).toMatchObject({ likes: [ravi.userId], likesCount: 1 });
  });

  it('still refuses a token that is no longer good, as every other call does', async () => {
    const leaving = await signUpTraveller(t.app);
    await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: leaving.headers });
    for (const authorization of [leaving.headers.authorization, 'Bearer not-a-token', 'Bearer null']) {
      const response = await t.app.inject({ method: 'GET', url: '/api/moments/all', headers: { authorization } });
      expect(response.statusCode, authorization).toBe(401);
      expect(response.json()).toEqual({ success: false, message: 'Your session has ended. Please log in again.' });
    }
  });

  it('refuses a bad limit or cursor', async () => {
    for (const query of ['?limit=0', '?limit=101', '?limit=ten', '?cursor=not-a-cursor']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/moments/all${query}`, headers: asha.headers });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().success).toBe(false);
    }
  });

  it('sends the latest fifty comments, oldest first, and counts them all', async () => {
    const moment = await shareMoment(t.app, asha, 'Chatty moment');
    const start = Date.now() - 60_000;
    await t.db.insert(momentComments).values(
      Array.from({ length: 55 }, (_, i) => ({ momentId: moment._id, userId: asha.userId, text: `Comment ${i}`, createdAt: new Date(start + i * 1000) })),
    );
    const shown = (await wholeFeed(t.app, asha)).find((m) => m._id === moment._id)!;
    expect(shown.commentsCount).toBe(55);
    expect(shown.comments).toHaveLength(50);
    expect(shown.comments[0]!.text).toBe('Comment 5');
    expect(shown.comments.at(-1)!.text).toBe('Comment 54');
  });

  it("drops a deleted traveller's moments, likes and comments and keeps working", async () => {
    const leaving = await signUpTraveller(t.app);
    const kept = await shareMoment(t.app, asha, 'Still here');
    const theirs = await shareMoment(t.app, leaving, 'Soon gone');
    await t.app.inject({ method: 'PUT', url: `/api/moments/like/${kept._id}`, headers: leaving.headers });
    await t.app.inject({ method: 'POST', url: `/api/moments/comment/${kept._id}`, headers: leaving.headers, payload: { text: 'Bye' } });

    await t.db.delete(users).where(eq(users.id, leaving.userId));

    const all = await wholeFeed(t.app, asha);
    expect(all.some((m) => m._id === theirs._id)).toBe(false);
    expect(all.find((m) => m._id === kept._id)).toMatchObject({ likes: [], likesCount: 0, comments: [], commentsCount: 0 });
    expect(await t.db.select().from(momentLikes).where(eq(momentLikes.userId, leaving.userId))).toEqual([]);
  });

  it('is kept in memory and forgotten when any instance changes a moment, like or comment', async () => {
    const ravi = await signUpTraveller(t.app);
    const shared = await shareMoment(t.app, asha, 'Sunrise at Tiger Hill');
    const shown = async () => (await wholeFeed(t.app, asha)).find((m) => m._id === shared._id);
    expect(await shown()).toMatchObject({ likesCount: 0, commentsCount: 0 });

    // Written straight to the database, as another instance would: announced, and heard before the next read.
    await t.db.insert(momentLikes).values({ momentId: shared._id, userId: ravi.userId });
    await t.db.insert(momentComments).values({ momentId: shared._id, userId: ravi.userId, text: 'Worth the cold' });
    await t.changes.sync();
    expect(await shown()).toMatchObject({ likes: [ravi.userId], likesCount: 1, commentsCount: 1 });

    // A new name for the author shows on their moments.
    await t.db.update(users).set({ username: `${asha.username}_renamed` }).where(eq(users.id, asha.userId));
    await t.changes.sync();
    expect((await shown())?.user.username).toBe(`${asha.username}_renamed`);
    await t.db.update(users).set({ username: asha.username }).where(eq(users.id, asha.userId));
    await t.changes.sync();

    await t.db.delete(moments).where(eq(moments.id, shared._id));
    await t.changes.sync();
    expect(await shown()).toBeUndefined();
  });
});
