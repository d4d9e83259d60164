import type { AdminJob, JobStatus } from '@yatrika/contract/jobs';
import { reconcileSummary } from '@yatrika/contract/payment-records';
import { reconcileSummaryLine } from '../../../components/admin/reconcile-summary-words.ts';

/** The jobs the server knows, in words; any other shows its own name (a job added before this list). */
const jobNames: Record<string, string> = {
  'reconcile-payments': 'Payment reconciliation',
  'send-email': 'Send an email',
  'trip-reminders': 'Trip reminders',
  'review-requests': 'Review requests',
  'minimum-group': 'Minimum groups',
  'recommended-scores': 'Recommended order',
  'balance-reminders': 'Balance reminders',
  'balance-lapse': 'Unpaid balances',
  'waitlist-offers': 'Waiting list offers (seats freed)',
  'waitlist-sweep': 'Waiting lists sweep',
};

export function jobTitle(name: string): string {
  return jobNames[name] ?? name;
}

/** True when the job has a name in words, so its raw name is worth showing beside it. */
export function isKnownJob(name: string): boolean {
  return name in jobNames;
}

/** The statuses in words, for the badge and the screen's filter. */
export const jobStatusLabels: Record<JobStatus, string> = {
  queued: 'Queued',
  running: 'Running',
  done: 'Done',
  failed: 'Failed',
};

/** "Attempt 2 of 5"; before the first try (or after an operator's retry), how many it may take. */
export function attemptsLine(job: Pick<AdminJob, 'attempts' | 'maxAttempts'>): string {
  if (job.attempts === 0) return `Not tried yet (up to ${job.maxAttempts} ${job.maxAttempts === 1 ? 'attempt' : 'attempts'})`;
  return `Attempt ${job.attempts} of ${job.maxAttempts}`;
}

const units = [
  [86_400_000, 'day'],
  [3_600_000, 'hour'],
  [60_000, 'minute'],
  [1_000, 'second'],
] as const;

/** "Repeats every 5 minutes" (or "every minute", "every 2 hours", "every 90 seconds"). */
export function repeatsLine(everyMs: number): string {
  for (const [size, unit] of units)
    if (everyMs >= size && everyMs % size === 0) {
      const count = everyMs / size;
      return count === 1 ? `Repeats every ${unit}` : `Repeats every ${count.toLocaleString('en-IN')} ${unit}s`;
    }
  return `Repeats every ${(everyMs / 1000).toLocaleString('en-IN', { maximumFractionDigits: 1 })} seconds`;
}

/** A queued job that has tried and failed before: it waits for its next try. */
export function isWaitingToRetry(job: Pick<AdminJob, 'status' | 'attempts' | 'lastError'>): boolean {
  return job.status === 'queued' && job.attempts > 0 && job.lastError !== null;
}

/** What a done job reported, in one line, for the jobs whose result the screen can read; null otherwise. */
export function resultLine(job: Pick<AdminJob, 'name' | 'status' | 'result'>): string | null {
  if (job.status !== 'done') return null;
  if (job.name === 'reconcile-payments') {
    const summary = reconcileSummary.safeParse(job.result);
    return summary.success ? reconcileSummaryLine(summary.data) : null;
  }
  return null;
}
