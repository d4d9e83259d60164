import { errorResponse, idParams } from '@yatrika/contract/common';
import { adminJobsQuery, adminJobsResponse, jobMessages, retryJobResponse, runJobBody, runJobResponse } from '@yatrika/contract/jobs';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { listJobs, retryJob } from '../../jobs/admin.ts';
import type { JobRunner } from '../../jobs/runner.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { pageRequest, setPageHeaders } from '../../lib/pagination.ts';
import { adminOnlyUncached } from '../../plugins/auth.ts';
import { auditActorOf, recordAudit } from '../audit/public.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse };
const admin = { tags: ['admin'], security: [{ bearer: [] }] };

/**
 * The operator's view of background work (the runner in src/jobs/): what is queued, running,
 * done or failed with its reason, and retrying a failed job. The jobs table is written only by
 * the runner; this module reads it and asks it to retry a job, or to run a recurring one now.
 */
export default async function jobsAdminRoutes(app: FastifyInstance, { db, jobs }: { db: Database; jobs: JobRunner }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  adminOnlyUncached(app);

  api.get(
    '/api/admin/jobs',
    {
      config: { permission: 'operations.manage' },
      schema: {
        ...admin,
        summary: 'Background jobs, newest first: queued, running, done, or failed with the reason; filter by `status`',
        querystring: adminJobsQuery,
        response: { 200: adminJobsResponse, ...errors },
      },
    },
    async (request, reply) => {
      const page = await listJobs(db, { status: request.query.status }, pageRequest(request.query));
      setPageHeaders(request, reply, page.nextCursor);
      return page.items;
    },
  );

  api.post(
    '/api/admin/jobs/:id/retry',
    {
      config: { permission: 'operations.manage' },
      schema: {
        ...admin,
        summary: 'Queue a failed job again, with its full number of attempts (409 unless it failed)',
        params: idParams,
        response: { 200: retryJobResponse, ...errors, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request) => {
      const actor = auditActorOf(request);
      const job = await db.transaction(async (tx) => {
        const retried = await retryJob(tx, request.params.id);
        await recordAudit(tx, actor, { action: 'job.retry', subject: { kind: 'job', id: retried._id }, before: { status: 'failed' }, after: { status: retried.status, name: retried.name } });
        return retried;
      });
      return { message: jobMessages.retried, job };
    },
  );

  api.post(
    '/api/admin/jobs/run',
    {
      config: { permission: 'operations.manage' },
      schema: {
        ...admin,
        summary:
          'Run a recurring job (e.g. `balance-reminders`, `trip-reminders`) here and now rather than at its next time, which is then one interval away; answers what the run did (404 for no recurring job of that name, 409 while another instance runs it)',
        body: runJobBody,
        response: { 200: runJobResponse, ...errors, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request) => {
      // Only recurring jobs: they need no payload, and running one early only brings its next run forward.
      if (!jobs.isRecurring(request.body.name)) throw notFound(jobMessages.notRecurring);
      const outcome = await jobs.runNow(request.body.name);
      if (!outcome) throw conflict(jobMessages.runningElsewhere);
      // The run commits its own changes as the job's; the row records who asked for it and what it did.
      await recordAudit(db, auditActorOf(request), { action: 'job.run', subject: { kind: 'job', id: request.body.name }, after: { status: outcome.status, error: outcome.error ?? null } });
      return {
        message: outcome.status === 'done' ? jobMessages.ran : jobMessages.ranAndFailed,
        outcome: { status: outcome.status, result: outcome.result ?? null, error: outcome.error ?? null },
      };
    },
  );
}
