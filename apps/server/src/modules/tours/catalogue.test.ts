import { authMessages } from '@yatrika/contract/auth';
import type { Tour } from '@yatrika/contract/tours';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signUpTraveller, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { banTour, createTour, ids, uniqueTag } from '../../../test/support/tour-forms.ts';

let t: TestApp;
let admin: SignedIn;
let traveller: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
  traveller = await signUpTraveller(t.app);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const asTraveller = (url: string) => get(url, traveller.headers);

/** One active and one banned tour of a category, both unique to the calling test. */
async function activeAndBanned(category = 'adventure') {
  const tag = uniqueTag();
  const active = await createTour(t.app, admin, { category, title: `Active ${tag}` });
  const banned = await createTour(t.app, admin, { category, title: `Banned ${tag}` });
  await banTour(t.app, admin, banned._id);
  return { active, banned, tag };
}

describe('public destinations', () => {
  it('answers a bare array of active tours, newest first, without an account', async () => {
    const { active, banned } = await activeAndBanned();
    const newer = await createTour(t.app, admin);
    const response = await get('/api/routes/destinations');
    expect(response.statusCode).toBe(200);
    const body: Tour[] = response.json();
    expect(Array.isArray(body)).toBe(true);
    expect(ids(body)).toContain(active._id);
    expect(ids(body)).not.toContain(banned._id);
    expect(ids(body).indexOf(newer._id)).toBeLessThan(ids(body).indexOf(active._id));
    expect(body.find((tour) => tour._id === active._id)).toEqual(active);
  });
});

describe('public category lists', () => {
  it.each([
    ['adventure', 'adventure'],
    ['historical', 'historical & cultural'],
    ['religious', 'religious'],
    ['romantic', 'romantic'],
  ])('/api/routes/%s answers {success: true, data} with its active %s tours', async (path, category) => {
    const { active, banned } = await activeAndBanned(category);
    const response = await get(`/api/routes/${path}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(ids(body.data)).toContain(active._id);
    expect(ids(body.data)).not.toContain(banned._id);
    expect(body.data.every((tour: Tour) => tour.category === category && tour.status === 'active')).toBe(true);
  });

  it.each(['beach', 'historical-cultural', 'Adventure', 'constructor'])('answers 404 with success false for /api/routes/%s', async (path) => {
    const response = await get(`/api/routes/${path}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'No such tour category.' });
  });
});

describe('traveller home', () => {
  it('answers a bare array of active tours', async () => {
    const { active, banned } = await activeAndBanned();
    const response = await asTraveller('/api/user/dashboard');
    expect(response.statusCode).toBe(200);
    expect(ids(response.json())).toContain(active._id);
    expect(ids(response.json())).not.toContain(banned._id);
  });

  it('asks a visitor to log in and turns an administrator away', async () => {
    const visitor = await get('/api/user/dashboard');
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe(authMessages.signInRequired);
    const asAdmin = await get('/api/user/dashboard', admin.headers);
    expect(asAdmin.statusCode).toBe(403);
    expect(asAdmin.json().message).toBe(authMessages.travellersOnly);
  });
});

describe('traveller category lists', () => {
  it.each([
    ['adventure', 'adventure'],
    ['religious', 'religious'],
    ['historical-cultural', 'historical & cultural'],
    ['romantic', 'romantic'],
  ])('/api/user/dashboard/tours/%s answers {success: true, data} with active %s tours', async (path, category) => {
    const { active, banned } = await activeAndBanned(category);
    const response = await asTraveller(`/api/user/dashboard/tours/${path}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(ids(body.data)).toContain(active._id);
    expect(ids(body.data)).not.toContain(banned._id);
    expect(body.data.every((tour: Tour) => tour.category === category && tour.status === 'active')).toBe(true);
  });

  it('answers 404 with success false for a path that names no category', async () => {
    const response = await asTraveller('/api/user/dashboard/tours/historical');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'No such tour category.' });
  });

  it('answers 401 and 403 with success false', async () => {
    const visitor = await get('/api/user/dashboard/tours/adventure');
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ success: false, message: authMessages.signInRequired });
    const asAdmin = await get('/api/user/dashboard/tours/adventure', admin.headers);
    expect(asAdmin.statusCode).toBe(403);
    expect(asAdmin.json().success).toBe(false);
  });
});

describe('traveller search', () => {
  const search = (query: string, extra = '') => asTraveller(`/api/user/dashboard/search?query=${encodeURIComponent(query)}${extra}`);

  it('finds a tour by part of its title or its location, whatever the case', async () => {
    const tag = uniqueTag();
    const byTitle = await createTour(t.app, admin, { title: `Rann Utsav ${tag} Camp`, location: 'Dhordo, Gujarat' });
    const byLocation = await createTour(t.app, admin, { title: 'Desert nights', location: `Kutch ${tag} district` });
    for (const query of [tag, tag.toUpperCase(), `UTSAV ${tag}`]) {
      const response = await search(query);
      expect(response.statusCode).toBe(200);
      expect(Array.isArray(response.json())).toBe(true);
      expect(ids(response.json())).toContain(byTitle._id);
    }
    expect(ids((await search(`kutch ${tag.toUpperCase()}`)).json())).toEqual([byLocation._id]);
    expect(ids((await search(tag)).json()).sort()).toEqual([byTitle._id, byLocation._id].sort());
  });

  it('never shows a banned tour', async () => {
    const { active, tag } = await activeAndBanned();
    expect(ids((await search(tag)).json())).toEqual([active._id]);
    expect(ids((await search(`Banned ${tag}`)).json())).toEqual([]);
  });

  it('takes %, _ and \\ literally', async () => {
    const tag = uniqueTag();
    const percent = await createTour(t.app, admin, { title: `100% Ladakh ${tag}` });
    const underscore = await createTour(t.app, admin, { title: `Spiti_Valley ${tag}` });
    const backslash = await createTour(t.app, admin, { title: `Zanskar\\Frozen ${tag}` });
    const plain = await createTour(t.app, admin, { title: `Spiti Valley 1000 Ladakh ${tag}` });
    expect(ids((await search(`0% Ladakh ${tag}`)).json())).toEqual([percent._id]);
    expect(ids((await search(`Spiti_Valley ${tag}`)).json())).toEqual([underscore._id]);
    expect(ids((await search(`r\\F`)).json())).toContain(backslash._id);
    expect(ids((await search(`r\\F`)).json())).not.toContain(plain._id);
    // A lone % or _ matches only tours that contain one, not every tour.
    const all = (await search('%', '&limit=100')).json() as Tour[];
    expect(all.every((tour) => tour.title.includes('%') || tour.location.includes('%'))).toBe(true);
    const underscores = (await search('_', '&limit=100')).json() as Tour[];
    expect(underscores.every((tour) => tour.title.includes('_') || tour.location.includes('_'))).toBe(true);
    expect(ids(underscores)).toContain(underscore._id);
  });

  it.each(["' or 1=1 --", "'); drop table tours; --", '"\\', '%00', '$1', '*'])('treats %j as text', async (query) => {
    const response = await search(query);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('refuses a NUL character, which no tour can contain, with 400 rather than a database error', async () => {
    const response = await search('goa\u0000');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The search contains a character that is not allowed.');
  });

  it('matches unicode text', async () => {
    const tag = uniqueTag();
    const temple = await createTour(t.app, admin, { title: `काशी विश्वनाथ दर्शन ${tag}`, location: `Vārāṇasī ${tag}` });
    expect(ids((await search('विश्वनाथ')).json())).toContain(temple._id);
    expect(ids((await search(`vārāṇasī ${tag}`)).json())).toEqual([temple._id]);
    expect(ids((await search('🏔️ nowhere')).json())).toEqual([]);
  });

  it('answers every active tour for an empty or missing query', async () => {
    const { active } = await activeAndBanned();
    for (const url of ['/api/user/dashboard/search', '/api/user/dashboard/search?query=', '/api/user/dashboard/search?query=%20%20']) {
      const response = await asTraveller(`${url}${url.includes('?') ? '&' : '?'}limit=100`);
      expect(response.statusCode).toBe(200);
      expect(ids(response.json())).toContain(active._id);
      expect(response.json().every((tour: Tour) => tour.status === 'active')).toBe(true);
    }
  });

  it('refuses a query longer than 200 characters', async () => {
    expect((await search('a'.repeat(200))).statusCode).toBe(200);
    const response = await search('a'.repeat(201));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The search must be at most 200 characters.');
  });

  it('needs a traveller', async () => {
    expect((await get('/api/user/dashboard/search?query=goa')).statusCode).toBe(401);
    expect((await get('/api/user/dashboard/search?query=goa', admin.headers)).statusCode).toBe(403);
  });
});

describe('tour detail for travellers', () => {
  it('answers the tour object', async () => {
    const tour = await createTour(t.app, admin);
    const response = await asTraveller(`/api/user/tours/${tour._id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(tour);
  });

  it("answers 404 'Tour not found.' for a banned or missing tour", async () => {
    const { banned } = await activeAndBanned();
    for (const id of [banned._id, '00000000-0000-4000-8000-000000000000']) {
      const response = await asTraveller(`/api/user/tours/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Tour not found.' });
    }
  });

  it.each(['not-a-uuid', '1', "1' or '1'='1"])('answers 400 for the malformed id %j', async (id) => {
    const response = await asTraveller(`/api/user/tours/${encodeURIComponent(id)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('message');
  });

  it('needs a traveller', async () => {
    const tour = await createTour(t.app, admin);
    expect((await get(`/api/user/tours/${tour._id}`)).statusCode).toBe(401);
    expect((await get(`/api/user/tours/${tour._id}`, admin.headers)).statusCode).toBe(403);
  });
});
