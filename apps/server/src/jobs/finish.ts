import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.ts';
import { jobs, type JobRow } from '../db/schema/jobs.ts';
import { retryDelayMs, type BackoffOptions } from '../lib/backoff.ts';
import type { ClaimedJob } from './claim.ts';

/** Reasons are shown to operators and kept in a text column: long enough to read, never a whole dump. */
const MAX_ERROR_LENGTH = 2_000;

/** Only the claim that holds the job may finish it: a runner that lost its lease changes nothing. */
const heldBy = (job: ClaimedJob) => and(eq(jobs.id, job.id), eq(jobs.lockedBy, job.lockedBy), eq(jobs.status, 'running'));

const released = { lockedBy: null, lockedUntil: null } as const;

/**
 * Records the job done with what its handler answered and, for a recurring job, queues the next
 * copy in the same transaction, so there is never a moment with none. False when another instance
 * took the job over meanwhile (this runner's lease ran out): then nothing is written.
 */
export async function completeJob(db: Database, job: ClaimedJob, result: unknown, now: Date, repeatEveryMs = job.repeatEveryMs): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [done] = await tx
      .update(jobs)
      .set({ ...released, status: 'done', result: result ?? null, lastError: null, finishedAt: now })
      .where(heldBy(job))
      .returning({ id: jobs.id });
    if (!done) return false;
    await queueNextOccurrence(tx, job, repeatEveryMs, now);
    return true;
  });
}

/**
 * Records a failed try: queued again after the backoff while attempts are left, otherwise failed
 * for good with the reason (and a recurring job's next copy queued, so one bad run does not end
 * the schedule). 'lost' when another instance took the job over meanwhile.
 */
export async function failJobAttempt(
  db: Database,
  job: ClaimedJob,
  reason: string,
  now: Date,
  options: { backoff?: BackoffOptions; repeatEveryMs?: number | null } = {},
): Promise<'retrying' | 'failed' | 'lost'> {
  const lastError = reason.slice(0, MAX_ERROR_LENGTH);
  if (job.attempts < job.maxAttempts) {
    const runAt = new Date(now.getTime() + retryDelayMs(job.attempts, options.backoff));
    const [queued] = await db.update(jobs).set({ ...released, status: 'queued', runAt, lastError }).where(heldBy(job)).returning({ id: jobs.id });
    return queued ? 'retrying' : 'lost';
  }
  return db.transaction(async (tx) => {
    const [failed] = await tx.update(jobs).set({ ...released, status: 'failed', lastError, finishedAt: now }).where(heldBy(job)).returning({ id: jobs.id });
    if (!failed) return 'lost';
    await queueNextOccurrence(tx, job, options.repeatEveryMs ?? job.repeatEveryMs, now);
    return 'failed';
  });
}

export const abandonedReason = 'The instance running it stopped before it finished (its lease ran out) and no attempts were left.';

/**
 * Running jobs whose lease ran out with no attempts left (their runner died on the last try):
 * claimNextJob will not take them again, so they are marked failed here, where an operator sees
 * them. Answers how many.
 */
export async function failAbandonedJobs(db: Database, names: string[], now: Date, repeatEveryMsByName: Record<string, number> = {}): Promise<number> {
  if (names.length === 0) return 0;
  return db.transaction(async (tx) => {
    const abandoned = await tx
      .update(jobs)
      .set({ ...released, status: 'failed', lastError: abandonedReason, finishedAt: now })
      .where(and(inArray(jobs.name, names), eq(jobs.status, 'running'), lt(jobs.lockedUntil, now), gte(jobs.attempts, jobs.maxAttempts)))
      .returning();
    for (const job of abandoned) await queueNextOccurrence(tx, job, repeatEveryMsByName[job.name] ?? job.repeatEveryMs, now);
    return abandoned.length;
  });
}

/**
 * A recurring job's next copy, one interval after this one finished (its interval as this
 * instance is configured now, so a changed setting takes effect from the next run).
 */
async function queueNextOccurrence(executor: Executor, job: JobRow, everyMs: number | null, now: Date): Promise<void> {
  if (!everyMs || job.repeatEveryMs === null) return;
  await executor
    .insert(jobs)
    .values({
      name: job.name,
      payload: job.payload,
      singletonKey: job.singletonKey,
      repeatEveryMs: everyMs,
      maxAttempts: job.maxAttempts,
      runAt: new Date(now.getTime() + everyMs),
    })
    // Another instance may have queued it already (it finished an abandoned copy, or scheduled it afresh).
    .onConflictDoNothing();
}

/** Pushes the lease of a job still running here further out; false once another instance has taken it over. */
export async function renewLease(db: Database, job: ClaimedJob, leaseMs: number, now: Date): Promise<boolean> {
  const [renewed] = await db
    .update(jobs)
    .set({ lockedUntil: new Date(now.getTime() + leaseMs) })
    .where(heldBy(job))
    .returning({ id: jobs.id });
  return renewed !== undefined;
}

/** Deletes done jobs finished before `cutoff` (failed ones stay for the operator). Answers how many. */
export async function pruneDoneJobs(db: Database, cutoff: Date): Promise<number> {
  const pruned = await db
    .delete(jobs)
    .where(and(eq(jobs.status, 'done'), lt(jobs.finishedAt, cutoff)))
    .returning({ id: jobs.id });
  return pruned.length;
}

