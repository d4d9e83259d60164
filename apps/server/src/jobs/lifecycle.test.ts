import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/support/database.ts';
import { gate, quietJobLog, testClock } from '../../test/support/jobs.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { jobs } from '../db/schema/jobs.ts';
import { pageRequest } from '../lib/pagination.ts';
import { lastJobResult, listJobs } from './admin.ts';
import { enqueueJob } from './enqueue.ts';
import { createJobRunner } from './runner.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const row = async (id: string) => (await database.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;
const settles = async (promise: Promise<unknown>) => {
  let settled = false;
  void promise.then(() => (settled = true));
  // Every callback already due runs before this one; nothing here waits on time.
  for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setImmediate(resolve));
  return settled;
};

it('a job enqueued in a transaction that rolls back never runs; one that commits does', async () => {
  const ran: string[] = [];
  const runner = createJobRunner({ db: database.db, log: quietJobLog() });
  runner.register({
    name: 'welcome-email',
    run: async (payload) => {
      ran.push((payload as { to: string }).to);
    },
  });
  await database.db
    .transaction(async (tx) => {
      await enqueueJob(tx, { name: 'welcome-email', payload: { to: 'rolled-back' } });
      throw new Error('the sign-up failed after the job was queued');
    })
    .catch(() => {});
  const committed = await database.db.transaction((tx) => enqueueJob(tx, { name: 'welcome-email', payload: { to: 'committed' } }));

  expect(await runner.runDueJobs()).toMatchObject([{ id: committed, status: 'done' }]);
  expect(ran).toEqual(['committed']);
  expect((await database.db.select().from(jobs).where(eq(jobs.name, 'welcome-email'))).map((job) => job.id)).toEqual([committed]);
});

it('a singleton key keeps one queued copy; a delayed job waits for its time', async () => {
  const clock = testClock();
  const runner = createJobRunner({ db: database.db, log: quietJobLog(), clock: clock.now });
  runner.register({ name: 'reminder', run: async () => 'reminded' });
  const runAt = new Date(clock.now().getTime() + 3_600_000);
  const first = await enqueueJob(database.db, { name: 'reminder', singletonKey: 'reminder:booking-1', runAt });
  expect(await enqueueJob(database.db, { name: 'reminder', singletonKey: 'reminder:booking-1', runAt })).toBeNull();

  expect(await runner.runDueJobs()).toEqual([]);
  clock.advance(3_600_000);
  expect(await runner.runDueJobs()).toMatchObject([{ id: first, status: 'done', result: 'reminded' }]);
  // Done, the key is free again.
  expect(await enqueueJob(database.db, { name: 'reminder', singletonKey: 'reminder:booking-1' })).not.toBeNull();
});

it('stop waits for the job in flight, aborts its signal, and takes no more', async () => {
  const started = gate();
  const finish = gate();
  let aborted = false;
  const runner = createJobRunner({ db: database.db, log: quietJobLog(), pollIntervalMs: 60_000 });
  runner.register({
    name: 'slow-export',
    run: async (_payload, { signal }) => {
      started.open();
      await finish.opened;
      aborted = signal.aborted;
      return 'exported';
    },
  });
  const id = (await enqueueJob(database.db, { name: 'slow-export' }))!;
  runner.start();
  await started.opened;

  const stopped = runner.stop();
  expect(await settles(stopped)).toBe(false);
  finish.open();
  await stopped;
  expect(aborted).toBe(true);
  expect(await row(id)).toMatchObject({ status: 'done', result: 'exported' });

  const later = (await enqueueJob(database.db, { name: 'slow-export' }))!;
  expect(await runner.runDueJobs()).toEqual([]);
  expect(await runner.runNow('slow-export')).toBeNull();
  expect(await row(later)).toMatchObject({ status: 'queued', attempts: 0 });
});

it('run now runs a recurring job at once, here, and its next run is an interval later; busy elsewhere answers null', async () => {
  const clock = testClock();
  const inside = gate();
  const release = gate();
  let runs = 0;
  const runner = createJobRunner({ db: database.db, log: quietJobLog(), clock: clock.now });
  runner.register({
    name: 'reconcile',
    run: async () => {
      runs += 1;
      if (runs === 2) {
        inside.open();
        await release.opened;
      }
      return { checked: runs };
    },
  });
  runner.every('reconcile', 60_000);

  expect(await runner.runNow('reconcile')).toMatchObject({ status: 'done', result: { checked: 1 } });
  // The copy taken early reads as due when it ran, not at its scheduled time a minute later.
  const [ran] = await database.db.select().from(jobs).where(and(eq(jobs.name, 'reconcile'), eq(jobs.status, 'done')));
  expect(ran).toMatchObject({ runAt: clock.now() });
  const [next, ...more] = await database.db.select().from(jobs).where(and(eq(jobs.name, 'reconcile'), eq(jobs.status, 'queued')));
  expect(more).toEqual([]);
  expect(next).toMatchObject({ runAt: new Date(clock.now().getTime() + 60_000) });
  expect(await lastJobResult(database.db, 'reconcile')).toEqual({ checked: 1 });

  // While a run is in progress, asking again answers null (the route's 409).
  const inProgress = runner.runNow('reconcile');
  await inside.opened;
  expect(await runner.runNow('reconcile')).toBeNull();
  release.open();
  expect(await inProgress).toMatchObject({ status: 'done', result: { checked: 2 } });
  expect(await lastJobResult(database.db, 'reconcile')).toEqual({ checked: 2 });
});

it('run now runs a job that is not scheduled here, once', async () => {
  const runner = createJobRunner({ db: database.db, log: quietJobLog() });
  runner.register({ name: 'on-demand', run: async () => 'ran' });
  expect(await runner.runNow('on-demand')).toMatchObject({ status: 'done', result: 'ran' });
  expect(await runner.runNow('on-demand')).toMatchObject({ status: 'done', result: 'ran' });
  const rows = await database.db.select().from(jobs).where(eq(jobs.name, 'on-demand'));
  expect(rows.map((job) => [job.status, job.repeatEveryMs])).toEqual([
    ['done', null],
    ['done', null],
  ]);
  await expect(runner.runNow('never-registered')).rejects.toThrow('not registered');
});

it('run now of a job not scheduled here is never taken by this runner\'s own poll in between', async () => {
  const runner = createJobRunner({ db: database.db, log: quietJobLog() });
  let runs = 0;
  runner.register({ name: 'on-demand-race', run: async () => (runs += 1) });
  // The poll and "run now" together, again and again: "run now" must run it every time (a 409
  // for a run this very instance started would tell the operator it is busy elsewhere).
  for (let round = 0; round < 25; round++) {
    const [ranNow] = await Promise.all([runner.runNow('on-demand-race'), runner.runDueJobs(), runner.runDueJobs()]);
    expect(ranNow, `round ${round}`).toMatchObject({ status: 'done' });
  }
  expect(runs).toBe(25);
});

it('lists jobs newest first, by status, a page at a time', async () => {
  const clock = testClock(new Date('2031-01-01T00:00:00Z'));
  const runner = createJobRunner({ db: database.db, log: quietJobLog(), clock: clock.now });
  runner.register({ name: 'listed', run: async () => null });
  const ids: string[] = [];
  for (let n = 0; n < 5; n++) {
    ids.push((await enqueueJob(database.db, { name: 'listed', payload: { n }, runAt: new Date('2030-01-01T00:00:00Z') }))!);
  }
  // Every job in the table, page by page: none twice, none left out, newest first (ties by id).
  const all = [];
  let cursor: string | undefined;
  do {
    const page = await listJobs(database.db, {}, pageRequest({ limit: 2, cursor }));
    expect(page.items.length).toBeLessThanOrEqual(2);
    all.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  const everyJob = await database.db.select().from(jobs);
  expect(all.map((job) => job._id).sort()).toEqual(everyJob.map((job) => job.id).sort());
  const order = all.map((job) => `${job.createdAt}|${job._id}`);
  expect(order).toEqual([...order].sort().reverse());

  await runner.runDueJobs();
  const queued = await listJobs(database.db, { status: 'queued' }, pageRequest({}));
  expect(queued.items.filter((job) => ids.includes(job._id))).toEqual([]);
  const done = await listJobs(database.db, { status: 'done' }, pageRequest({ limit: 100 }));
  expect(done.items.filter((job) => ids.includes(job._id)).map((job) => job.status)).toEqual(ids.map(() => 'done'));
  expect(done.items.find((job) => job._id === ids[0])).toMatchObject({ name: 'listed', attempts: 1, maxAttempts: 5, lastError: null, repeatEveryMs: null, lockedUntil: null });
});

it('a clock set back during a drain ends it: a recurring job runs once, not again and again ahead of its time', async () => {
  // The clock a drain began with can be ahead of the one its jobs finish with: a test that moved the
  // process's clock forward and put it back, or the machine's clock stepped back by time sync. The
  // next copy of a recurring job is queued an interval after the later time, which is still before
  // where the drain began; a drain claiming by its first time alone took it again at once, forever.
  const clock = testClock();
  let runs = 0;
  const runner = createJobRunner({ db: database.db, log: quietJobLog(), clock: clock.now, pollIntervalMs: 60_000 });
  runner.register({
    name: 'sweep-after-a-step-back',
    run: async () => {
      runs += 1;
      if (runs === 1) clock.advance(-86_400_000);
      // Without the bound the drain never ends on its own: stopping the runner ends this test instead.
      if (runs === 20) void runner.stop();
    },
  });
  runner.every('sweep-after-a-step-back', 60_000);
  await runner.runDueJobs();
  clock.advance(86_400_000 + 60_000);
  expect((await runner.runDueJobs()).map((outcome) => outcome.status)).toEqual(['done']);
  expect(runs).toBe(1);
  await runner.stop();
});
