import { z } from './zod.ts';
import { entityId, isoDateTime, pageLimit } from './common.ts';

/**
 * A background job's state: `queued` (waiting for its time; with attempts > 0 and a last error,
 * waiting to be tried again), `running` (an instance holds it), `done`, `failed` (every attempt
 * failed; an administrator may retry it).
 */
export const jobStatuses = ['queued', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof jobStatuses)[number];

/** `GET /api/admin/jobs`: one background job as the operator sees it. */
const adminJob = z.object({
  _id: entityId,
  /** What kind of work it is, e.g. `reconcile-payments`. */
  name: z.string(),
  status: z.enum(jobStatuses),
  /** Tries started so far, including any cut short by a crash; more than 1 means it was retried. */
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  /** Due then: its first run, or its next try after a failure. */
  runAt: isoDateTime,
  /** Why the last try failed; null when none has, and once the job is done. */
  lastError: z.string().nullable(),
  /** For a recurring job, how often it runs; null for a one-off. */
  repeatEveryMs: z.number().int().nullable(),
  /** Until when the instance running it holds it; null unless running. */
  lockedUntil: isoDateTime.nullable(),
  /** What the job reported when done (e.g. a reconciliation summary). */
  result: z.unknown(),
  createdAt: isoDateTime,
  /** When its last try started. */
  startedAt: isoDateTime.nullable(),
  /** When it was done or failed for good. */
  finishedAt: isoDateTime.nullable(),
});
export type AdminJob = z.infer<typeof adminJob>;

/** Newest first; paged by `limit` and `cursor` with `X-Next-Cursor` (docs/decisions/003). */
export const adminJobsResponse = z.array(adminJob);

export const adminJobsQuery = z.object({
  status: z.enum(jobStatuses, { message: `Status must be one of ${jobStatuses.join(', ')}.` }).optional(),
  limit: pageLimit,
  cursor: z.string().max(200).optional(),
});

/** `POST /api/admin/jobs/:id/retry`: the job, queued again to run now. */
export const retryJobResponse = z.object({ message: z.string(), job: adminJob });
export type RetryJobResponse = z.infer<typeof retryJobResponse>;

/** `POST /api/admin/jobs/run`: a recurring job (e.g. `balance-reminders`) to run at once rather than at its next time. */
export const runJobBody = z.object({
  name: z.string({ message: 'Name the recurring job to run.' }).trim().min(1, 'Name the recurring job to run.').max(100, 'Name the recurring job to run.'),
});

/** What the run did: `done` with the job's report, or `retrying`/`failed` with the reason. */
export const runJobResponse = z.object({
  message: z.string(),
  outcome: z.object({
    status: z.enum(['done', 'retrying', 'failed', 'lost']),
    result: z.unknown(),
    error: z.string().nullable(),
  }),
});
export type RunJobResponse = z.infer<typeof runJobResponse>;

export const jobMessages = {
  notFound: 'No such job.',
  notFailed: 'Only a failed job can be retried.',
  alreadyQueued: 'Another copy of this job is already queued or running.',
  retried: 'The job is queued to run again.',
  notRecurring: 'No recurring job has that name.',
  runningElsewhere: 'This job is running right now; try again in a moment.',
  ran: 'The job ran.',
  ranAndFailed: 'The job ran and failed; see its last error.',
} as const;
