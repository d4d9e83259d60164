import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { JobRunner } from '../../jobs/runner.ts';
import adminWaitlistRoutes from './admin-routes.ts';
import { seatsFreedJob, waitlistSweepJob } from './jobs.ts';
import type { WaitlistSettings } from './settings.ts';
import { WAITLIST_SWEEP_JOB } from './sweep.ts';
import travellerWaitlistRoutes from './traveller-routes.ts';

export interface WaitlistOptions {
  db: Database;
  jobs: JobRunner;
  settings: WaitlistSettings;
  /** Seconds between sweeps of every departure with someone in line; 0: only when an operator runs it. */
  intervalSeconds: number;
}

/**
 * The waiting list for sold-out departures (decision 037): travellers join and leave, the
 * operator reads the lines, and the jobs offer freed seats as holds, first come first offered.
 */
export default async function waitlistRoutes(app: FastifyInstance, options: WaitlistOptions) {
  const { db, jobs, settings } = options;
  jobs.register(seatsFreedJob(db, settings));
  jobs.register(waitlistSweepJob(db, settings));
  if (options.intervalSeconds > 0) jobs.every(WAITLIST_SWEEP_JOB, options.intervalSeconds * 1000);
  await app.register(travellerWaitlistRoutes, { db, settings });
  await app.register(adminWaitlistRoutes, { db });
}
