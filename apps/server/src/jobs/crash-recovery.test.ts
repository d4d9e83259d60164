import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSharedTestDatabase, quietJobLog, testClock, type SharedTestDatabase } from '../../test/support/jobs.ts';
import { jobs } from '../db/schema/jobs.ts';
import { claimNextJob } from './claim.ts';
import { enqueueJob } from './enqueue.ts';
import { abandonedReason, completeJob } from './finish.ts';
import { createJobRunner } from './runner.ts';

// A runner that dies mid-job (kill -9, a lost machine) never says so: its job stays `running`
// under a lease. Once the lease runs out another instance takes it again, counting the attempt.
let shared: SharedTestDatabase;
beforeAll(async () => {
  shared = await createSharedTestDatabase();
});
afterAll(() => shared.close());

const LEASE_MS = 30_000;
const row = async (id: string) => (await shared.handle.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

function survivor(clock: ReturnType<typeof testClock>, name: string, runs: string[]) {
  const runner = createJobRunner({ db: shared.handle.db, log: quietJobLog(), clock: clock.now });
  runner.register({
    name,
    leaseMs: LEASE_MS,
    run: async (_payload, { id, attempt }) => {
      runs.push(`${id}#${attempt}`);
      return { finishedBy: 'survivor' };
    },
  });
  return runner;
}

it('a job whose runner died mid-job is taken again once its lease runs out, and runs to completion', async () => {
  const clock = testClock();
  const id = (await enqueueJob(shared.handle.db, { name: 'collect-balance', runAt: clock.now() }))!;
  // The instance that dies: it claims the job and is never heard from again.
  const dead = await claimNextJob(shared.handle.db, { now: clock.now(), leaseMsByName: { 'collect-balance': LEASE_MS } });
  expect(dead).toMatchObject({ id, status: 'running', attempts: 1 });

  const runs: string[] = [];
  const runner = survivor(clock, 'collect-balance', runs);
  clock.advance(LEASE_MS - 1);
  expect(await runner.runDueJobs()).toEqual([]);
  clock.advance(2);
  expect(await runner.runDueJobs()).toMatchObject([{ id, attempt: 2, status: 'done' }]);
  expect(runs).toEqual([`${id}#2`]);
  expect(await row(id)).toMatchObject({ status: 'done', attempts: 2, result: { finishedBy: 'survivor' }, lockedBy: null });

  // Had the first runner only been slow, its late word changes nothing.
  expect(await completeJob(shared.handle.db, dead!, { finishedBy: 'the slow one' }, clock.now())).toBe(false);
  expect(await row(id)).toMatchObject({ status: 'done', result: { finishedBy: 'survivor' } });
});

it('a job whose runner died on its last attempt is marked failed, not run again', async () => {
  const clock = testClock();
  const id = (await enqueueJob(shared.handle.db, { name: 'poison', runAt: clock.now(), maxAttempts: 1 }))!;
  await claimNextJob(shared.handle.db, { now: clock.now(), leaseMsByName: { poison: LEASE_MS } });
  const runs: string[] = [];
  const runner = survivor(clock, 'poison', runs);
  clock.advance(LEASE_MS + 1);
  expect(await runner.runDueJobs()).toEqual([]);
  expect(runs).toEqual([]);
  expect(await row(id)).toMatchObject({ status: 'failed', attempts: 1, lastError: abandonedReason, lockedBy: null });
});

it.runIf(process.env.DB_KIND === 'postgres')('a runner process killed with SIGKILL mid-job: another instance finishes the job', async () => {
  const childLeaseMs = 60_000;
  const id = (await enqueueJob(shared.handle.db, { name: 'crash-test' }))!;
  const child = spawn(process.execPath, ['--import', 'tsx', new URL('../../test/support/job-runner-child.ts', import.meta.url).pathname], {
    env: { ...process.env, JOBS_CHILD_DATABASE_URL: shared.url, JOBS_CHILD_LEASE_MS: String(childLeaseMs) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  const exited = once(child, 'exit');
  try {
    // Wait for the child's word that it holds the job (or for it to end, which fails the test).
    const lines = createInterface({ input: child.stdout });
    const [started] = (await Promise.race([once(lines, 'line'), exited.then(() => [`exited early: ${errors}`])])) as [string];
    expect(started).toBe(`started ${id} attempt 1`);
  } finally {
    child.kill('SIGKILL');
    await exited;
  }
  expect(child.signalCode).toBe('SIGKILL');
  expect(await row(id)).toMatchObject({ status: 'running', attempts: 1 });

  // The survivor's clock is past the dead child's lease (taken on the real clock).
  const clock = testClock(new Date(Date.now() + childLeaseMs + 1_000));
  const runs: string[] = [];
  expect(await survivor(clock, 'crash-test', runs).runDueJobs()).toMatchObject([{ id, attempt: 2, status: 'done' }]);
  expect(await row(id)).toMatchObject({ status: 'done', attempts: 2, result: { finishedBy: 'survivor' } });
});
