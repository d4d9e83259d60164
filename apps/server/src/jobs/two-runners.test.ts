import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSharedTestDatabase, quietJobLog, testClock, type SharedTestDatabase } from '../../test/support/jobs.ts';
import type { Database } from '../db/client.ts';
import { jobs } from '../db/schema/jobs.ts';
import { enqueueJob } from './enqueue.ts';
import { createJobRunner } from './runner.ts';

// Two instances on one database, each with its own runner (and on PostgreSQL its own pool), as
// two replicas behind a load balancer: whatever order their statements interleave in, each job
// runs once.
let shared: SharedTestDatabase;
let other: Database;
beforeAll(async () => {
  shared = await createSharedTestDatabase();
  other = (await shared.connect()).db;
});
afterAll(() => shared.close());

it('two runners polling together run each job exactly once', async () => {
  const runs = new Map<string, number>();
  const twoRunners = [shared.handle.db, other].map((db) => {
    const runner = createJobRunner({ db, log: quietJobLog(), concurrency: 3 });
    runner.register({
      name: 'count-once',
      run: async (_payload, { id }) => {
        runs.set(id, (runs.get(id) ?? 0) + 1);
        // Let the other runner's statements in between.
        await new Promise((resolve) => setImmediate(resolve));
        return { counted: true };
      },
    });
    return runner;
  });
  const ids: string[] = [];
  for (let n = 0; n < 40; n++) ids.push((await enqueueJob(shared.handle.db, { name: 'count-once', payload: { n } }))!);

  const [first, second] = await Promise.all(twoRunners.map((runner) => runner.runDueJobs()));

  expect([...runs.keys()].sort()).toEqual([...ids].sort());
  expect([...runs.values()].every((count) => count === 1)).toBe(true);
  expect([...first!, ...second!].map((outcome) => outcome.id).sort()).toEqual([...ids].sort());
  // Both took a share, so the claims really raced.
  expect(first!.length).toBeGreaterThan(0);
  expect(second!.length).toBeGreaterThan(0);
  const rows = await shared.handle.db.select().from(jobs).where(inArray(jobs.id, ids));
  expect(rows.every((row) => row.status === 'done' && row.attempts === 1 && row.lockedBy === null)).toBe(true);
  expect(rows[0]!.result).toEqual({ counted: true });
});

it('a recurring job scheduled by two instances has one copy, and each interval runs once', async () => {
  const clock = testClock();
  let runs = 0;
  const twoRunners = [shared.handle.db, other].map((db) => {
    const runner = createJobRunner({ db, log: quietJobLog(), clock: clock.now });
    runner.register({
      name: 'every-minute',
      run: async () => {
        runs += 1;
        return { run: runs };
      },
    });
    runner.every('every-minute', 60_000);
    return runner;
  });
  const copies = () =>
    shared.handle.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.name, 'every-minute'), inArray(jobs.status, ['queued', 'running'])));

  // Both instances schedule it at once: not due yet, one copy.
  expect((await Promise.all(twoRunners.map((runner) => runner.runDueJobs()))).flat()).toEqual([]);
  const [scheduled, ...more] = await copies();
  expect(more).toEqual([]);
  expect(scheduled!.runAt).toEqual(new Date(clock.now().getTime() + 60_000));

  for (let minute = 1; minute <= 3; minute++) {
    clock.advance(60_000);
    const outcomes = (await Promise.all(twoRunners.map((runner) => runner.runDueJobs()))).flat();
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['done']);
    expect(runs).toBe(minute);
    const [next, ...extra] = await copies();
    expect(extra).toEqual([]);
    expect(next).toMatchObject({ status: 'queued', runAt: new Date(clock.now().getTime() + 60_000), repeatEveryMs: 60_000 });
  }
  const done = await shared.handle.db.select().from(jobs).where(and(eq(jobs.name, 'every-minute'), eq(jobs.status, 'done')));
  expect(done).toHaveLength(3);
});
