/** First retry after a minute, doubling each time, never more than six hours apart. */
const FIRST_RETRY_MS = 60_000;
const LONGEST_WAIT_MS = 6 * 3_600_000;

/** When to try again after `retries` failed attempts. */
export function nextRetryAt(retries: number, now: Date): Date {
  const wait = Math.min(FIRST_RETRY_MS * 2 ** Math.min(retries, 20), LONGEST_WAIT_MS);
  return new Date(now.getTime() + wait);
}
