import { inSlices } from './in-slices.ts';

/**
 * Numbers (positions in the lexicon's word list) filed under 32-bit hashes, in two typed arrays:
 * the numbers in one flat array, bucket by bucket, and where each bucket starts. Built in two
 * linear passes over the items, in slices (decision 052): the first counts each bucket, the second
 * fills them. No string or object per key, so a million words make a few tens of MB and no
 * collection pause. Buckets mix hashes: whoever reads one checks each number against the real rule.
 */
export interface HashIndex {
  /** Bucket b's numbers are entries[starts[b]] … entries[starts[b + 1] − 1]. */
  starts: Uint32Array;
  entries: Uint32Array;
  /** Buckets − 1 (a power of two): a hash's bucket is `hash & mask`. */
  mask: number;
}

/**
 * Files each item `0 … count − 1` under every hash `keysOf` gives it. `bucketsPerItem` sizes the
 * table: items with many keys want more buckets, so each holds a few numbers.
 */
export async function buildHashIndex(count: number, keysOf: (item: number, file: (hash: number) => void) => void, bucketsPerItem: number): Promise<HashIndex> {
  let buckets = 16;
  while (buckets < count * bucketsPerItem) buckets *= 2;
  const mask = buckets - 1;
  const starts = new Uint32Array(buckets + 1);
  await inSlices(count, (item) => keysOf(item, (hash) => starts[hash & mask]!++));
  // Each bucket's end; filling then walks every bucket back to its start.
  let total = 0;
  await inSlices(buckets, (bucket) => {
    total += starts[bucket]!;
    starts[bucket] = total;
  });
  starts[buckets] = total;
  const entries = new Uint32Array(total);
  await inSlices(count, (item) =>
    keysOf(item, (hash) => {
      entries[--starts[hash & mask]!] = item;
    }),
  );
  return { starts, entries, mask };
}

/** Calls `visit` with each number in the bucket of `hash` (some filed under other hashes). */
export function forEachFiled(index: HashIndex, hash: number, visit: (item: number) => void): void {
  const bucket = hash & index.mask;
  for (let at = index.starts[bucket]!; at < index.starts[bucket + 1]!; at++) visit(index.entries[at]!);
}

/** FNV-1a of `letters[0 … length − 1]`, leaving out the ones at `skipA` and `skipB` (−1: none), then `salt`. */
export function hashOf(letters: ArrayLike<number>, length: number, skipA = -1, skipB = -1, salt = 0): number {
  let hash = 0x811c9dc5;
  for (let at = 0; at < length; at++) {
    if (at === skipA || at === skipB) continue;
    hash = Math.imul(hash ^ letters[at]!, 0x01000193);
  }
  return Math.imul(hash ^ salt, 0x01000193) >>> 0;
}

/** FNV-1a of a string's UTF-16 units (stems: no letters are left out, so no need to count them). */
export function hashOfText(text: string): number {
  let hash = 0x811c9dc5;
  for (let at = 0; at < text.length; at++) hash = Math.imul(hash ^ text.charCodeAt(at), 0x01000193);
  return hash >>> 0;
}
