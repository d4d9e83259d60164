import { publicPagePaths } from '@yatrika/contract/public-pages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app.ts';
import { insertTour } from '../../../test/support/tours.ts';

const SITE = 'https://yatrika.example.in';

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc!.replaceAll('&amp;', '&'));

describe('robots.txt and the sitemap of a small catalogue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ publicUrl: SITE });
  });
  afterAll(() => t.close());

  it('lets crawlers read public pages and pictures, not the API or signed-in pages, and names the sitemap', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const closed of ['/api/', '/login', '/signup', '/dashboard/', '/admindashboard', '/userdashboard/']) expect(lines).toContain(`Disallow: ${closed}`);
    const disallowed = lines.filter((line) => line.startsWith('Disallow: ')).map((line) => line.slice('Disallow: '.length));
    for (const open of [...publicPagePaths, '/tours/5f0c1f7e-0000-4000-8000-000000000000/kedarnath-yatra', '/media/x-preview.jpg']) {
      expect(disallowed.filter((prefix) => open.startsWith(prefix)), open).toEqual([]);
    }
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  it('lists the public pages and every active tour at its canonical address with its last change; banned and deleted tours drop out', async () => {
    const active = await insertTour(t.db, { title: 'Valley & Flowers' });
    const banned = await insertTour(t.db, { title: 'Banned Tour', status: 'banned' });
    const deleted = await insertTour(t.db, { title: 'Deleted Tour' });
    await t.db.execute(sql`delete from tours where id = ${deleted.id}`);

    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const locs = locsOf(response.body);
    expect(locs).toEqual(expect.arrayContaining(publicPagePaths.map((path) => `${SITE}${path}`)));
    expect(locs).toContain(`${SITE}/tours/${active.id}/valley-flowers`);
    expect(response.body).toContain(`<lastmod>${active.updatedAt.toISOString()}</lastmod>`);
    expect(locs.some((loc) => loc.includes(banned.id) || loc.includes(deleted.id))).toBe(false);
    expect(locs).not.toContain(`${SITE}/login`);
  });

  it('answers 404 for a sitemap file that does not exist', async () => {
    for (const url of ['/sitemaps/tours-2.xml', '/sitemaps/tours-0.xml', '/sitemaps/other.xml', '/sitemaps/tours-x.xml']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    const pages = await t.app.inject({ method: 'GET', url: '/sitemaps/pages.xml' });
    expect(locsOf(pages.body)).toEqual(publicPagePaths.map((path) => `${SITE}${path}`));
  });
});

describe('the sitemap of 100,000 tours', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ publicUrl: SITE });
    // One statement for 100,000 tours and what the database keeps from them (search words,
    // totals): longer than the server's statement timeout on a busy machine, so lifted here.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local statement_timeout = 0`);
      await tx.execute(sql`
        insert into tours (title, description, location, price_paise)
        select 'Tour ' || n, 'A tour.', 'Goa', 100000 from generate_series(1, 100000) as n`);
    });
    await t.db.execute(sql`update tours set status = 'banned' where title = 'Tour 7'`);
  }, 300_000);
  afterAll(() => t.close());

  it('becomes an index of the pages file and two files of tours, over the protocol limit of 50,000 addresses', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locsOf(response.body)).toEqual([`${SITE}/sitemaps/pages.xml`, `${SITE}/sitemaps/tours-1.xml`, `${SITE}/sitemaps/tours-2.xml`]);
    expect((await t.app.inject({ method: 'GET', url: '/sitemaps/tours-3.xml' })).statusCode).toBe(404);
  });

  it('streams each file of tours quickly, every active tour exactly once across them', async () => {
    const started = performance.now();
    const [first, second] = await Promise.all([1, 2].map((file) => t.app.inject({ method: 'GET', url: `/sitemaps/tours-${file}.xml` })));
    const seconds = (performance.now() - started) / 1000;
    const locs = [...locsOf(first!.body), ...locsOf(second!.body)];
    expect(locsOf(first!.body)).toHaveLength(50_000);
    expect(locs).toHaveLength(99_999);
    expect(new Set(locs).size).toBe(99_999);
    expect(locs.some((loc) => loc.endsWith('/tour-7'))).toBe(false);
    // Both files together took about 7 s on embedded PGlite on a busy two-core machine (100,000 rows read in keyset batches); the bound leaves room.
    expect(seconds).toBeLessThan(30);
  });
});
