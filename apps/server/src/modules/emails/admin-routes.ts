import { errorResponse, idParams } from '@yatrika/contract/common';
import { adminEmailDetail, adminEmailsQuery, adminEmailsResponse, emailMessages, resendEmailResponse } from '@yatrika/contract/emails';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { pageRequest, setPageHeaders } from '../../lib/pagination.ts';
import { emailDetail, listEmails, sendEmailAgain } from './admin-list.ts';
import type { LinkSettings } from './links.ts';
import { adminOnlyUncached } from '../../plugins/auth.ts';
import { auditActorOf } from '../audit/public.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse };
const admin = { tags: ['admin'], security: [{ bearer: [] }] };

/** The administrator's outbox: every message the site sent or would send, as it reads. */
export default async function adminEmailRoutes(app: FastifyInstance, { db, links }: { db: Database; links: LinkSettings }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  adminOnlyUncached(app);

  api.get(
    '/api/admin/emails',
    {
      config: { permission: 'operations.manage' },
      schema: {
        ...admin,
        summary: 'Emails newest first: queued, sent, kept (no mail server configured), skipped or failed; filter by `status` or `to`',
        querystring: adminEmailsQuery,
        response: { 200: adminEmailsResponse, ...errors },
      },
    },
    async (request, reply) => {
      const page = await listEmails(db, { status: request.query.status, to: request.query.to }, pageRequest(request.query));
      setPageHeaders(request, reply, page.nextCursor);
      return page.items;
    },
  );

  api.get(
    '/api/admin/emails/:id',
    {
      config: { permission: 'operations.manage' },
      schema: {
        ...admin,
        summary: 'One email as it reads: subject, HTML, plain text, attachments',
        params: idParams,
        response: { 200: adminEmailDetail, ...errors, 404: errorResponse },
      },
    },
    async (request) => emailDetail(db, request.params.id, links),
  );

  api.post(
    '/api/admin/emails/:id/resend',
    {
      config: { permission: 'operations.manage' },
      schema: {
        ...admin,
        summary: 'Send a failed email again, with its full number of tries (409 unless it failed)',
        params: idParams,
        response: { 200: resendEmailResponse, ...errors, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request) => ({ message: emailMessages.sentAgain, email: await sendEmailAgain(db, request.params.id, auditActorOf(request)) }),
  );
}
