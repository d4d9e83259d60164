import type { Database } from '../db/client.ts';
import { safeError, safeErrorText } from '../lib/log-safety.ts';
import type { ClaimedJob } from './claim.ts';
import { completeJob, failJobAttempt, renewLease } from './finish.ts';
import { leaseMsOf, type JobDefinition, type JobLog, type JobOutcome } from './types.ts';

export interface ExecuteContext {
  db: Database;
  log: JobLog;
  clock: () => Date;
  /** Aborted when the runner stops. */
  signal: AbortSignal;
  /** The interval this instance has for the job if it recurs (the row's own otherwise). */
  repeatEveryMs: number | undefined;
}

/** Runs one claimed job to its end, keeping its lease alive meanwhile, and records the outcome. Never throws. */
export async function executeJob(job: ClaimedJob, definition: JobDefinition, context: ExecuteContext): Promise<JobOutcome> {
  const { db, log, clock } = context;
  const leaseMs = leaseMsOf(definition);
  const base = { id: job.id, name: job.name, attempt: job.attempts };
  // Renewed at a third of the lease, so a slow but live job is never taken over.
  const renewal = setInterval(() => {
    renewLease(db, job, leaseMs, clock()).catch((error: unknown) => log.warn({ job: base, err: safeError(error) }, 'could not renew a job lease'));
  }, Math.max(1, Math.floor(leaseMs / 3)));
  renewal.unref();
  try {
    let result: unknown;
    try {
      result = await definition.run(job.payload, { id: job.id, name: job.name, attempt: job.attempts, now: job.startedAt ?? clock(), signal: context.signal });
    } catch (error) {
      const reason = safeErrorText(error);
      const status = await failJobAttempt(db, job, reason, clock(), { backoff: definition.backoff, repeatEveryMs: context.repeatEveryMs });
      if (status === 'retrying') log.warn({ job: base, err: safeError(error) }, 'a job failed; it will be tried again');
      if (status === 'failed') log.error({ job: base, err: safeError(error) }, 'a job failed on its last attempt');
      if (status === 'lost') log.warn({ job: base, err: safeError(error) }, 'a job failed after another instance took it over');
      return { ...base, status, error: reason };
    }
    const completed = await completeJob(db, job, result, clock(), context.repeatEveryMs ?? job.repeatEveryMs);
    if (!completed) log.warn({ job: base }, 'a job finished after another instance took it over; its result was not recorded');
    return completed ? { ...base, status: 'done', result } : { ...base, status: 'lost' };
  } catch (error) {
    // The database refused the outcome: the lease runs out and the job is tried again.
    log.error({ job: base, err: safeError(error) }, 'could not record what became of a job; it will run again');
    return { ...base, status: 'lost', error: safeErrorText(error) };
  } finally {
    clearInterval(renewal);
  }
}
