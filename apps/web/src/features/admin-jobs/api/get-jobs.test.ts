import { describe, expect, it } from 'vitest';
import { jobsRefreshMs } from './get-jobs.ts';

describe('how often the Jobs screen reads the list again', () => {
  it('every few seconds while a job shown is running', () => {
    expect(jobsRefreshMs([{ status: 'done' }, { status: 'running' }])).toBe(3_000);
  });
  it('every half minute otherwise, before the first answer too', () => {
    expect(jobsRefreshMs([{ status: 'done' }, { status: 'queued' }, { status: 'failed' }])).toBe(30_000);
    expect(jobsRefreshMs([])).toBe(30_000);
    expect(jobsRefreshMs(undefined)).toBe(30_000);
  });
});
