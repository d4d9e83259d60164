import { describe, expect, it } from 'vitest';
import { changedFields } from './changed-fields.ts';

describe('changedFields', () => {
  it('keeps only the fields that changed, deep values compared by content, updatedAt left out', () => {
    const before = { title: 'Old', capacity: 10, startTimes: ['09:00'], updatedAt: new Date(1) };
    const after = { title: 'New', capacity: 10, startTimes: ['09:00', '15:00'], updatedAt: new Date(2) };
    expect(changedFields(before, after)).toEqual({
      before: { title: 'Old', startTimes: ['09:00'] },
      after: { title: 'New', startTimes: ['09:00', '15:00'] },
    });
  });

  it('answers two empty halves when nothing changed', () => {
    expect(changedFields({ a: 1, b: [1] }, { a: 1, b: [1] })).toEqual({ before: {}, after: {} });
  });
});
