import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { VITALS_KEPT_DAYS, VITALS_SUMMARY_DAYS } from '@yatrika/contract/vitals-rules';
import { VITALS_SAMPLE_RATE_META } from '@yatrika/contract/vitals-sampling';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signUpTraveller, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { webVitals } from '../../db/schema/vitals.ts';
import vitalsAdminRoutes from './admin-routes.ts';
import { VITALS_BODY_LIMIT_BYTES } from './public-routes.ts';
import { hourOf } from './record.ts';
import { VITALS_RETENTION_JOB } from './retention.ts';
import { VITALS_BATCHES_PER_ADDRESS_PER_HOUR } from './vitals-limits.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ vitalsSampleRate: 1 });
  admin = await signInAdmin(t.app);
}, 300_000);
afterAll(() => t?.close());
// Each test reads the table from empty.
beforeEach(async () => {
  await t.db.delete(webVitals);
});

let addressCounter = 0;
/** Each request from its own client address, so the per-address limit counts only the test's own. */
const nextAddress = () => `203.0.113.${++addressCounter % 250}`;

const send = (app: TestApp, payload: unknown, options: { remoteAddress?: string; contentType?: string } = {}) =>
  app.app.inject({
    method: 'POST',
    url: '/api/vitals',
    remoteAddress: options.remoteAddress ?? nextAddress(),
    headers: { 'content-type': options.contentType ?? 'text/plain;charset=UTF-8' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

const stored = () => t.db.select({ page: webVitals.page, metric: webVitals.metric, value: webVitals.value }).from(webVitals).orderBy(webVitals.metric);
const storedCount = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(webVitals))[0]!.n;

const summary = () => t.app.inject({ method: 'GET', url: '/api/admin/vitals', headers: admin.headers });

describe('POST /api/vitals', () => {
  it('stores a page view sent as sendBeacon sends it (text/plain), one row per metric, and answers 204', async () => {
    const response = await send(t, {
      page: '/tours/:tourId/:slug',
      metrics: [
        { name: 'LCP', value: 2310.5, id: 'v5-1', delta: 2310.5, rating: 'good', navigationType: 'navigate' },
        { name: 'CLS', value: 0.04 },
        { name: 'INP', value: 180 },
        { name: 'FCP', value: 1200 },
        { name: 'TTFB', value: 310 },
      ],
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await stored()).toEqual([
      { page: '/tours/:tourId/:slug', metric: 'CLS', value: 0.04 },
      { page: '/tours/:tourId/:slug', metric: 'FCP', value: 1200 },
      { page: '/tours/:tourId/:slug', metric: 'INP', value: 180 },
      { page: '/tours/:tourId/:slug', metric: 'LCP', value: 2310.5 },
      { page: '/tours/:tourId/:slug', metric: 'TTFB', value: 310 },
    ]);
  });

  it('reads application/json as well', async () => {
    const response = await send(t, { page: '/', metrics: [{ name: 'LCP', value: 900 }] }, { contentType: 'application/json' });
    expect(response.statusCode).toBe(204);
    expect(await stored()).toEqual([{ page: '/', metric: 'LCP', value: 900 }]);
  });

  it('stores nothing that names a person: no account, no address, only the hour it arrived', async () => {
    const traveller = await signUpTraveller(t.app);
    const before = new Date();
    await t.app.inject({
      method: 'POST',
      url: '/api/vitals',
      remoteAddress: '198.51.100.77',
      headers: { ...traveller.headers, 'content-type': 'text/plain' },
      payload: JSON.stringify({ page: '/login/userdashboard', metrics: [{ name: 'LCP', value: 1500 }] }),
    });
    const [row] = await t.db.select().from(webVitals);
    expect(Object.keys(row!).sort()).toEqual(['id', 'metric', 'page', 'recordedAt', 'value']);
    expect(JSON.stringify(row)).not.toContain('198.51.100.77');
    expect(JSON.stringify(row)).not.toContain(traveller.userId);
    expect(row!.recordedAt.getTime()).toBe(hourOf(before).getTime());
  });

  it.each([
    ['an unknown metric', { name: 'FID', value: 20 }],
    ['a metric in lower case', { name: 'lcp', value: 20 }],
    ['a value that is a string', { name: 'LCP', value: '2000' }],
    ['"NaN" for a value', { name: 'LCP', value: 'NaN' }],
    ['no value', { name: 'LCP' }],
    ['a negative value', { name: 'TTFB', value: -5 }],
    ['a paint two hours late', { name: 'LCP', value: 2 * 60 * 60 * 1000 }],
    ['a layout shift score of 50', { name: 'CLS', value: 50 }],
    ['a measurement that is not an object', 'LCP=2000'],
    ['null', null],
  ])('drops %s and keeps the rest of the batch', async (_name, bad) => {
    const response = await send(t, { page: '/destinations', metrics: [bad, { name: 'FCP', value: 1000 }] });
    expect(response.statusCode).toBe(204);
    expect(await stored()).toEqual([{ page: '/destinations', metric: 'FCP', value: 1000 }]);
  });

  it('drops an infinite value (1e999 in JSON)', async () => {
    const response = await send(t, '{"page":"/","metrics":[{"name":"INP","value":1e999},{"name":"CLS","value":0}]}');
    expect(response.statusCode).toBe(204);
    expect(await stored()).toEqual([{ page: '/', metric: 'CLS', value: 0 }]);
  });

  it('keeps each metric once per page view: the first', async () => {
    await send(t, { page: '/', metrics: [{ name: 'LCP', value: 1000 }, { name: 'LCP', value: 9000 }] });
    expect(await stored()).toEqual([{ page: '/', metric: 'LCP', value: 1000 }]);
  });

  it.each([
    ['a concrete address', '/tours/5f0c1f7e-0000-4000-8000-000000000000/golden-triangle'],
    ['an address with an id in it', '/login/userdashboard/mybookings/42'],
    ['a query', '/reset-password?token=secret'],
    ['a full URL', 'https://yatrika.example/'],
    ['a fragment', '/help#tickets'],
    ['no page', ''],
    ['a very long pattern', `/${'a'.repeat(200)}`],
  ])('keeps nothing of a batch whose page is %s, and still answers 204', async (_name, page) => {
    const response = await send(t, { page, metrics: [{ name: 'LCP', value: 1000 }] });
    expect(response.statusCode).toBe(204);
    expect(await storedCount()).toBe(0);
  });

  it.each([
    ['not JSON', 'LCP=2000'],
    ['NaN, which JSON has not', '{"page":"/","metrics":[{"name":"LCP","value":NaN}]}'],
    ['a list', '[{"name":"LCP","value":2000}]'],
    ['a page that is a number', { page: 7, metrics: [] }],
    ['metrics that are not a list', { page: '/', metrics: { LCP: 2000 } }],
    ['no metrics', { page: '/' }],
    ['too many metrics', { page: '/', metrics: Array.from({ length: 21 }, () => ({ name: 'LCP', value: 1 })) }],
    ['a prototype key', '{"page":"/","metrics":[],"__proto__":{"admin":true}}'],
  ])('refuses a body that is %s with 400, storing nothing', async (_name, payload) => {
    const response = await send(t, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('message');
    expect(await storedCount()).toBe(0);
  });

  it(`refuses a body over ${VITALS_BODY_LIMIT_BYTES} bytes with 413, storing nothing`, async () => {
    const response = await send(t, { page: '/', metrics: [{ name: 'LCP', value: 1000, padding: 'x'.repeat(VITALS_BODY_LIMIT_BYTES) }] });
    expect(response.statusCode).toBe(413);
    expect(await storedCount()).toBe(0);
  });

  it(`takes ${VITALS_BATCHES_PER_ADDRESS_PER_HOUR} batches an hour from one client address, then answers 429 with a wait`, async () => {
    const remoteAddress = '192.0.2.200';
    const batch = { page: '/', metrics: [{ name: 'TTFB', value: 100 }] };
    for (let sent = 0; sent < VITALS_BATCHES_PER_ADDRESS_PER_HOUR; sent++) expect((await send(t, batch, { remoteAddress })).statusCode).toBe(204);
    const refused = await send(t, batch, { remoteAddress });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await storedCount()).toBe(VITALS_BATCHES_PER_ADDRESS_PER_HOUR);
    // Another address is counted on its own.
    expect((await send(t, batch)).statusCode).toBe(204);
  });

  it('is not read as JSON elsewhere: text/plain bodies stay text for the rest of the API', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/contact', headers: { 'content-type': 'text/plain' }, payload: '{"name":"A"}', remoteAddress: nextAddress() });
    expect(response.statusCode).toBe(400);
  });
});

describe('VITALS_SAMPLE_RATE', () => {
  /** A server of its own with the given rate, serving a built page, and what it served and stored. */
  async function withRate(rate: number) {
    const root = mkdtempSync(path.join(tmpdir(), 'yatrika-web-'));
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><html><head><title>Yatrika</title></head><body><div id="root"></div></body></html>');
    const own = await createTestApp({ vitalsSampleRate: rate }, { webRoot: root });
    try {
      const page = (await own.app.inject({ method: 'GET', url: '/destinations', headers: { accept: 'text/html' } })).body;
      const sent = await send(own, { page: '/destinations', metrics: [{ name: 'LCP', value: 1000 }] });
      const rows = await own.db.select().from(webVitals);
      const admin = await signInAdmin(own.app);
      const answer = (await own.app.inject({ method: 'GET', url: '/api/admin/vitals', headers: admin.headers })).json();
      return { page, status: sent.statusCode, rows: rows.length, answer };
    } finally {
      await own.close();
    }
  }

  it('tells every page the share of page views to measure, and keeps what they send', async () => {
    const { page, status, rows, answer } = await withRate(0.25);
    expect(page).toContain(`<meta name="${VITALS_SAMPLE_RATE_META}" content="0.25">`);
    expect(status).toBe(204);
    expect(rows).toBe(1);
    expect(answer.sampleRate).toBe(0.25);
  });

  it('at 0 tells pages nothing, so no browser measures, and drops a batch that still arrives (a page served before)', async () => {
    const { page, status, rows, answer } = await withRate(0);
    expect(page).not.toContain(VITALS_SAMPLE_RATE_META);
    expect(status).toBe(204);
    expect(rows).toBe(0);
    expect(answer).toMatchObject({ sampleRate: 0, summaries: [] });
  });
});

describe('GET /api/admin/vitals', () => {
  const insert = (rows: Array<{ page: string; metric: 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB'; value: number; daysAgo?: number }>) =>
    t.db.insert(webVitals).values(rows.map(({ daysAgo = 0, ...row }) => ({ ...row, recordedAt: new Date(Date.now() - daysAgo * DAY_MS) })));

  it('answers the 75th percentile per page and metric over the last 7 days, with its samples and rating, busiest page first', async () => {
    // LCP on the landing: 1000, 2000, 3000, 4000, 5000. The 75th percentile interpolates: 4000.
    await insert([1000, 2000, 3000, 4000, 5000].map((value) => ({ page: '/', metric: 'LCP', value })));
    // INP: 100, 200, 300, 600 → position 0.75 × 3 = 2.25 → 300 + 0.25 × 300 = 375.
    await insert([600, 100, 300, 200].map((value) => ({ page: '/', metric: 'INP', value })));
    // CLS 0.3 alone: poor.
    await insert([{ page: '/destinations', metric: 'CLS', value: 0.3 }]);
    // Older than the window: left out of every figure.
    await insert([{ page: '/', metric: 'LCP', value: 100_000, daysAgo: VITALS_SUMMARY_DAYS + 1 }]);
    await insert([{ page: '/help', metric: 'LCP', value: 500, daysAgo: VITALS_SUMMARY_DAYS + 1 }]);

    const response = await summary();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const answer = response.json();
    expect(answer.sampleRate).toBe(1);
    expect(new Date(answer.to).getTime() - new Date(answer.from).getTime()).toBe(VITALS_SUMMARY_DAYS * DAY_MS);
    expect(answer.summaries).toEqual([
      { page: '/', metric: 'LCP', p75: 4000, samples: 5, rating: 'needs-improvement' },
      { page: '/', metric: 'INP', p75: 375, samples: 4, rating: 'needs-improvement' },
      { page: '/destinations', metric: 'CLS', p75: 0.3, samples: 1, rating: 'poor' },
    ]);
  });

  it("rates each 75th percentile by Google's thresholds, a value on a threshold counting as the better side", async () => {
    await insert([
      { page: '/', metric: 'LCP', value: 2500 },
      { page: '/', metric: 'INP', value: 500 },
      { page: '/', metric: 'CLS', value: 0.1 },
      { page: '/', metric: 'FCP', value: 3001 },
      { page: '/', metric: 'TTFB', value: 800 },
    ]);
    const ratings = Object.fromEntries((await summary()).json().summaries.map((row: { metric: string; rating: string }) => [row.metric, row.rating]));
    expect(ratings).toEqual({ LCP: 'good', INP: 'needs-improvement', CLS: 'good', FCP: 'poor', TTFB: 'good' });
  });

  it('answers an empty list when nothing was measured', async () => {
    expect((await summary()).json().summaries).toEqual([]);
  });

  it('is for administrators only', async () => {
    const traveller = await signUpTraveller(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/vitals' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/vitals', headers: traveller.headers })).statusCode).toBe(403);
  });

  it("declares the reports permission in its route's config", async () => {
    // The route's options as Fastify records them, from the module's plugin on an app of its own.
    const bare = Fastify();
    bare.setValidatorCompiler(validatorCompiler);
    bare.setSerializerCompiler(serializerCompiler);
    bare.decorate('requireRole', () => async () => {});
    const configs: unknown[] = [];
    bare.addHook('onRoute', (route) => {
      if (route.url === '/api/admin/vitals' && route.method === 'GET') configs.push(route.config);
    });
    await bare.register(vitalsAdminRoutes, { db: t.db, sampleRate: 1 });
    await bare.ready();
    await bare.close();
    expect(configs).toEqual([expect.objectContaining({ permission: 'reports.read' })]);
  });
});

describe(`the ${VITALS_RETENTION_JOB} job`, () => {
  it(`deletes measurements older than ${VITALS_KEPT_DAYS} days and keeps the rest`, async () => {
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS);
    await t.db.insert(webVitals).values([
      { page: '/', metric: 'LCP', value: 1, recordedAt: at(VITALS_KEPT_DAYS + 1) },
      { page: '/', metric: 'LCP', value: 2, recordedAt: at(VITALS_KEPT_DAYS + 40) },
      { page: '/', metric: 'LCP', value: 3, recordedAt: at(VITALS_KEPT_DAYS - 1) },
      { page: '/', metric: 'LCP', value: 4, recordedAt: at(0) },
    ]);
    const response = await t.app.inject({ method: 'POST', url: '/api/admin/jobs/run', headers: admin.headers, payload: { name: VITALS_RETENTION_JOB } });
    expect(response.statusCode).toBe(200);
    expect(response.json().outcome).toMatchObject({ status: 'done', result: { deleted: 2 } });
    expect((await t.db.select({ value: webVitals.value }).from(webVitals).orderBy(webVitals.value)).map((row) => row.value)).toEqual([3, 4]);
  });
});
