/**
 * What one instance remembers of the database: at most `maxEntries` values, each for at most
 * `maxAgeMs`, forgotten at once when the owner hears of a change (db/changes.ts).
 *
 * A load that started before a change must not store what it read, or the cache would keep a
 * value the change replaced: every forget() bumps a generation, and a load stores its result
 * only if the generation is the one it started in. While `isLive()` is false (changes may be
 * going unheard) nothing is served or stored; every call loads from the database.
 */
export class MemoryCache<K, V> {
  private readonly entries = new Map<K, { value: V; expires: number }>();
  /** Loads under way: fifty requests for a value not yet in memory make one query, not fifty. */
  private readonly loading = new Map<K, { generation: number; promise: Promise<V> }>();
  private generation = 0;

  constructor(private readonly options: { maxEntries: number; maxAgeMs: number; isLive: () => boolean }) {}

  async get(key: K, load: () => Promise<V>): Promise<V> {
    const live = this.options.isLive();
    const now = Date.now();
    const hit = live ? this.entries.get(key) : undefined;
    if (hit && hit.expires > now) return hit.value;
    const started = this.generation;
    const underWay = live ? this.loading.get(key) : undefined;
    if (underWay && underWay.generation === started) return underWay.promise;
    const promise = load();
    if (live) this.loading.set(key, { generation: started, promise });
    try {
      const value = await promise;
      if (live && this.options.isLive() && started === this.generation) this.store(key, value, now);
      return value;
    } finally {
      if (this.loading.get(key)?.promise === promise) this.loading.delete(key);
    }
  }

  /** Forget one value (or, without a key, all of them), and any load under way. */
  forget(key?: K): void {
    this.generation++;
    if (key === undefined) this.entries.clear();
    else this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }

  private store(key: K, value: V, now: number) {
    // Oldest first out: a Map iterates in insertion order.
    this.entries.delete(key);
    if (this.entries.size >= this.options.maxEntries) this.entries.delete(this.entries.keys().next().value as K);
    this.entries.set(key, { value, expires: now + this.options.maxAgeMs });
  }
}
