import type { Executor } from '../db/client.ts';
import { jobs } from '../db/schema/jobs.ts';

export interface NewJob {
  /** The handler's name (JobDefinition.name). */
  name: string;
  /** JSON handed to the handler as it is stored. */
  payload?: unknown;
  /** Not before then (default: now). */
  runAt?: Date;
  /** Tries before the job is marked failed (default 5). */
  maxAttempts?: number;
  /**
   * At most one queued or running job per key: enqueueing again while one waits or runs does
   * nothing and answers null (e.g. one reminder per booking: `reminder:<bookingId>`).
   */
  singletonKey?: string;
}

/**
 * Queues a job. Pass the transaction of the change that causes it: the job is then committed,
 * or rolled back, with that change, so work is never lost nor done for a change that never
 * happened. Answers the job's id, or null when `singletonKey` already has a queued or running copy.
 */
export async function enqueueJob(executor: Executor, job: NewJob): Promise<string | null> {
  const [row] = await executor
    .insert(jobs)
    .values({
      name: job.name,
      payload: job.payload ?? {},
      runAt: job.runAt ?? new Date(),
      maxAttempts: job.maxAttempts,
      singletonKey: job.singletonKey,
    })
    // The only unique index besides the id is the singleton key's (partial: queued or running).
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  return row?.id ?? null;
}
