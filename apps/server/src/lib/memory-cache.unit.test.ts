import { describe, expect, it } from 'vitest';
import { MemoryCache } from './memory-cache.ts';

const cache = (live = () => true, maxEntries = 3) => new MemoryCache<string, number>({ maxEntries, maxAgeMs: 60_000, isLive: live });

describe('MemoryCache', () => {
  it('loads once, then answers from memory', async () => {
    const memory = cache();
    let loads = 0;
    const load = async () => ++loads;
    expect(await memory.get('a', load)).toBe(1);
    expect(await memory.get('a', load)).toBe(1);
    expect(loads).toBe(1);
  });

  it('shares one load between callers asking at the same time', async () => {
    const memory = cache();
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([memory.get('a', load), memory.get('a', load), memory.get('a', load)])).toEqual([1, 1, 1]);
    expect(loads).toBe(1);
  });

  it('forgets one key or all of them', async () => {
    const memory = cache();
    await memory.get('a', async () => 1);
    await memory.get('b', async () => 2);
    memory.forget('a');
    expect(await memory.get('a', async () => 10)).toBe(10);
    expect(await memory.get('b', async () => 20)).toBe(2);
    memory.forget();
    expect(await memory.get('b', async () => 30)).toBe(30);
  });

  it('does not store what a load read before a change it did not see', async () => {
    const memory = cache();
    let release!: () => void;
    const slow = memory.get('a', () => new Promise<number>((resolve) => (release = () => resolve(1))));
    memory.forget('a'); // the row changed while the old value was on its way
    release();
    expect(await slow).toBe(1);
    expect(await memory.get('a', async () => 2)).toBe(2);
  });

  it('neither serves nor stores while changes may go unheard', async () => {
    let live = true;
    const memory = cache(() => live);
    await memory.get('a', async () => 1);
    live = false;
    expect(await memory.get('a', async () => 2)).toBe(2);
    expect(memory.size).toBe(1);
    live = true;
    memory.forget();
    expect(await memory.get('a', async () => 3)).toBe(3);
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const memory = cache(() => true, 2);
    await memory.get('a', async () => 1);
    await memory.get('b', async () => 2);
    await memory.get('c', async () => 3);
    expect(memory.size).toBe(2);
    expect(await memory.get('a', async () => 4)).toBe(4);
  });
});
