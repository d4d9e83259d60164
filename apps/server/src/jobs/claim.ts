import { randomUUID } from 'node:crypto';
import { and, eq, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { jobs, type JobRow } from '../db/schema/jobs.ts';

/** A job this runner holds: `lockedBy` is the claim's token, which every later write must match. */
export type ClaimedJob = JobRow & { lockedBy: string; lockedUntil: Date };

export interface ClaimScope {
  /** Lease per job name this runner knows; it claims only these names (an older instance leaves newer kinds alone). */
  leaseMsByName: Record<string, number>;
  /** The runner's clock now: leases run from here. */
  now: Date;
}

/**
 * Takes the next due job: queued and due by `dueBy`, or running under a lease that ran out (its
 * runner died) with attempts left. One statement: the row is picked and locked with
 * `FOR UPDATE SKIP LOCKED`, so two instances polling together take different jobs on PostgreSQL,
 * and PGlite runs statements one at a time anyway. The try is counted as it starts, so a crash
 * still uses up an attempt and a job that always kills its runner ends failed rather than looping.
 */
export async function claimNextJob(db: Database, scope: ClaimScope, dueBy: Date = scope.now): Promise<ClaimedJob | undefined> {
  const names = Object.keys(scope.leaseMsByName);
  if (names.length === 0) return undefined;
  const due = or(
    and(eq(jobs.status, 'queued'), lte(jobs.runAt, dueBy)),
    and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, scope.now), lt(jobs.attempts, jobs.maxAttempts)),
  );
  return claimWhere(db, scope, and(inArray(jobs.name, names), due)!);
}

/**
 * Takes the copy of a singleton (a recurring job) whatever its time, an operator's "run now":
 * the queued copy, or one whose runner died (its lease ran out), never one running elsewhere.
 */
export async function claimQueuedSingleton(db: Database, scope: ClaimScope, singletonKey: string): Promise<ClaimedJob | undefined> {
  const names = Object.keys(scope.leaseMsByName);
  if (names.length === 0) return undefined;
  const takeable = or(eq(jobs.status, 'queued'), and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, scope.now)));
  return claimWhere(db, scope, and(inArray(jobs.name, names), eq(jobs.singletonKey, singletonKey), takeable)!);
}

/**
 * Queues a one-off copy of a singleton already claimed by this runner, in one statement, for an
 * operator's "run now" of a job with no schedule here: a copy queued first and claimed after could
 * be taken in between by this instance's own poll, and "run now" would then answer busy.
 * Undefined when a copy is already queued or running (the caller may then claim the queued one).
 */
export async function insertClaimedSingleton(db: Database, scope: ClaimScope, name: string): Promise<ClaimedJob | undefined> {
  const leaseMs = scope.leaseMsByName[name];
  if (leaseMs === undefined) return undefined;
  const [claimed] = await db
    .insert(jobs)
    .values({
      name,
      singletonKey: name,
      status: 'running',
      attempts: 1,
      lockedBy: randomUUID(),
      lockedUntil: new Date(scope.now.getTime() + leaseMs),
      startedAt: scope.now,
      runAt: scope.now,
    })
    // The only unique index besides the id is the singleton key's (partial: queued or running).
    .onConflictDoNothing()
    .returning();
  return claimed as ClaimedJob | undefined;
}

/** The earliest due row matching `where`, skipping any another instance is claiming right now. */
async function claimWhere(db: Database, scope: ClaimScope, where: SQL): Promise<ClaimedJob | undefined> {
  const picked = db.select({ id: jobs.id }).from(jobs).where(where).orderBy(jobs.runAt).limit(1).for('update', { skipLocked: true });
  // Each name's lease, looked up in SQL so one statement serves every kind of job.
  const leaseMs = sql`(${JSON.stringify(scope.leaseMsByName)}::jsonb ->> ${jobs.name})::bigint`;
  const [claimed] = await db
    .update(jobs)
    .set({
      status: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      lockedBy: randomUUID(),
      lockedUntil: sql`${scope.now.toISOString()}::timestamptz + ${leaseMs} * interval '1 millisecond'`,
      startedAt: scope.now,
      // A copy taken early ("run now") was due when it ran, not at its later scheduled time.
      runAt: sql`least(${jobs.runAt}, ${scope.now.toISOString()}::timestamptz)`,
    })
    .where(eq(jobs.id, sql`(${picked})`))
    .returning();
  return claimed as ClaimedJob | undefined;
}
