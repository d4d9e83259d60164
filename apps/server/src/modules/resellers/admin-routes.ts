import { errorResponse, idParams } from '@yatrika/contract/common';
import {
  createResellerRequest,
  resellerKeyRevokedResponse,
  resellerListResponse,
  resellerMessages,
  resellerMonthQuery,
  resellerReportResponse,
  resellerWithKeyResponse,
} from '@yatrika/contract/resellers';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { commissionCsv, commissionCsvFileName } from './commission-csv.ts';
import { commissionReport, toReportResponse } from './commission-report.ts';
import { createReseller, issueResellerKey, listResellers, revokeResellerKey } from './admin-service.ts';
import { auditActorOf } from '../audit/public.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const admin = { tags: ['admin'], security: [{ bearer: [] }] };

/** The operator's resellers (decision 039): add one with its key, list, revoke a key, issue a new one; a month's bookings and commission. */
export default async function adminResellerRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireRole('admin'));

  api.get(
    '/api/admin/resellers',
    { config: { permission: 'resellers.manage' }, schema: { ...admin, summary: 'Every reseller, newest first, with the first characters of its key and whether it is revoked (never the key)', response: { 200: resellerListResponse, ...errors } } },
    async () => ({ resellers: await listResellers(db) }),
  );

  api.post(
    '/api/admin/resellers',
    {
      config: { permission: 'resellers.manage' },
      schema: {
        ...admin,
        summary: 'Add a reseller (name, contact email, commission percent 0 to 100 with at most two decimals); answers its API key, shown this once and stored only hashed',
        body: createResellerRequest,
        response: { 201: resellerWithKeyResponse, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send({ message: resellerMessages.created, ...(await createReseller(db, request.body, auditActorOf(request))) }),
  );

  api.delete(
    '/api/admin/resellers/:id/key',
    {
      config: { permission: 'resellers.manage' },
      schema: {
        ...admin,
        summary: "Revoke a reseller's API key: refused from now on, on every instance; 409 when already revoked",
        params: idParams,
        response: { 200: resellerKeyRevokedResponse, ...errors },
      },
    },
    async (request) => ({ message: resellerMessages.keyRevoked, reseller: await revokeResellerKey(db, request.params.id, auditActorOf(request)) }),
  );

  api.post(
    '/api/admin/resellers/:id/key',
    {
      config: { permission: 'resellers.manage' },
      schema: {
        ...admin,
        summary: 'Issue a new API key (the old one, revoked or not, stops working at once); answers the key, shown this once',
        params: idParams,
        response: { 201: resellerWithKeyResponse, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send({ message: resellerMessages.keyIssued, ...(await issueResellerKey(db, request.params.id, auditActorOf(request))) }),
  );

  api.get(
    '/api/admin/resellers/:id/bookings',
    {
      config: { permission: 'resellers.manage' },
      schema: {
        ...admin,
        summary: "A reseller's bookings whose trip falls in the month (?month=YYYY-MM, India's date), each with its commission (percent of the amount; cancelled bookings earn none), and the month's totals",
        params: idParams,
        querystring: resellerMonthQuery,
        response: { 200: resellerReportResponse, ...errors },
      },
    },
    async (request) => toReportResponse(await commissionReport(db, request.params.id, request.query.month)),
  );

  api.get(
    '/api/admin/resellers/:id/bookings.csv',
    {
      config: { permission: 'resellers.manage' },
      schema: {
        ...admin,
        summary: "The same month's bookings and commission as CSV (?month=YYYY-MM): one row each, rupees with two decimals, then the totals",
        params: idParams,
        querystring: resellerMonthQuery,
        produces: ['text/csv'],
        response: { 200: z.string().describe('A CSV file, UTF-8 with a byte-order mark'), ...errors },
      },
    },
    async (request, reply) => {
      const report = await commissionReport(db, request.params.id, request.query.month);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${commissionCsvFileName(report)}"`)
        .header('Cache-Control', 'private, no-store')
        .send(commissionCsv(report));
    },
  );
}
