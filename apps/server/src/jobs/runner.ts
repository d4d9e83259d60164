import type { Database } from '../db/client.ts';
import { safeError } from '../lib/log-safety.ts';
import { claimNextJob, claimQueuedSingleton, insertClaimedSingleton, type ClaimedJob, type ClaimScope } from './claim.ts';
import { executeJob } from './execute.ts';
import { failAbandonedJobs, pruneDoneJobs } from './finish.ts';
import { scheduleRecurring, type Recurrence } from './recurring.ts';
import { leaseMsOf, type JobDefinition, type JobLog, type JobOutcome } from './types.ts';

export interface JobRunnerOptions {
  db: Database;
  log: JobLog;
  /** The runner's notion of now (leases, due times, backoff); tests pass a clock they move. */
  clock?: () => Date;
  /** How often a started runner looks for due jobs (default 1 s). */
  pollIntervalMs?: number;
  /** Jobs this instance runs at once (default 1). */
  concurrency?: number;
  /** How long done jobs stay listed before they are deleted (default 7 days); failed ones stay. */
  keepDoneMs?: number;
}

export interface JobRunner {
  /** Lets this instance run jobs of this kind; register every kind before start(). */
  register<Payload>(definition: JobDefinition<Payload>): void;
  /** Runs a registered job every `intervalMs` (one interval after the last run finished), once across all instances. */
  every(name: string, intervalMs: number, options?: { maxAttempts?: number }): void;
  /** Polls for due jobs until stop(). */
  start(): void;
  /** Stops polling and taking jobs, and waits for the jobs running here to finish (their signal is aborted). */
  stop(): Promise<void>;
  /** Runs every job due now, here, until none is left; answers what became of each (tests, a manual kick). */
  runDueJobs(): Promise<JobOutcome[]>;
  /**
   * Runs the job `name` here now, whatever its time (an operator's "run now"): a recurring job's
   * queued copy, whose next run is then one interval away, or else a one-off copy keyed by the name
   * and without a payload (so it is for jobs that need none). Null when it is running elsewhere
   * (or this runner is stopping).
   */
  runNow(name: string): Promise<JobOutcome | null>;
  /** Whether `name` is scheduled here to run every so often (what an operator may run at once). */
  isRecurring(name: string): boolean;
}

/**
 * One home for background work: jobs live in the `jobs` table, written in the transaction that
 * causes them (enqueue.ts), and every instance runs a runner. A job is claimed by one instance at
 * a time under a lease that is renewed while it runs; a runner that dies leaves the lease to run
 * out, and another instance takes the job again. Failures are retried with a growing backoff, then
 * shown as failed to the operator (admin.ts). See docs/decisions/010-background-jobs.md.
 */
export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, log } = options;
  const clock = options.clock ?? (() => new Date());
  const pollIntervalMs = options.pollIntervalMs ?? 1_000;
  const concurrency = Math.max(1, options.concurrency ?? 1);
  const keepDoneMs = options.keepDoneMs ?? 7 * 24 * 3_600_000;

  const definitions = new Map<string, JobDefinition>();
  const recurrences = new Map<string, Recurrence>();
  const inFlight = new Set<Promise<unknown>>();
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let lastPrunedAt = -Infinity;

  const scope = (): ClaimScope => ({
    now: clock(),
    leaseMsByName: Object.fromEntries([...definitions.values()].map((definition) => [definition.name, leaseMsOf(definition)])),
  });
  const everyMsByName = () => Object.fromEntries([...recurrences.values()].map((recurrence) => [recurrence.name, recurrence.everyMs]));

  /** Keeps track of work in progress, so stop() can wait for it. */
  const track = <T>(work: Promise<T>): Promise<T> => {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work)).catch(() => {});
    return work;
  };

  const execute = (job: ClaimedJob) =>
    executeJob(job, definitions.get(job.name)!, { db, log, clock, signal: stopping.signal, repeatEveryMs: recurrences.get(job.name)?.everyMs });

  /** Chores before looking for work: recurring copies in place, dead runners' last tries failed, old jobs pruned. */
  async function prepare(now: Date): Promise<void> {
    for (const recurrence of recurrences.values()) await scheduleRecurring(db, recurrence, now);
    const abandoned = await failAbandonedJobs(db, [...definitions.keys()], now, everyMsByName());
    if (abandoned > 0) log.error({ abandoned }, 'jobs whose runner stopped on their last attempt were marked failed');
    if (now.getTime() - lastPrunedAt >= 3_600_000) {
      lastPrunedAt = now.getTime();
      await pruneDoneJobs(db, new Date(now.getTime() - keepDoneMs));
    }
  }

  /** `concurrency` workers, each claiming and running jobs due by the start of the drain until none is left. */
  async function drain(): Promise<JobOutcome[]> {
    if (stopping.signal.aborted) return [];
    const dueBy = clock();
    await prepare(dueBy);
    const outcomes: JobOutcome[] = [];
    const worker = async () => {
      // Only jobs due when the drain began: a job retried or rescheduled during it waits for the next.
      while (!stopping.signal.aborted) {
        // Nor later than now, should the clock have gone back since the drain began (time sync, a
        // test's clock put back): the next copy of a recurring job, an interval after the earlier
        // time, would otherwise be due by the drain's first time and be taken again, without end.
        const claimScope = scope();
        const job = await claimNextJob(db, claimScope, claimScope.now < dueBy ? claimScope.now : dueBy);
        if (!job) return;
        outcomes.push(await execute(job));
        // Embedded PGlite answers without waiting on I/O: a long drain would otherwise hold the
        // event loop, and with it every request and timer of this instance, until its last job.
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    return outcomes;
  }

  const tick = () => {
    track(drain())
      .catch((error: unknown) => log.error({ err: safeError(error) }, 'looking for due jobs failed; the next poll tries again'))
      .finally(() => {
        if (!stopping.signal.aborted) schedule();
      });
  };
  // A timer per poll rather than an interval: a slow drain never overlaps the next.
  const schedule = (delay = pollIntervalMs) => {
    timer = setTimeout(tick, delay);
    // The timer alone never keeps the process alive.
    timer.unref();
  };

  return {
    register(definition) {
      if (definitions.has(definition.name)) throw new Error(`Job "${definition.name}" is registered twice.`);
      definitions.set(definition.name, definition as JobDefinition);
    },
    every(name, intervalMs, recurrenceOptions = {}) {
      if (!definitions.has(name)) throw new Error(`Register job "${name}" before scheduling it.`);
      if (!(intervalMs > 0)) throw new Error(`Job "${name}" needs a positive interval.`);
      recurrences.set(name, { name, everyMs: intervalMs, maxAttempts: recurrenceOptions.maxAttempts });
    },
    start() {
      if (timer || stopping.signal.aborted) return;
      schedule(0);
    },
    async stop() {
      stopping.abort();
      clearTimeout(timer);
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
    runDueJobs: () => track(drain()),
    isRecurring: (name) => recurrences.has(name),
    runNow: (name) =>
      track(
        (async () => {
          if (!definitions.has(name)) throw new Error(`Job "${name}" is not registered.`);
          if (stopping.signal.aborted) return null;
          const recurrence = recurrences.get(name);
          if (recurrence) await scheduleRecurring(db, recurrence, clock());
          // A job not scheduled here (its interval set to 0) still runs on demand, as a one-off
          // copy queued already claimed; a copy another instance schedules is claimed as it waits.
          const job = (recurrence ? undefined : await insertClaimedSingleton(db, scope(), name)) ?? (await claimQueuedSingleton(db, scope(), name));
          return job ? execute(job) : null;
        })(),
      ),
  };
}
