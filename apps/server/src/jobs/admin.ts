import { jobMessages, type AdminJob, type JobStatus } from '@yatrika/contract/jobs';
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { jobs, type JobRow } from '../db/schema/jobs.ts';
import { conflict, isUniqueViolation, notFound } from '../lib/errors.ts';
import { afterCursor, toPage, type Page, type PageRequest } from '../lib/pagination.ts';

// What the admin routes call: `GET /api/admin/jobs` and `POST /api/admin/jobs/:id/retry`.

export function toAdminJob(row: JobRow): AdminJob {
  return {
    _id: row.id,
    name: row.name,
    status: row.status,
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    runAt: row.runAt.toISOString(),
    lastError: row.lastError,
    repeatEveryMs: row.repeatEveryMs,
    lockedUntil: row.lockedUntil?.toISOString() ?? null,
    result: row.result,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** Jobs newest first, all or with one status, a page at a time (docs/decisions/003). */
export async function listJobs(db: Executor, filter: { status?: JobStatus }, page: PageRequest): Promise<Page<AdminJob>> {
  const rows = await db
    .select()
    .from(jobs)
    .where(and(filter.status ? eq(jobs.status, filter.status) : undefined, afterCursor(jobs.createdAt, jobs.id, page.cursor)))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(page.limit + 1);
  const { items, nextCursor } = toPage(rows, page.limit);
  return { items: items.map(toAdminJob), nextCursor };
}

/**
 * Queues a failed job to run again now, with its full number of attempts (its last error stays
 * until it succeeds). 404 for no such job, 409 when it has not failed, or when it is a singleton
 * (a recurring job) whose next copy is already queued or running.
 */
export async function retryJob(db: Executor, id: string, now: Date = new Date()): Promise<AdminJob> {
  let retried: JobRow | undefined;
  try {
    [retried] = await db
      .update(jobs)
      .set({ status: 'queued', attempts: 0, runAt: now, finishedAt: null })
      .where(and(eq(jobs.id, id), eq(jobs.status, 'failed')))
      .returning();
  } catch (error) {
    if (isUniqueViolation(error, 'jobs_singleton_key')) throw conflict(jobMessages.alreadyQueued);
    throw error;
  }
  if (retried) return toAdminJob(retried);
  const [existing] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, id));
  throw existing ? conflict(jobMessages.notFailed) : notFound(jobMessages.notFound);
}

/** What the latest done run of `name` answered (a recurring job's last summary), or null. */
export async function lastJobResult(db: Executor, name: string): Promise<unknown> {
  const [row] = await db
    .select({ result: jobs.result })
    .from(jobs)
    .where(and(eq(jobs.name, name), eq(jobs.status, 'done')))
    .orderBy(desc(jobs.finishedAt))
    .limit(1);
  return row?.result ?? null;
}
