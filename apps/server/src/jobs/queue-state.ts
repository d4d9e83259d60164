import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { jobs } from '../db/schema/jobs.ts';

/** One kind of job in the queue now, as the metrics report it. */
export interface JobQueueState {
  name: string;
  /** Queued and due (their time has come), not yet taken by a runner. */
  due: number;
  running: number;
  /** Failed for good (every attempt spent), kept until an operator retries them. */
  failed: number;
  /** How long the oldest due job has waited past its time, in seconds; 0 when none waits. */
  oldestDueSeconds: number;
}

/**
 * The queue by job name, in one grouped query (done jobs are left out: the runner prunes them,
 * and a count of them says nothing). A queued job not yet due (a retry's wait, a recurring job's
 * next run) is not waiting, so it counts in neither `due` nor the age.
 */
export async function jobQueueState(db: Executor, now: Date): Promise<JobQueueState[]> {
  const due = sql`${jobs.status} = 'queued' and ${jobs.runAt} <= ${now}`;
  const rows = await db
    .select({
      name: jobs.name,
      due: sql<number>`count(*) filter (where ${due})::int`,
      running: sql<number>`count(*) filter (where ${jobs.status} = 'running')::int`,
      failed: sql<number>`count(*) filter (where ${jobs.status} = 'failed')::int`,
      oldestDueSeconds: sql<string | null>`extract(epoch from ${now}::timestamptz - min(${jobs.runAt}) filter (where ${due}))::float8`,
    })
    .from(jobs)
    .where(sql`${jobs.status} <> 'done'`)
    .groupBy(jobs.name);
  return rows.map((row) => ({
    name: row.name,
    due: Number(row.due),
    running: Number(row.running),
    failed: Number(row.failed),
    oldestDueSeconds: Math.max(0, Number(row.oldestDueSeconds ?? 0)),
  }));
}
