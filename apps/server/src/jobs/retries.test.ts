import { jobMessages } from '@yatrika/contract/jobs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/support/database.ts';
import { quietJobLog, testClock } from '../../test/support/jobs.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { jobs } from '../db/schema/jobs.ts';
import { pageRequest } from '../lib/pagination.ts';
import { listJobs, retryJob } from './admin.ts';
import { enqueueJob } from './enqueue.ts';
import { createJobRunner } from './runner.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const row = async (id: string) => (await database.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

it('a failing job is retried after a doubling wait, then shows failed with its reason, and retry runs it again', async () => {
  const clock = testClock();
  let providerUp = false;
  const runner = createJobRunner({ db: database.db, log: quietJobLog(), clock: clock.now });
  runner.register({
    name: 'send-email',
    backoff: { initialMs: 1_000, maxMs: 60_000 },
    run: async (payload) => {
      if (!providerUp) throw new Error('SMTP server refused the connection');
      return { sentTo: (payload as { to: string }).to };
    },
  });
  const id = (await enqueueJob(database.db, { name: 'send-email', payload: { to: 'asha' }, runAt: clock.now(), maxAttempts: 4 }))!;

  const waits: number[] = [];
  for (let attempt = 1; attempt <= 3; attempt++) {
    const [outcome, ...none] = await runner.runDueJobs();
    expect(none).toEqual([]);
    expect(outcome).toMatchObject({ id, attempt, status: 'retrying', error: 'SMTP server refused the connection' });
    const queued = await row(id);
    expect(queued).toMatchObject({ status: 'queued', attempts: attempt, lastError: 'SMTP server refused the connection', lockedBy: null });
    const wait = queued.runAt.getTime() - clock.now().getTime();
    waits.push(wait);
    // Not a moment early.
    clock.advance(wait - 1);
    expect(await runner.runDueJobs()).toEqual([]);
    clock.advance(1);
  }
  expect(waits).toEqual([1_000, 2_000, 4_000]);

  const [last] = await runner.runDueJobs();
  expect(last).toMatchObject({ attempt: 4, status: 'failed' });
  expect(await row(id)).toMatchObject({ status: 'failed', attempts: 4, lastError: 'SMTP server refused the connection', finishedAt: clock.now() });
  clock.advance(3_600_000);
  expect(await runner.runDueJobs()).toEqual([]);

  // The operator sees it among the failed jobs, with the reason, and retries it.
  const failed = await listJobs(database.db, { status: 'failed' }, pageRequest({}));
  expect(failed.items.map((job) => [job._id, job.attempts, job.lastError])).toEqual([[id, 4, 'SMTP server refused the connection']]);
  providerUp = true;
  const retried = await retryJob(database.db, id, clock.now());
  expect(retried).toMatchObject({ _id: id, status: 'queued', attempts: 0, runAt: clock.now().toISOString() });
  const [rerun] = await runner.runDueJobs();
  expect(rerun).toMatchObject({ id, attempt: 1, status: 'done', result: { sentTo: 'asha' } });
  expect(await row(id)).toMatchObject({ status: 'done', lastError: null, result: { sentTo: 'asha' } });

  await expect(retryJob(database.db, id)).rejects.toMatchObject({ statusCode: 409, message: jobMessages.notFailed });
  await expect(retryJob(database.db, '00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({ statusCode: 404, message: jobMessages.notFound });
});

it('the wait stops growing at the cap', async () => {
  const clock = testClock();
  const runner = createJobRunner({ db: database.db, log: quietJobLog(), clock: clock.now });
  runner.register({
    name: 'capped',
    backoff: { initialMs: 1_000, maxMs: 3_000 },
    run: async () => {
      throw new Error('still down');
    },
  });
  const id = (await enqueueJob(database.db, { name: 'capped', runAt: clock.now(), maxAttempts: 10 }))!;
  const waits: number[] = [];
  for (let attempt = 1; attempt <= 4; attempt++) {
    await runner.runDueJobs();
    const wait = (await row(id)).runAt.getTime() - clock.now().getTime();
    waits.push(wait);
    clock.advance(wait);
  }
  expect(waits).toEqual([1_000, 2_000, 3_000, 3_000]);
});

it('a failed recurring job keeps its schedule, and retrying it while the next copy waits is refused', async () => {
  const clock = testClock();
  const runner = createJobRunner({ db: database.db, log: quietJobLog(), clock: clock.now });
  runner.register({
    name: 'nightly',
    run: async () => {
      throw new Error('report failed');
    },
  });
  runner.every('nightly', 86_400_000, { maxAttempts: 1 });
  expect(await runner.runDueJobs()).toEqual([]);
  clock.advance(86_400_000);
  const [outcome] = await runner.runDueJobs();
  expect(outcome).toMatchObject({ status: 'failed', error: 'report failed' });
  const rows = await database.db.select().from(jobs).where(eq(jobs.name, 'nightly'));
  expect(rows.map((job) => job.status).sort()).toEqual(['failed', 'queued']);
  expect(rows.find((job) => job.status === 'queued')!.runAt).toEqual(new Date(clock.now().getTime() + 86_400_000));

  await expect(retryJob(database.db, outcome!.id)).rejects.toMatchObject({ statusCode: 409, message: jobMessages.alreadyQueued });
});
