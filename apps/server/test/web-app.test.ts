import { randomUUID } from 'node:crypto';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryTileSizes, tourPictureSizes } from '@yatrika/contract/media';
import { TOUR_DATA_ID } from '@yatrika/contract/public-tour-page';
import { octoErrorMessages } from '@yatrika/contract/octo-messages';
import { createTestApp, signInAdmin, signUpTraveller, type TestApp } from './support/app.ts';
import { octo } from './support/octo.ts';
import { resellerMade } from './support/resellers.ts';
import { insertTour } from './support/tours.ts';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>';
/** A built chunk big enough to be worth compressing, with the .br and .gz the web build writes beside it. */
const BIG_SCRIPT = `export const places = ${JSON.stringify(Array.from({ length: 300 }, (_, index) => `Place ${index}`))};`;

/** A page with a <head> as a test server (sandbox payments) serves it: saying so in a <meta>. */
const asServed = (html: string) => html.replace('</head>', '  <meta name="yatrika-payments" content="sandbox">\n  </head>');

function writeBuiltScript(root: string, name: string, text: string) {
  writeFileSync(path.join(root, 'assets', name), text);
  writeFileSync(path.join(root, 'assets', `${name}.br`), brotliCompressSync(text));
  writeFileSync(path.join(root, 'assets', `${name}.gz`), gzipSync(text));
}

describe('the web app served beside the API', () => {
  let test: TestApp;

  beforeAll(async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'yatrika-web-'));
    mkdirSync(path.join(root, 'assets'));
    writeFileSync(path.join(root, 'index.html'), INDEX_HTML);
    writeFileSync(path.join(root, 'assets', 'index-abc123.js'), 'console.log("app")');
    writeFileSync(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeBuiltScript(root, 'landing-page-def456.js', BIG_SCRIPT);
    test = await createTestApp({}, { webRoot: root });
  });

  afterAll(async () => {
    await test.close();
  });

  it.each(['/', '/login', '/login/userdashboard/mybookings', '/dashboard/booknow/5f0c1f7e-0000-4000-8000-000000000000', '/no/such/page'])(
    'answers the page %s with the app, never cached',
    async (url) => {
      const response = await test.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(response.body).toBe(INDEX_HTML);
    },
  );

  it('answers an unknown path under /octo in OCTO\'s error shape, never with the app (decision 038)', async () => {
    const admin = await signInAdmin(test.app);
    const { apiKey } = await resellerMade(test.app, admin);
    for (const url of ['/nowhere', '/products/x/y/z', '/', '']) {
      const response = await octo(test.app, apiKey, url);
      expect({ url, status: response.statusCode, type: response.headers['content-type'] }).toEqual({ url, status: 404, type: expect.stringMatching(/^application\/json/) });
      expect(response.json()).toEqual({ error: 'NOT_FOUND', errorMessage: octoErrorMessages.notFound });
    }
    const posted = await octo(test.app, apiKey, '/nowhere', { method: 'POST', payload: {} });
    expect(posted.statusCode).toBe(404);
    // Without a key, the key is what is missing, as on every OCTO path.
    const anonymous = await octo(test.app, undefined, '/nowhere');
    expect(anonymous.json()).toMatchObject({ error: 'UNAUTHORIZED' });
  });

  it('serves hashed assets for a year and other files for an hour', async () => {
    const asset = await test.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.body).toBe('console.log("app")');

    const icon = await test.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/no-such-endpoint' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No such endpoint: GET /api/no-such-endpoint' });
  });

  it('answers a missing asset with 404, not the page', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/assets/index-old999.js' });
    expect(response.statusCode).toBe(404);
  });

  it("serves the page for an address whose last part has dots before a long piece (a payment link's token)", async () => {
    // A signature of letters and digits only looks like "<name>.<extension>" to a loose rule.
    for (const token of ['YPL1.order_SXgCq5qz4pdy89.Uq1vs4I2LXexwedqEGeclw', 'YPL1.order_oaIFbjlTTbkQuO.mTG6yWDLUlL0B6vDK42_1g']) {
      const response = await test.app.inject({ method: 'GET', url: `/pay/${token}` });
      expect(response.statusCode, token).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
    }
  });

  it('does not turn other methods on page paths into pages', async () => {
    const response = await test.app.inject({ method: 'POST', url: '/login', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/json/);
  });

  it('still answers the API', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/routes/destinations' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('sends a precompressed asset in the encoding the browser accepts, still cached for a year', async () => {
    const url = '/assets/landing-page-def456.js';
    const brotli = await test.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(String(brotli.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(BIG_SCRIPT);

    const gzip = await test.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(BIG_SCRIPT);

    const plain = await test.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);
  });

  it('sends the page compressed, revalidated every time', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/destinations', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX_HTML);
  });

  it('compresses JSON answers over 1 KB made per request', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toHaveProperty('openapi');
  });
});

describe('landing-like pages announce their chunks and LCP picture early', () => {
  let test: TestApp;
  const head = '<!doctype html><html><head><title>Yatrika</title></head><body><div id="root"></div></body></html>';
  const heroTag = '<link rel="preload" as="image" href="/videos/hero.jpg" fetchpriority="high">';
  const tourTag = '<link rel="modulepreload" crossorigin href="/assets/tour-detail-page-abc.js">';

  beforeAll(async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'yatrika-web-'));
    mkdirSync(path.join(root, 'assets'));
    writeFileSync(path.join(root, 'index.html'), head);
    writeFileSync(path.join(root, 'route-preloads.json'), JSON.stringify({ '/': [heroTag], '/dashboard/booknow/:tourId': [tourTag] }));
    test = await createTestApp({}, { webRoot: root });
  });

  afterAll(async () => {
    await test.close();
  });

  it('adds the landing page preloads to / only', async () => {
    const landing = await test.app.inject({ method: 'GET', url: '/' });
    expect(landing.body).toContain(`${heroTag}\n  </head>`);
    expect(landing.body).not.toContain(tourTag);
    const other = await test.app.inject({ method: 'GET', url: '/login' });
    expect(other.body).toBe(asServed(head));
  });

  it('matches a pattern with a parameter, one segment per parameter', async () => {
    expect((await test.app.inject({ method: 'GET', url: '/dashboard/booknow/5f0c1f7e?x=1' })).body).toContain(tourTag);
    expect((await test.app.inject({ method: 'GET', url: '/dashboard/booknow/a/b' })).body).toBe(asServed(head));
  });
});

describe("the tour page and the traveller home announce their largest picture", () => {
  let test: TestApp;
  const head = '<!doctype html><html><head><title>Yatrika</title></head><body><div id="root"></div></body></html>';

  beforeAll(async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'yatrika-web-'));
    writeFileSync(path.join(root, 'index.html'), head);
    test = await createTestApp({}, { webRoot: root });
  });

  afterAll(async () => {
    await test.close();
  });

  it('preloads the same picture the page will show, at high priority', async () => {
    const imageId = randomUUID();
    const tour = await insertTour(test.db, { image: `media/${imageId}.webp` });
    const page = await test.app.inject({ method: 'GET', url: `/dashboard/booknow/${tour.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain(
      `<link rel="preload" as="image" href="/media/${imageId}.webp" imagesrcset="/media/${imageId}-480.webp 480w, /media/${imageId}.webp 1600w" imagesizes="${tourPictureSizes}" fetchpriority="high">`,
    );
  });

  it("sends the tour's answer and its first screen with the traveller's page, as the API answers the tour", async () => {
    const tour = await insertTour(test.db, { title: 'Kutch Salt Desert Camp', image: `media/${randomUUID()}.webp` });
    const traveller = await signUpTraveller(test.app);
    const page = (await test.app.inject({ method: 'GET', url: `/dashboard/booknow/${tour.id}` })).body;
    const opening = `<script type="application/json" id="${TOUR_DATA_ID}">`;
    const sent = JSON.parse(page.slice(page.indexOf(opening) + opening.length, page.indexOf('</script>', page.indexOf(opening))));
    expect(sent).toEqual((await test.app.inject({ method: 'GET', url: `/api/user/tours/${tour.id}`, headers: traveller.headers })).json());
    const root = page.slice(page.indexOf('<div id="root">'), page.indexOf('</body>'));
    expect(root).toContain('>Kutch Salt Desert Camp</h1>');
    expect(root).toContain('<nav aria-label="Tour page"');
    expect(root).toContain('href="/login/userdashboard/mybookings"');
  });

  it("preloads the traveller home's first tile: the newest adventure tour of the home list", async () => {
    const imageId = randomUUID();
    await insertTour(test.db, { category: 'adventure', image: `media/${imageId}.webp` });
    await insertTour(test.db, { category: 'romantic', image: `media/${randomUUID()}.webp` });
    const page = await test.app.inject({ method: 'GET', url: '/login/userdashboard' });
    expect(page.body).toContain(`<link rel="preload" as="image" href="/media/${imageId}.webp" imagesrcset="/media/${imageId}-480.webp 480w, /media/${imageId}.webp 1600w" imagesizes="${categoryTileSizes}" fetchpriority="high">`);
  });

  it('announces nothing for a banned, missing or malformed tour', async () => {
    const banned = await insertTour(test.db, { status: 'banned' });
    for (const id of [banned.id, randomUUID(), 'not-a-tour']) {
      const page = await test.app.inject({ method: 'GET', url: `/dashboard/booknow/${id}` });
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe(asServed(head));
    }
  });
});

describe('the pages of a server whose payments are not real', () => {
  const page = '<!doctype html><html><head><title>Yatrika</title></head><body><div id="root"></div></body></html>';
  const served = async (provider: 'sandbox' | 'razorpay') => {
    const root = mkdtempSync(path.join(tmpdir(), 'yatrika-web-'));
    writeFileSync(path.join(root, 'index.html'), page);
    const test = await createTestApp({ payments: { provider, keyId: 'rzp_test_abc', keySecret: 'secret-for-tests', webhookSecret: 'webhook-secret' } }, { webRoot: root });
    try {
      return await Promise.all(['/', '/login', '/login/userdashboard'].map(async (url) => (await test.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })).body));
    } finally {
      await test.close();
    }
  };

  it('say so in their <head>, so the web app shows its test-mode ribbon from the first paint', async () => {
    for (const body of await served('sandbox')) expect(body).toContain('<meta name="yatrika-payments" content="sandbox">\n  </head>');
    for (const body of await served('razorpay')) expect(body).toBe(page);
  });
});
