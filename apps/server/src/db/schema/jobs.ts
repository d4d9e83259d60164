import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampMs } from './columns.ts';

/** Contract: jobStatuses (packages/contract/src/jobs.ts). */
export const jobStatuses = ['queued', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof jobStatuses)[number];

/**
 * The queue of background work (src/jobs/, docs/decisions/010). A row is written in the same
 * transaction as the change that causes it, so work is never lost nor done for a change that
 * rolled back. `queued` rows are due at `run_at`; a `running` row belongs to whoever holds
 * `locked_by` until `locked_until`, after which any instance may take it again (a crashed runner).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    /** Which handler runs it (a runner only claims the names it knows). */
    name: text('name').notNull(),
    payload: jsonb('payload').notNull().default({}),
    status: text('status', { enum: jobStatuses }).notNull().default('queued'),
    /** Not before then: the first run, or the next try after a failure (backoff). */
    runAt: timestampMs('run_at').notNull().defaultNow(),
    /** Tries started so far, including one cut short by a crash. */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    /** At most one queued or running job per key (a partial unique index): recurring jobs, de-duplicated work. */
    singletonKey: text('singleton_key'),
    /** Recurring: once finished (done or failed for good), the next copy is queued this long after. */
    repeatEveryMs: bigint('repeat_every_ms', { mode: 'number' }),
    /** A token of the claim now running it: a runner whose lease was taken over cannot finish the job. */
    lockedBy: text('locked_by'),
    lockedUntil: timestampMs('locked_until'),
    /** Why the last try failed; cleared once the job is done. */
    lastError: text('last_error'),
    /** What the handler answered, for the operator (a reconciliation summary). */
    result: jsonb('result'),
    createdAt: createdAt(),
    startedAt: timestampMs('started_at'),
    finishedAt: timestampMs('finished_at'),
  },
  (t) => [
    check('jobs_status_check', sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
    check('jobs_max_attempts_positive', sql`${t.maxAttempts} >= 1`),
    check('jobs_repeat_positive', sql`${t.repeatEveryMs} is null or ${t.repeatEveryMs} > 0`),
    check('jobs_running_is_locked', sql`${t.status} <> 'running' or (${t.lockedBy} is not null and ${t.lockedUntil} is not null)`),
    uniqueIndex('jobs_singleton_key').on(t.singletonKey).where(sql`${t.status} in ('queued', 'running')`),
    // What the runners poll: due queued jobs, and running ones whose lease ran out.
    index('jobs_due_idx').on(t.runAt).where(sql`${t.status} = 'queued'`),
    index('jobs_lease_idx').on(t.lockedUntil).where(sql`${t.status} = 'running'`),
    // The operator's list, newest first, all or by status; and pruning old finished jobs.
    index('jobs_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('jobs_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('jobs_done_idx').on(t.finishedAt).where(sql`${t.status} = 'done'`),
  ],
);
export type JobRow = typeof jobs.$inferSelect;
