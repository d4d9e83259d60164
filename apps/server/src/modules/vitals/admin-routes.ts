import { errorResponse } from '@yatrika/contract/common';
import { adminVitalsResponse } from '@yatrika/contract/vitals';
import { VITALS_SUMMARY_DAYS } from '@yatrika/contract/vitals-rules';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { adminOnlyUncached } from '../../plugins/auth.ts';
import { summariseVitals } from './summary.ts';

const errors = { 401: errorResponse, 403: errorResponse };
const admin = { tags: ['admin'], security: [{ bearer: [] }] };

/** The operator's summary of what travellers' browsers measured. */
export default async function vitalsAdminRoutes(app: FastifyInstance, { db, sampleRate }: { db: Database; sampleRate: number }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  adminOnlyUncached(app);

  api.get(
    '/api/admin/vitals',
    {
      // The staff roles' permission for reports (read by the roles' check once it is in place).
      config: { permission: 'reports.read' },
      schema: {
        ...admin,
        summary: `Real visitors' speed: the 75th percentile of each Core Web Vital per page (route pattern) over the last ${VITALS_SUMMARY_DAYS} days, with its number of samples and Google's rating (good, needs-improvement, poor)`,
        response: { 200: adminVitalsResponse, ...errors },
      },
    },
    async () => {
      const now = new Date();
      const { from, summaries } = await summariseVitals(db, VITALS_SUMMARY_DAYS, now);
      return { from: from.toISOString(), to: now.toISOString(), sampleRate, summaries };
    },
  );
}
