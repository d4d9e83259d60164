import { adminSearchTerms } from '@yatrika/contract/admin-search';
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
import type { Database } from '../../db/client.ts';
import { conflict } from '../../lib/errors.ts';
import { pageRequest, setPageHeaders } from '../../lib/pagination.ts';
import { lastJobResult } from '../../jobs/admin.ts';
import type { JobRunner } from '../../jobs/runner.ts';
import { RECONCILE_JOB } from './reconciliation/run.ts';
import { countNeedingAttention, listAllPayments } from './records/records.ts';
import { adminOnlyUncached } from '../../plugins/auth.ts';
import { accountSearchIds, bookingSearchIds } from '../bookings/public.ts';
import { auditActorOf, recordAudit } from '../audit/public.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse };
const admin = { tags: ['admin'], security: [{ bearer: [] }] };

/** The operator's view of the money: every payment, what needs attention, and reconciliation on demand. */
export default async function adminPaymentRoutes(
  app: FastifyInstance,
  { db, jobs, graceSeconds, holdMinutes }: { db: Database; jobs: JobRunner; graceSeconds: number; holdMinutes: number },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  adminOnlyUncached(app);

  api.get(
    '/api/admin/payments',
    {
      config: { permission: 'money.read' },
      schema: {
        ...admin,
        summary: 'Every payment order, newest first, with the tour and the traveller; filter by status, `attention=true` or `query` (reference, name, email, phone, order id)',
        querystring: adminPaymentsQuery,
        response: { 200: adminPaymentsResponse, ...errors },
      },
    },
    async (request, reply) => {
      const terms = adminSearchTerms(request.query.query);
      const filter = {
        status: request.query.status,
        attentionOnly: request.query.attention === 'true',
        search: terms && { terms, bookingIds: bookingSearchIds(terms), accountIds: accountSearchIds(terms) },
        now: new Date(),
        graceSeconds,
        holdMinutes,
      };
      const page = await listAllPayments(db, filter, pageRequest(request.query));
      setPageHeaders(request, reply, page.nextCursor);
      return page.items;
    },
  );

  api.get(
    '/api/admin/payments/attention',
    {
      config: { permission: 'money.read' },
      schema: {
        ...admin,
        summary: 'How many payments need an operator (paid without a booking past the grace, refunds failed or pending over an hour), and the last reconciliation',
        response: { 200: paymentsAttentionResponse, ...errors },
      },
    },
    async () => {
      const needingAttention = await countNeedingAttention(db, new Date(), graceSeconds);
      const last = reconcileSummary.safeParse(await lastJobResult(db, RECONCILE_JOB));
      return { needingAttention, lastRun: last.success ? last.data : null };
    },
  );

  api.post(
    '/api/admin/payments/reconcile',
    {
      config: { permission: 'operations.manage' },
      schema: {
        ...admin,
        summary: 'Run reconciliation now (409 while another instance runs it)',
        response: { 200: reconcileResponse, ...errors, 409: errorResponse },
      },
    },
    async (request) => {
      const outcome = await jobs.runNow(RECONCILE_JOB);
      if (!outcome) throw conflict(reconcileMessages.busy);
      // The run settles payments as the job; the row records who asked for it and how it ended.
      await recordAudit(db, auditActorOf(request), { action: 'payments.reconcile', subject: { kind: 'job', id: RECONCILE_JOB }, after: { status: outcome.status, result: outcome.result ?? null } });
      // A run records each failing step and carries on, so only a broken database fails it whole.
      if (outcome.status !== 'done') throw new Error(`reconciliation run ${outcome.status}: ${outcome.error ?? 'no reason recorded'}`);
      return { message: reconcileMessages.ran, summary: reconcileSummary.parse(outcome.result) };
    },
  );
}
