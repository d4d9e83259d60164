import { describe, expect, it } from 'vitest';
import { isKnownJob, jobTitle } from './job-words.ts';

describe('background jobs in words', () => {
  it.each([
    ['reconcile-payments', 'Payment reconciliation'],
    ['send-email', 'Send an email'],
    ['trip-reminders', 'Trip reminders'],
    ['review-requests', 'Review requests'],
  ])('names %s "%s"', (name, words) => {
    expect(jobTitle(name)).toBe(words);
    expect(isKnownJob(name)).toBe(true);
  });

  it('shows an unknown job by its own name', () => {
    expect(jobTitle('rebuild-search-index')).toBe('rebuild-search-index');
    expect(isKnownJob('rebuild-search-index')).toBe(false);
  });
});
