import { adminDashboardResponse } from '@yatrika/contract/admin';
import { errorResponse } from '@yatrika/contract/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { getDashboard } from './dashboard-service.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/**
 * The administrator's dashboard: totals and the newest tours and travellers, read
 * across the catalogue, and today at a glance (departures, decisions, payments, revenue). Each feature serves its own admin screens (tours, users,
 * bookings, reviews) beside its traveller routes.
 */
export default async function adminRoutes(app: FastifyInstance, { db, graceSeconds }: { db: Database; graceSeconds: number }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireRole('admin'));

  api.get(
    '/api/admin/dashboard',
    {
      config: { permission: 'reports.read' },
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary: "Totals and the newest tours and travellers; `today`: today's and tomorrow's departures, bookings awaiting a decision, payments needing attention, 30 days of revenue",
        response: { 200: adminDashboardResponse, ...errors },
      },
    },
    async () => getDashboard(db, graceSeconds),
  );
}
