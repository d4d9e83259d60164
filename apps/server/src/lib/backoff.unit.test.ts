import { expect, it } from 'vitest';
import { nextRetryAt, retryDelayMs } from './backoff.ts';

it('doubles the wait after each failure, up to the cap', () => {
  const backoff = { initialMs: 1_000, maxMs: 10_000 };
  expect([1, 2, 3, 4, 5, 6].map((failed) => retryDelayMs(failed, backoff))).toEqual([1_000, 2_000, 4_000, 8_000, 10_000, 10_000]);
  expect(retryDelayMs(10_000, backoff)).toBe(10_000);
});

it('waits a minute before the first refund retry, doubling to at most six hours', () => {
  const now = new Date('2026-01-01T00:00:00Z');
  const waitAfter = (retries: number) => nextRetryAt(retries, now).getTime() - now.getTime();
  expect([0, 1, 2].map(waitAfter)).toEqual([60_000, 120_000, 240_000]);
  expect(waitAfter(9)).toBe(6 * 3_600_000);
  expect(waitAfter(10_000)).toBe(6 * 3_600_000);
});
