import { isDeepStrictEqual } from 'node:util';

/**
 * The fields that differ between a row before and after a change, as two halves for the audit
 * log: a tour's edit records what it changed, not the whole tour. `ignore` names fields that
 * change on every write (updatedAt) and say nothing about the change.
 */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: T,
  ignore: readonly (keyof T)[] = ['updatedAt'],
): { before: Partial<T>; after: Partial<T> } {
  const was: Partial<T> = {};
  const now: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (ignore.includes(key) || isDeepStrictEqual(before[key], after[key])) continue;
    was[key] = before[key];
    now[key] = after[key];
  }
  return { before: was, after: now };
}
