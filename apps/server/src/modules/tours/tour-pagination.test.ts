import type { Tour } from '@yatrika/contract/tours';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signUpTraveller, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { tours } from '../../db/schema/tours.ts';
import { createTour, ids, uniqueTag } from '../../../test/support/tour-forms.ts';

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

/** Follows Link headers from `url` to the end, returning every page's ids. */
async function walk(url: string, headers: Record<string, string>, unwrap: (body: unknown) => Tour[] = (body) => body as Tour[]) {
  const pages: string[][] = [];
  let next: string | undefined = url;
  while (next) {
    const response = await get(next, headers);
    expect(response.statusCode).toBe(200);
    pages.push(ids(unwrap(response.json())));
    const link = response.headers.link as string | undefined;
    if (link) {
      expect(link).toMatch(/^<\/api\/[^>]+>; rel="next"$/);
      expect(link).toContain(`cursor=${response.headers['x-next-cursor']}`);
    } else {
      expect(response.headers['x-next-cursor']).toBeUndefined();
    }
    next = link ? /^<([^>]+)>/.exec(link)![1] : undefined;
    expect(pages.length).toBeLessThan(20);
  }
  return pages;
}

describe('tour lists are paginated newest first', () => {
  it('walks a search page by page with limit, cursor and Link headers, each tour once', async () => {
    const tag = uniqueTag();
    const created: Tour[] = [];
    for (let index = 0; index < 5; index++) created.push(await createTour(t.app, admin, { title: `Page ${index} ${tag}` }));
    // Newest first when asked: by default a search is ranked (all five match alike, so by rating then id).
    const pages = await walk(`/api/user/dashboard/search?query=${tag}&limit=2&sort=newest`, traveller.headers);
    expect(pages.map((page) => page.length)).toEqual([2, 2, 1]);
    expect(pages.flat()).toEqual(ids(created).reverse());
    const ranked = await walk(`/api/user/dashboard/search?query=${tag}&limit=2`, traveller.headers);
    expect(ranked.map((page) => page.length)).toEqual([2, 2, 1]);
    expect(ranked.flat().toSorted()).toEqual(ids(created).toSorted());
  });

  it('does not skip tours created in the same instant (one insert, one timestamp)', async () => {
    const tag = uniqueTag();
    await t.db.insert(tours).values(
      Array.from({ length: 7 }, (_, index) => ({
        title: `Batch ${index}`,
        description: 'Seeded in one statement.',
        location: `Batch ${tag}`,
        pricePaise: 100_000,
      })),
    );
    const pages = await walk(`/api/admin/tours?query=${tag}&limit=3`, admin.headers, (body) => (body as { tours: Tour[] }).tours);
    expect(pages.map((page) => page.length)).toEqual([3, 3, 1]);
    expect(new Set(pages.flat()).size).toBe(7);
    const sameOrder = pages.flat();
    expect(sameOrder).toEqual([...sameOrder].sort().reverse());
  });

  it('pages every list: destinations, categories, traveller home and admin', async () => {
    await createTour(t.app, admin, { category: 'romantic' });
    await createTour(t.app, admin, { category: 'romantic' });
    const cases: Array<[string, Record<string, string>, (body: unknown) => Tour[]]> = [
      ['/api/routes/destinations?limit=1', {}, (body) => body as Tour[]],
      ['/api/routes/romantic?limit=1', {}, (body) => (body as { data: Tour[] }).data],
      ['/api/user/dashboard?limit=1', traveller.headers, (body) => body as Tour[]],
      ['/api/user/dashboard/tours/romantic?limit=1', traveller.headers, (body) => (body as { data: Tour[] }).data],
      ['/api/admin/tours?limit=1', admin.headers, (body) => (body as { tours: Tour[] }).tours],
    ];
    for (const [url, headers, unwrap] of cases) {
      const first = await get(url, headers);
      expect(first.statusCode).toBe(200);
      expect(unwrap(first.json())).toHaveLength(1);
      expect(first.headers.link).toMatch(/rel="next"/);
      const second = await get(/^<([^>]+)>/.exec(first.headers.link as string)![1]!, headers);
      expect(second.statusCode).toBe(200);
      expect(ids(unwrap(second.json()))).not.toEqual(ids(unwrap(first.json())));
    }
  });

  it('uses 50 as the default page size', async () => {
    for (let index = 0; index < 51; index++) {
      await t.db.insert(tours).values({ title: `Filler ${index}`, description: 'x', location: 'Goa', pricePaise: 100 });
    }
    const response = await get('/api/routes/destinations');
    expect(response.json()).toHaveLength(50);
    expect(response.headers['x-next-cursor']).toBeDefined();
  });

  it.each(['not-a-cursor', Buffer.from('yesterday|abc').toString('base64url')])('answers 400 for the bad cursor %j', async (cursor) => {
    const response = await get(`/api/routes/destinations?cursor=${cursor}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The cursor is not valid. Start again from the first page.');
    const categoryList = await get(`/api/routes/adventure?cursor=${cursor}`);
    expect(categoryList.statusCode).toBe(400);
    expect(categoryList.json().success).toBe(false);
  });

  it.each(['0x10', '1e1', '+5', '%205', '0b11', ''])('reads limit only as a decimal integer: 400 for limit=%s', async (limit) => {
    const response = await get(`/api/routes/destinations?limit=${limit}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Limit must be a whole number from 1 to 100.' });
  });

  it.each(['0', '101', 'ten', '-1', '1.5'])('answers 400 for limit=%s', async (limit) => {
    const response = await get(`/api/routes/destinations?limit=${limit}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('message');
  });
});
