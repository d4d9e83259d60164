// How an instance says how it is (modules/health): the probes a load balancer asks, and the metrics a scraper reads.
import { Writable } from 'node:stream';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type AppOptions } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { DatabaseHandle } from '../src/db/client.ts';
import { emails } from '../src/db/schema/emails.ts';
import { jobs } from '../src/db/schema/jobs.ts';
import { enqueueJob } from '../src/jobs/enqueue.ts';
import { createInstanceLifecycle } from '../src/lib/instance-lifecycle.ts';
import { queueEmail } from '../src/modules/emails/public.ts';
import { createTestDatabase } from './support/database.ts';

const TOKEN = 'metrics-token-of-the-tests-0123456789';
const baseEnvironment = { SEED_DEMO: 'false', ALLOW_SANDBOX_PAYMENTS: 'true', RECONCILE_INTERVAL_SECONDS: '0', EMAIL_INTERVAL_SECONDS: '0' };

let database: DatabaseHandle;
const opened: { close(): Promise<void> }[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  for (const app of opened) await app.close();
  await database.close();
});

/** The real app with the production logger writing into `lines`, jobs not polled. */
async function start(environment: Record<string, string>, options: Partial<AppOptions> = {}) {
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const app = await buildApp({
    config: loadConfig({ ...baseEnvironment, ...environment }),
    db: database.db,
    changes: database.changes,
    jwtSecret: 'health-secret-'.padEnd(48, 'x'),
    logStream,
    pollJobs: false,
    ...options,
  });
  await app.ready();
  opened.push(app);
  return { app, lines };
}

describe('liveness and readiness', () => {
  it.each([
    ['Fastify request lines at info', { LOG_LEVEL: 'info' }, {}],
    ['one line per request at debug', { LOG_LEVEL: 'debug' }, { requestLogging: 'one-line-at-debug' as const }],
  ])('answer without a token, uncached, and are not logged (%s)', async (_name, environment, options) => {
    const { app, lines } = await start(environment, options);
    const live = await app.inject({ method: 'GET', url: '/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    expect(live.headers['cache-control']).toBe('no-store');
    const ready = await app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok' });
    expect(ready.headers['cache-control']).toBe('no-store');

    // Other requests are logged by the same logger: the probes' silence is theirs alone.
    await app.inject({ method: 'GET', url: '/api/routes/destinations' });
    const log = lines.join('');
    expect(log).toContain('/api/routes/destinations');
    expect(log).not.toContain('/health/');
  });

  it('answers 503 while draining, and keeps serving everything else', async () => {
    const lifecycle = createInstanceLifecycle();
    const { app } = await start({ LOG_LEVEL: 'silent' }, { lifecycle });
    expect((await app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
    lifecycle.drain();
    const ready = await app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', reason: 'draining' });
    expect((await app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/routes/destinations' })).statusCode).toBe(200);
  });

  it('drains as the app begins to close, before it stops serving', async () => {
    const lifecycle = createInstanceLifecycle();
    const { app } = await start({ LOG_LEVEL: 'silent' }, { lifecycle });
    await app.close();
    expect(lifecycle.draining).toBe(true);
  });

  it('answers 503 while a migration this code ships is not applied', async () => {
    const { app } = await start({ LOG_LEVEL: 'silent' });
    const newest = sql`(select max(created_at) from drizzle.__drizzle_migrations)`;
    await database.db.execute(sql`update drizzle.__drizzle_migrations set created_at = created_at - 1 where created_at = ${newest}`);
    try {
      const ready = await app.inject({ method: 'GET', url: '/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', reason: 'migrations pending' });
    } finally {
      await database.db.execute(sql`update drizzle.__drizzle_migrations set created_at = created_at + 1 where created_at = ${newest}`);
    }
    expect((await app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
  });
});

describe('metrics', () => {
  it('are not there without METRICS_TOKEN', async () => {
    const { app } = await start({ LOG_LEVEL: 'silent' });
    expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(404);
  });

  it('need the token', async () => {
    const { app } = await start({ LOG_LEVEL: 'silent', METRICS_TOKEN: TOKEN });
    expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['www-authenticate']).toContain('Bearer');
  });

  it('count requests by route pattern and status class, and read the queues on scrape', async () => {
    const { app, lines } = await start({ LOG_LEVEL: 'info', METRICS_TOKEN: TOKEN });
    const tourId = randomUUID();
    expect((await app.inject({ method: 'GET', url: `/api/routes/tours/${tourId}` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/no-such-thing/${tourId}` })).statusCode).toBe(404);
    await app.inject({ method: 'GET', url: '/health/ready' });

    const now = Date.now();
    await enqueueJob(database.db, { name: 'health-test-waiting', runAt: new Date(now - 120_000) });
    await enqueueJob(database.db, { name: 'health-test-waiting', runAt: new Date(now + 3_600_000) });
    const failedId = await enqueueJob(database.db, { name: 'health-test-broken' });
    await database.db.update(jobs).set({ status: 'failed', attempts: 5, lastError: 'broken on purpose' }).where(eq(jobs.id, failedId!));
    await queueEmail(database.db, { eventKey: `health-test:${randomUUID()}`, kind: 'contact-message', to: 'ops@example.in', data: contactData() });
    const failedEmail = await queueEmail(database.db, { eventKey: `health-test:${randomUUID()}`, kind: 'contact-message', to: 'ops@example.in', data: contactData() });
    await database.db.update(emails).set({ status: 'failed' }).where(eq(emails.id, failedEmail!));

    const scrape = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(scrape.statusCode).toBe(200);
    expect(scrape.headers['content-type']).toContain('text/plain');
    const text = scrape.body;
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/api\/routes\/tours\/:id",status_class="4xx"\} 1$/m);
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="unmatched",status_class="4xx"\} 1$/m);
    expect(text).not.toContain(tourId);
    expect(text).not.toContain('route="/health/ready"');
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds /m);
    expect(text).toMatch(/^yatrika_jobs_due\{name="health-test-waiting"\} 1$/m);
    expect(text).toMatch(/^yatrika_jobs_failed\{name="health-test-broken"\} 1$/m);
    const age = /^yatrika_jobs_oldest_due_age_seconds\{name="health-test-waiting"\} ([\d.]+)$/m.exec(text);
    expect(Number(age?.[1])).toBeGreaterThanOrEqual(119);
    expect(text).toMatch(/^yatrika_email_outbox\{status="queued"\} [1-9]\d*$/m);
    expect(text).toMatch(/^yatrika_email_outbox\{status="failed"\} [1-9]\d*$/m);
    expect(text).toMatch(/^yatrika_reconciliation_backlog 0$/m);
    // Scrapes are probes too: not logged.
    expect(lines.join('')).not.toContain('/metrics');
  });
});

const contactData = () => ({ name: 'Asha', email: 'asha@example.in', message: 'Is the Hampi walk on in July?' });
