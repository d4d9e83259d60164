import { auditFilterQuery, auditListQuery, auditListResponse, auditMessages } from '@yatrika/contract/audit';
import { errorResponse } from '@yatrika/contract/common';
import { todayInIndia } from '@yatrika/contract/dates';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { sendCsvFile } from '../../lib/csv.ts';
import { pageRequest, setPageHeaders } from '../../lib/pagination.ts';
import { auditCsv } from './audit-csv.ts';
import { everyAuditEntry, listAudit } from './read.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse };
const admin = { tags: ['admin'], security: [{ bearer: [] }] };
const filters =
  'Filters: `actor` (a staff account id), `kind` (the kind of thing: booking, tour, departure, date-price, promo-code, reseller, review, moment, user, staff, email, job, payment-link), `from` and `to` (days in India, both included) and `reference` (a booking reference, any case, dashes optional).';

/** The audit log, read only: nobody can change or delete a row (the database refuses it). */
export default async function auditRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireRole('admin'));

  api.get(
    '/api/admin/audit',
    {
      config: { permission: 'audit.read' },
      schema: { ...admin, summary: 'Every change a staff account made, newest first', description: filters, querystring: auditListQuery, response: { 200: auditListResponse, ...errors } },
    },
    async (request, reply) => {
      const { limit, cursor, ...filter } = request.query;
      const page = await listAudit(db, filter, pageRequest({ limit, cursor }));
      setPageHeaders(request, reply, page.nextCursor);
      return page.items;
    },
  );

  api.get(
    '/api/admin/audit.csv',
    {
      config: { permission: 'audit.export' },
      schema: {
        ...admin,
        summary: 'The changes the same filters keep, as CSV: one row per change, the values before and after as JSON',
        description: filters,
        querystring: auditFilterQuery,
        produces: ['text/csv'],
        response: { 200: z.string().describe('A CSV file, UTF-8 with a byte-order mark: one row per change'), ...errors },
      },
    },
    async (request, reply) => sendCsvFile(reply, auditMessages.csvFileName(todayInIndia()), auditCsv(await everyAuditEntry(db, request.query))),
  );
}
