import { errorResponse } from '@yatrika/contract/common';
import {
  adminPaymentsQuery,
  adminPaymentsResponse,
  paymentsAttentionResponse,
  reconcileMessages,
  reconcileResponse,
  reconcileSummary,
} from '@yatrika/contract/payment-records';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client.ts';
import { conflict } from '../../../lib/errors.ts';
import { pageRequest, setPageHeaders } from '../../../lib/pagination.ts';
import { lastSummary } from '../reconciliation/lease.ts';
import { RECONCILE_JOB, runReconciliation, type ReconcileDeps } from '../reconciliation/run.ts';
import { countNeedingAttention, listAllPayments } from './records.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse };
const admin = { tags: ['admin'], security: [{ bearer: [] }] };

/** The operator's view of the money: every payment, what needs attention, and reconciliation on demand. */
export default async function adminPaymentRoutes(app: FastifyInstance, { reconcile }: { reconcile: Omit<ReconcileDeps, 'log'> }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db: Database = reconcile.db;
  app.addHook('onRequest', app.requireRole('admin'));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  api.get(
    '/api/admin/payments',
    {
      schema: {
        ...admin,
        summary: 'Every payment order, newest first, with the traveller; filter by status or `attention=true`',
        querystring: adminPaymentsQuery,
        response: { 200: adminPaymentsResponse, ...errors },
      },
    },
    async (request, reply) => {
      const filter = { status: request.query.status, attentionOnly: request.query.attention === 'true', now: new Date(), graceSeconds: reconcile.graceSeconds };
      const page = await listAllPayments(db, filter, pageRequest(request.query));
      setPageHeaders(request, reply, page.nextCursor);
      return page.items;
    },
  );

  api.get(
    '/api/admin/payments/attention',
    {
      schema: {
        ...admin,
        summary: 'How many payments need an operator (paid without a booking past the grace, refunds failed or pending over an hour), and the last reconciliation',
        response: { 200: paymentsAttentionResponse, ...errors },
      },
    },
    async () => {
      const needingAttention = await countNeedingAttention(db, new Date(), reconcile.graceSeconds);
      const last = reconcileSummary.safeParse(await lastSummary(db, RECONCILE_JOB));
      return { needingAttention, lastRun: last.success ? last.data : null };
    },
  );

  api.post(
    '/api/admin/payments/reconcile',
    {
      schema: {
        ...admin,
        summary: 'Run reconciliation now (409 while another instance runs it)',
        response: { 200: reconcileResponse, ...errors, 409: errorResponse },
      },
    },
    async (request) => {
      const summary = await runReconciliation({ ...reconcile, log: request.log });
      if (!summary) throw conflict(reconcileMessages.busy);
      return { message: reconcileMessages.ran, summary };
    },
  );
}
