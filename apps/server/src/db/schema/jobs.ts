import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampMs } from './columns.ts';

/**
 * Background jobs that must run in one instance at a time: a lease claimed by a conditional
 * update, so it works alike on PGlite and PostgreSQL, and a crashed holder's lease simply runs out.
 */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  /** The instance running the job now; null when none is. */
  holder: text('holder'),
  lockedUntil: timestampMs('locked_until'),
  lastStartedAt: timestampMs('last_started_at'),
  lastFinishedAt: timestampMs('last_finished_at'),
  /** What the last completed run did, for the operator's screen. */
  lastSummary: jsonb('last_summary'),
});
