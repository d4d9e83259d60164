import type { Executor } from '../db/client.ts';
import { jobs } from '../db/schema/jobs.ts';

export interface Recurrence {
  name: string;
  everyMs: number;
  maxAttempts?: number;
}

/**
 * Makes sure one copy of a recurring job is queued or running, whose singleton key is its name:
 * every instance calls this, the partial unique index keeps the others' inserts out, so there is
 * one copy however many instances schedule it. The first run is one interval away, as with a
 * timer. Answers whether this call queued it.
 */
export async function scheduleRecurring(executor: Executor, recurrence: Recurrence, now: Date): Promise<boolean> {
  const inserted = await executor
    .insert(jobs)
    .values({
      name: recurrence.name,
      singletonKey: recurrence.name,
      repeatEveryMs: recurrence.everyMs,
      maxAttempts: recurrence.maxAttempts,
      runAt: new Date(now.getTime() + recurrence.everyMs),
    })
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  return inserted.length > 0;
}
