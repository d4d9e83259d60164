import type { BackoffOptions } from '../lib/backoff.ts';

/** What a handler learns about the run it is in. */
export interface JobContext {
  id: string;
  name: string;
  /** 1 for the first try; a try cut short by a crash counts too. */
  attempt: number;
  /** The runner's clock when the job was claimed (tests drive it). */
  now: Date;
  /** Aborted when the runner stops: a long job may stop early and be tried again later. */
  signal: AbortSignal;
}

/**
 * One kind of background work. `run` must be safe to repeat: a crash after its work but before
 * the job is marked done runs it again. What it answers (JSON) is kept as the job's result.
 */
export interface JobDefinition<Payload = unknown> {
  name: string;
  run(payload: Payload, context: JobContext): Promise<unknown>;
  /** How long a try may hold the job before another instance may take it over (default 5 min); renewed while it runs. */
  leaseMs?: number;
  /** The wait before each retry after a failure (default 10 s doubling to 1 h). */
  backoff?: BackoffOptions;
}

/** A try holds its job this long unless its definition says otherwise. */
export const DEFAULT_LEASE_MS = 5 * 60_000;
export const leaseMsOf = (definition: JobDefinition) => definition.leaseMs ?? DEFAULT_LEASE_MS;

/** A typed definition; the runner stores payloads as JSON and hands them back as they were enqueued. */
export const defineJob = <Payload>(definition: JobDefinition<Payload>): JobDefinition<Payload> => definition;

/** The part of a pino/Fastify logger the runner uses. */
export interface JobLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** What became of one try, as runDueJobs and runNow report it. */
export interface JobOutcome {
  id: string;
  name: string;
  attempt: number;
  /**
   * `done`; `retrying` (failed, queued again after a backoff); `failed` (the last attempt failed);
   * `lost` (another instance took the job over after this one's lease ran out: nothing was recorded).
   */
  status: 'done' | 'retrying' | 'failed' | 'lost';
  result?: unknown;
  error?: string;
}
