/** The wait before a retry: `initialMs` after the first failure, doubling each time, never over `maxMs`. */
export interface BackoffOptions {
  initialMs: number;
  maxMs: number;
}

/** Background jobs: 10 seconds, doubling, at most an hour apart. */
export const defaultBackoff: BackoffOptions = { initialMs: 10_000, maxMs: 3_600_000 };

/** Refunds the provider refused or has not finished: a minute, doubling, at most six hours apart. */
export const refundBackoff: BackoffOptions = { initialMs: 60_000, maxMs: 6 * 3_600_000 };

/**
 * No jitter: each job or refund retries on its own schedule and is never run by two instances at
 * once, so there is no crowd of retries to spread out, and tests can name the exact time of the next try.
 */
export function retryDelayMs(failedAttempts: number, backoff: BackoffOptions = defaultBackoff): number {
  const doublings = Math.max(0, failedAttempts - 1);
  // Capped before multiplying, so a job retried a thousand times does not reach Infinity.
  return Math.min(backoff.maxMs, backoff.initialMs * 2 ** Math.min(doublings, 40));
}

/** When to try a refund again after `retries` earlier retries (0 for the first failure). */
export function nextRetryAt(retries: number, now: Date): Date {
  return new Date(now.getTime() + retryDelayMs(retries + 1, refundBackoff));
}
