import { errorResponse, idParams } from '@yatrika/contract/common';
import { adminJobsQuery, adminJobsResponse, jobMessages, retryJobResponse } from '@yatrika/contract/jobs';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { listJobs, retryJob } from '../../jobs/admin.ts';
import { pageRequest, setPageHeaders } from '../../lib/pagination.ts';
import { adminOnlyUncached } from '../../plugins/auth.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse };
const admin = { tags: ['admin'], security: [{ bearer: [] }] };

/**
 * The operator's view of background work (the runner in src/jobs/): what is queued, running,
 * done or failed with its reason, and retrying a failed job. The jobs table is written only by
 * the runner; this module reads it and asks it to retry.
 */
export default async function jobsAdminRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  adminOnlyUncached(app);

  api.get(
    '/api/admin/jobs',
    {
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
      schema: {
        ...admin,
        summary: 'Queue a failed job again, with its full number of attempts (409 unless it failed)',
        params: idParams,
        response: { 200: retryJobResponse, ...errors, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request) => ({ message: jobMessages.retried, job: await retryJob(db, request.params.id) }),
  );
}
