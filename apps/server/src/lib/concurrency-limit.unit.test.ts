import { describe, expect, it } from 'vitest';
import { concurrencyLimit } from './concurrency-limit.ts';

describe('concurrencyLimit', () => {
  it('never runs more than max at once, and runs every task in order of arrival', async () => {
    const run = concurrencyLimit(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const task = (index: number) => async () => {
      started.push(index);
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setImmediate(resolve));
      running--;
      return index;
    };
    const results = await Promise.all([0, 1, 2, 3, 4].map((index) => run(task(index))));
    expect(results).toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
  });

  it('frees the slot when a task fails', async () => {
    const run = concurrencyLimit(1);
    await expect(run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await run(async () => 'next')).toBe('next');
  });
});
