import { randomUUID } from 'node:crypto';
import { momentModerationMessages } from '@yatrika/contract/moment-moderation';
import { momentMessages } from '@yatrika/contract/moments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signUpTraveller, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { feed, shareMoment } from '../../../test/support/moments.ts';

let t: TestApp;
let admin: SignedIn;
let author: SignedIn;
let reader: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
  author = await signUpTraveller(t.app);
  reader = await signUpTraveller(t.app);
});
afterAll(() => t.close());

type Who = Pick<SignedIn, 'headers'> | null;
const hide = (id: string, payload: unknown, who: Who = admin) =>
  t.app.inject({ method: 'POST', url: `/api/admin/moments/${id}/hide`, headers: who?.headers, payload: payload as object });
const unhide = (id: string, who: Who = admin) => t.app.inject({ method: 'POST', url: `/api/admin/moments/${id}/unhide`, headers: who?.headers });
const adminList = (query = '', who: Who = admin) => t.app.inject({ method: 'GET', url: `/api/admin/moments${query}`, headers: who?.headers });
const mine = (who: Who) => t.app.inject({ method: 'GET', url: '/api/moments/mine', headers: who?.headers });
const feedIds = async (who: SignedIn | undefined) => (await feed(t.app, who, '?limit=100')).body.moments.map((moment: { _id: string }) => moment._id);

describe('moderating moments', () => {
  it('hides a moment from the feed with a reason its author reads, and brings it back', async () => {
    const moment = await shareMoment(t.app, author, 'A crowded ghat at noon');
    expect(await feedIds(reader)).toContain(moment._id);

    const hidden = await hide(moment._id, { reason: '  Shows other people’s faces without their consent.  ' });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({
      message: momentModerationMessages.hidden,
      moment: { _id: moment._id, hidden: { reason: 'Shows other people’s faces without their consent.' } },
    });

    // Out of the feed for visitors and travellers alike.
    expect(await feedIds(reader)).not.toContain(moment._id);
    expect(await feedIds(undefined)).not.toContain(moment._id);
    expect(await feedIds(author)).not.toContain(moment._id);

    // The author still sees it, hidden, and why.
    const own = await mine(author);
    expect(own.statusCode).toBe(200);
    expect(own.json().moments).toEqual([expect.objectContaining({ _id: moment._id, hidden: { at: expect.any(String), reason: 'Shows other people’s faces without their consent.' } })]);
    // Another traveller's own list does not show it.
    expect((await mine(reader)).json().moments.map((row: { _id: string }) => row._id)).not.toContain(moment._id);

    const hiddenOnly = (await adminList('?hidden=true')).json().moments.map((row: { _id: string }) => row._id);
    expect(hiddenOnly).toContain(moment._id);
    expect((await adminList('?hidden=false')).json().moments.map((row: { _id: string }) => row._id)).not.toContain(moment._id);

    const back = await unhide(moment._id);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ message: momentModerationMessages.unhidden, moment: { _id: moment._id, hidden: null } });
    expect(await feedIds(reader)).toContain(moment._id);
    expect((await mine(author)).json().moments.find((row: { _id: string }) => row._id === moment._id).hidden).toBeNull();
  });

  it('keeps likes and comments of a hidden moment', async () => {
    const moment = await shareMoment(t.app, author);
    await t.app.inject({ method: 'PUT', url: `/api/moments/like/${moment._id}`, headers: reader.headers });
    await t.app.inject({ method: 'POST', url: `/api/moments/comment/${moment._id}`, headers: reader.headers, payload: { text: 'Lovely light' } });
    await hide(moment._id, { reason: 'Checking a complaint.' });
    const back = (await unhide(moment._id)).json().moment;
    expect(back).toMatchObject({ likes: [reader.userId], likesCount: 1, commentsCount: 1 });
  });

  it('lets the author delete their own hidden moment, and nobody else', async () => {
    const moment = await shareMoment(t.app, author);
    await hide(moment._id, { reason: 'Not a travel photo.' });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/moments/${moment._id}`, headers: reader.headers })).statusCode).toBe(403);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/moments/${moment._id}`, headers: author.headers });
    expect(deleted.statusCode).toBe(200);
    expect((await mine(author)).json().moments.map((row: { _id: string }) => row._id)).not.toContain(moment._id);
    expect((await hide(moment._id, { reason: 'Gone' })).statusCode).toBe(404);
  });

  it('refuses a hide without a reason, a malformed or unknown moment, and anyone but an administrator', async () => {
    const moment = await shareMoment(t.app, author);
    for (const payload of [{}, { reason: '' }, { reason: '   ' }, { reason: 12 }, { reason: 'x'.repeat(501) }]) {
      expect((await hide(moment._id, payload)).statusCode).toBe(400);
    }
    expect((await hide('not-an-id', { reason: 'Spam' })).statusCode).toBe(400);
    const unknown = await hide(randomUUID(), { reason: 'Spam' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(momentMessages.notFound);
    expect((await unhide(randomUUID())).statusCode).toBe(404);
    expect((await hide(moment._id, { reason: 'Spam' }, author)).statusCode).toBe(403);
    expect((await unhide(moment._id, reader)).statusCode).toBe(403);
    expect((await adminList('', reader)).statusCode).toBe(403);
    expect((await hide(moment._id, { reason: 'Spam' }, null)).statusCode).toBe(401);
    expect((await mine(null)).statusCode).toBe(401);
    expect((await mine(admin)).statusCode).toBe(403);
    expect((await adminList('?hidden=maybe')).statusCode).toBe(400);
    // Nothing refused hid it.
    expect(await feedIds(reader)).toContain(moment._id);
  });
});
