import { errorResponse } from '@yatrika/contract/common';
import { adminNewsletterCountsResponse, adminNewsletterSubscribersQuery, adminNewsletterSubscribersResponse } from '@yatrika/contract/newsletter';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { pageRequest, setPageHeaders } from '../../lib/pagination.ts';
import { adminOnlyUncached } from '../../plugins/auth.ts';
import { confirmedSubscribers, countSubscribers, listSubscribers } from './admin-list.ts';
import { subscribersCsv } from './subscribers-csv.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse };
const admin = { tags: ['admin'], security: [{ bearer: [] }] };

/** The operator's newsletter list: every address and where it stands, and the confirmed ones as CSV. */
export default async function newsletterAdminRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // The list is people's addresses: administrators only, and never kept by a cache.
  adminOnlyUncached(app);

  api.get(
    '/api/admin/newsletter/subscribers',
    {
      config: { permission: 'newsletter.manage' },
      schema: {
        ...admin,
        summary: 'Newsletter addresses newest first: pending (not yet confirmed), confirmed or unsubscribed; filter by `status`',
        querystring: adminNewsletterSubscribersQuery,
        response: { 200: adminNewsletterSubscribersResponse, ...errors },
      },
    },
    async (request, reply) => {
      const page = await listSubscribers(db, request.query.status, pageRequest(request.query));
      setPageHeaders(request, reply, page.nextCursor);
      return page.items;
    },
  );

  api.get(
    '/api/admin/newsletter/counts',
    {
      config: { permission: 'newsletter.manage' },
      schema: { ...admin, summary: 'How many newsletter addresses are pending, confirmed and unsubscribed', response: { 200: adminNewsletterCountsResponse, ...errors } },
    },
    async () => countSubscribers(db),
  );

  api.get(
    '/api/admin/newsletter/subscribers.csv',
    {
      config: { permission: 'newsletter.manage' },
      schema: {
        ...admin,
        summary: 'Every confirmed newsletter address as CSV (Email, Subscribed on, Confirmed on), for a mailing tool',
        produces: ['text/csv'],
        response: { 200: z.string().describe('A CSV file, UTF-8 with a byte-order mark: one row per confirmed address'), ...errors },
      },
    },
    async (_request, reply) =>
      reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="yatrika-newsletter-subscribers.csv"')
        .send(subscribersCsv(await confirmedSubscribers(db))),
  );
}
