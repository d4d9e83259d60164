import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { JobRunner } from '../../jobs/runner.ts';
import vitalsAdminRoutes from './admin-routes.ts';
import vitalsPublicRoutes from './public-routes.ts';
import { VITALS_RETENTION_EVERY_MS, VITALS_RETENTION_JOB, vitalsRetentionJob } from './retention.ts';

export interface VitalsOptions {
  db: Database;
  jobs: JobRunner;
  /** VITALS_SAMPLE_RATE: the share of page views measured, 0 to 1. */
  sampleRate: number;
}

/**
 * Real visitors' speed (decision 053): browsers send a sample of page views' Core Web Vitals, the
 * operator reads each page's 75th percentile of the last week, and a daily job deletes what is 30
 * days old. Only this module writes `web_vitals`; no other module uses it, so it has no public.ts.
 */
export default async function vitalsRoutes(app: FastifyInstance, { db, jobs, sampleRate }: VitalsOptions) {
  jobs.register(vitalsRetentionJob(db));
  jobs.every(VITALS_RETENTION_JOB, VITALS_RETENTION_EVERY_MS);
  await app.register(vitalsPublicRoutes, { db, sampleRate });
  await app.register(vitalsAdminRoutes, { db, sampleRate });
}
