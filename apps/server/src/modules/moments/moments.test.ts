import { randomBytes, randomUUID } from 'node:crypto';
import { momentMessages } from '@yatrika/contract/moments';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, multipartBody, pngDeclaring, pngImage, signInAdmin, signUpTraveller, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { momentComments, momentLikes, moments } from '../../db/schema/moments.ts';
import { notAnImageMessage } from '../media/public.ts';
import { feed, shareMoment, wholeFeed } from '../../../test/support/moments.ts';

let t: TestApp;
let asha: SignedIn;
let ravi: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  asha = await signUpTraveller(t.app);
  ravi = await signUpTraveller(t.app, { firstname: 'Ravi' });
});
afterAll(() => t.close());

type File = NonNullable<Parameters<typeof multipartBody>[1]>;
const png = async (): Promise<File> => ({ field: 'image', filename: 'ghat.png', contentType: 'image/png', data: await pngImage() });

function create(user: SignedIn, fields: Record<string, string>, file?: File) {
  const form = multipartBody(fields, file);
  return t.app.inject({ method: 'POST', url: '/api/moments/create', headers: { ...user.headers, ...form.headers }, payload: form.payload });
}

const like = (user: SignedIn, id: string) => t.app.inject({ method: 'PUT', url: `/api/moments/like/${id}`, headers: user.headers });
const unlike = (user: SignedIn, id: string) => t.app.inject({ method: 'PUT', url: `/api/moments/unlike/${id}`, headers: user.headers });
const comment = (user: SignedIn, id: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/moments/comment/${id}`, headers: user.headers, payload: payload as object });
const remove = (user: SignedIn, id: string) => t.app.inject({ method: 'DELETE', url: `/api/moments/${id}`, headers: user.headers });

const momentsOf = (userId: string) => t.db.select().from(moments).where(eq(moments.userId, userId));

describe('sharing a moment', () => {
  it('answers 201 with the moment: a stored WebP image, the trimmed caption and its author', async () => {
    const response = await create(asha, { description: '  Evening aarti at Dashashwamedh Ghat  ' }, await png());
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ success: true, message: momentMessages.created });
    expect(body.moment).toMatchObject({
      description: 'Evening aarti at Dashashwamedh Ghat',
      user: { _id: asha.userId, username: asha.username, photo: null },
      likes: [],
      likesCount: 0,
      comments: [],
      commentsCount: 0,
    });
    expect(body.moment.image).toMatch(/^media\/[0-9a-f-]{36}\.webp$/);
    expect(new Date(body.moment.createdAt).toISOString()).toBe(body.moment.createdAt);

    const picture = await t.app.inject({ method: 'GET', url: `/${body.moment.image}` });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
  });

  it('needs an image', async () => {
    const user = await signUpTraveller(t.app);
    const missing = await create(user, { description: 'No picture' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ success: false, message: 'Image is required.' });
    // A browser form with no file chosen sends an empty file part.
    const empty = await create(user, { description: 'No picture' }, { field: 'image', filename: '', contentType: 'application/octet-stream', data: Buffer.alloc(0) });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Image is required.');
    // An image under another field name is not the moment's image.
    const wrongField = await create(user, { description: 'No picture' }, { ...(await png()), field: 'photo' });
    expect(wrongField.json().message).toBe('Image is required.');
    expect(await momentsOf(user.userId)).toEqual([]);
  });

  it.each([
    [{}, 'Caption is required.'],
    [{ description: '   ' }, 'Caption is required.'],
    [{ description: 'x'.repeat(2201) }, 'Caption must be at most 2200 characters.'],
  ])('refuses the caption %#', async (fields, message) => {
    const user = await signUpTraveller(t.app);
    const response = await create(user, fields, await png());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message });
    expect(await momentsOf(user.userId)).toEqual([]);
  });

  it('keeps a caption of exactly 2200 characters', async () => {
    const response = await create(asha, { description: 'y'.repeat(2200) }, await png());
    expect(response.statusCode).toBe(201);
    expect(response.json().moment.description).toHaveLength(2200);
  });

  it.each([
    ['a text file named .jpg', { filename: 'photo.jpg', contentType: 'image/jpeg', data: Buffer.from('just some words, not a picture') }],
    [
      'an SVG carrying a script',
      {
        filename: 'scene.svg',
        contentType: 'image/svg+xml',
        data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>'),
      },
    ],
    ['an HTML page', { filename: 'page.png', contentType: 'image/png', data: Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>') }],
  ])('refuses %s with 415', async (_name, file) => {
    const user = await signUpTraveller(t.app);
    const response = await create(user, { description: 'Not a picture' }, { field: 'image', ...file });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ success: false, message: notAnImageMessage });
    expect(await momentsOf(user.userId)).toEqual([]);
  });

  it('refuses a picture of more pixels than the decoder accepts as too large, not as "not an image"', async () => {
    const user = await signUpTraveller(t.app);
    const huge = { field: 'image', filename: 'panorama.png', contentType: 'image/png', data: pngDeclaring(20_000, 20_000) };
    const response = await create(user, { description: 'A 400-megapixel panorama' }, huge);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, message: 'The image is too large: at most 50 megapixels.' });
    expect(await momentsOf(user.userId)).toEqual([]);
  });

  it('refuses a body that is not a multipart form', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/moments/create', headers: asha.headers, payload: { description: 'JSON is not a form' } });
    expect(response.statusCode).toBe(415);
    expect(response.json().success).toBe(false);
  });
});

describe('uploads over the size limit', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await createTestApp({ uploadMaxBytes: 4096 });
  });
  afterAll(() => small.close());

  it('answers 413 and stores nothing', async () => {
    const user = await signUpTraveller(small.app);
    // Noise does not compress, so this PNG is far above 4 KB.
    const noisy = await sharp(randomBytes(96 * 96 * 3), { raw: { width: 96, height: 96, channels: 3 } }).png().toBuffer();
    expect(noisy.length).toBeGreaterThan(4096);
    const form = multipartBody({ description: 'Too big' }, { field: 'image', filename: 'big.png', contentType: 'image/png', data: noisy });
    const response = await small.app.inject({ method: 'POST', url: '/api/moments/create', headers: { ...user.headers, ...form.headers }, payload: form.payload });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, message: 'The upload is too large.' });
    expect(await small.db.select().from(moments).where(eq(moments.userId, user.userId))).toEqual([]);
  });
});

describe('likes', () => {
  it('likes once however often it is sent, and unliking twice is fine', async () => {
    const moment = await shareMoment(t.app, asha);
    const first = await like(ravi, moment._id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, likes: [ravi.userId], likesCount: 1 });
    const again = await like(ravi, moment._id);
    expect(again.json()).toEqual({ success: true, likes: [ravi.userId], likesCount: 1 });

    const byAsha = (await like(asha, moment._id)).json();
    expect(byAsha.likesCount).toBe(2);
    expect([...byAsha.likes].sort()).toEqual([ravi.userId, asha.userId].sort());

    const removed = await unlike(ravi, moment._id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ success: true, likes: [asha.userId], likesCount: 1 });
    const removedAgain = await unlike(ravi, moment._id);
    expect(removedAgain.statusCode).toBe(200);
    expect(removedAgain.json()).toEqual({ success: true, likes: [asha.userId], likesCount: 1 });

    const shown = (await wholeFeed(t.app, asha)).find((m) => m._id === moment._id);
    expect(shown).toMatchObject({ likes: [asha.userId], likesCount: 1 });
  });

  it('accepts an empty JSON object as the body, as the spec client sends', async () => {
    const moment = await shareMoment(t.app, asha);
    const response = await t.app.inject({ method: 'PUT', url: `/api/moments/like/${moment._id}`, headers: ravi.headers, payload: {} });
    expect(response.statusCode).toBe(200);
    expect(response.json().likesCount).toBe(1);
  });

  it('answers 404 for a moment that does not exist and 400 for a malformed id', async () => {
    for (const send of [like, unlike]) {
      const missing = await send(asha, randomUUID());
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ success: false, message: momentMessages.notFound });
      const malformed = await send(asha, 'not-an-id');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().success).toBe(false);
    }
  });
});

describe('comments', () => {
  it('adds a trimmed comment that the feed shows with the commenter\'s username', async () => {
    const moment = await shareMoment(t.app, asha);
    const response = await comment(ravi, moment._id, { text: '  Beautiful light!  ' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ success: true, message: 'Comment added successfully' });
    expect(body.comment).toMatchObject({ text: 'Beautiful light!', user: { _id: ravi.userId, username: ravi.username } });
    // PGlite's clock ticks in milliseconds: keep the two comments apart in time.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await comment(asha, moment._id, { text: 'Thank you' });

    const shown = (await wholeFeed(t.app, asha)).find((m) => m._id === moment._id);
    expect(shown?.commentsCount).toBe(2);
    expect(shown?.comments.map((c) => [c.text, c.user.username])).toEqual([
      ['Beautiful light!', ravi.username],
      ['Thank you', asha.username],
    ]);
  });

  it.each([
    [{ text: '' }, 'Comment is required.'],
    [{ text: '    ' }, 'Comment is required.'],
    [{}, 'Comment is required.'],
    [{ text: 42 }, 'Comment is required.'],
    [{ text: 'z'.repeat(1001) }, 'Comment must be at most 1000 characters.'],
  ])('refuses %j', async (payload, message) => {
    const moment = await shareMoment(t.app, asha);
    const response = await comment(ravi, moment._id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message });
    expect(await t.db.select().from(momentComments).where(eq(momentComments.momentId, moment._id))).toEqual([]);
  });

  it('answers 404 for a moment that does not exist and 400 for a malformed id', async () => {
    const missing = await comment(ravi, randomUUID(), { text: 'Hello?' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: momentMessages.notFound });
    const malformed = await comment(ravi, '1 or 1=1', { text: 'Hello?' });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('deleting a moment', () => {
  it('lets only the author delete it; its likes, comments and picture go with it', async () => {
    const moment = await shareMoment(t.app, asha);
    await like(ravi, moment._id);
    await comment(ravi, moment._id, { text: 'Lovely' });

    const byRavi = await remove(ravi, moment._id);
    expect(byRavi.statusCode).toBe(403);
    expect(byRavi.json()).toEqual({ success: false, message: momentMessages.notYours });
    expect((await wholeFeed(t.app, ravi)).some((m) => m._id === moment._id)).toBe(true);

    const byAsha = await remove(asha, moment._id);
    expect(byAsha.statusCode).toBe(200);
    expect(byAsha.json()).toEqual({ success: true, message: momentMessages.deleted });
    expect((await wholeFeed(t.app, ravi)).some((m) => m._id === moment._id)).toBe(false);
    expect(await t.db.select().from(momentLikes).where(eq(momentLikes.momentId, moment._id))).toEqual([]);
    expect(await t.db.select().from(momentComments).where(eq(momentComments.momentId, moment._id))).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `/${moment.image}` })).statusCode).toBe(404);

    const again = await remove(asha, moment._id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ success: false, message: momentMessages.notFound });
    expect((await like(ravi, moment._id)).statusCode).toBe(404);
    expect((await comment(ravi, moment._id, { text: 'Gone?' })).statusCode).toBe(404);
  });

  it('answers 400 for a malformed id', async () => {
    const response = await remove(asha, 'abc');
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
  });
});

describe('access', () => {
  // The feed is open to visitors (feed.test.ts); every other call needs a traveller.
  const routes = (id: string) =>
    [
      { method: 'POST', url: '/api/moments/create' },
      { method: 'PUT', url: `/api/moments/like/${id}` },
      { method: 'PUT', url: `/api/moments/unlike/${id}` },
      { method: 'POST', url: `/api/moments/comment/${id}`, payload: { text: 'Hi' } },
      { method: 'DELETE', url: `/api/moments/${id}` },
    ] as const;

  it('answers 401 to visitors and 403 to administrators on every moments call but the feed', async () => {
    const moment = await shareMoment(t.app, asha);
    const admin = await signInAdmin(t.app);
    for (const route of routes(moment._id)) {
      const visitor = await t.app.inject({ ...route });
      expect(visitor.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(visitor.json().success).toBe(false);
      const byAdmin = await t.app.inject({ ...route, headers: admin.headers });
      expect(byAdmin.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(byAdmin.json().success).toBe(false);
    }
    // Nothing the refused calls asked for happened.
    const [shown] = (await feed(t.app, asha, '?limit=100')).body.moments.filter((m: { _id: string }) => m._id === moment._id);
    expect(shown).toMatchObject({ likesCount: 0, commentsCount: 0 });
  });
});
