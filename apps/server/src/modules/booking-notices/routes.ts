import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { JobRunner } from '../../jobs/runner.ts';
import { BALANCE_REMINDERS_JOB, balanceRemindersJob } from './balance-reminders.ts';
import { REVIEW_REQUESTS_JOB, reviewRequestsJob } from './review-requests.ts';
import { TRIP_REMINDERS_JOB, tripRemindersJob } from './trip-reminders.ts';

export interface BookingNoticeOptions {
  db: Database;
  jobs: JobRunner;
  /** Seconds between looks for reminders and review requests due; 0: only when an operator runs them. */
  reminderIntervalSeconds: number;
}

/**
 * A booking's scheduled notices: the trip reminders, the review requests and (paying in parts,
 * decision 035) the balance reminders, each a job on the reminders' interval. No routes.
 */
export default async function bookingNoticeRoutes(_app: FastifyInstance, { db, jobs, reminderIntervalSeconds }: BookingNoticeOptions) {
  jobs.register(tripRemindersJob(db));
  jobs.register(reviewRequestsJob(db));
  if (reminderIntervalSeconds > 0) {
    jobs.every(TRIP_REMINDERS_JOB, reminderIntervalSeconds * 1000);
    jobs.every(REVIEW_REQUESTS_JOB, reminderIntervalSeconds * 1000);
  }
  jobs.register(balanceRemindersJob(db));
  if (reminderIntervalSeconds > 0) jobs.every(BALANCE_REMINDERS_JOB, reminderIntervalSeconds * 1000);
}
