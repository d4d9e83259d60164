import { errorResponse } from '@yatrika/contract/common';
import { MAX_MANIFEST_DAYS } from '@yatrika/contract/departure-limits';
import { departureMessages } from '@yatrika/contract/departure-messages';
import { adminWaitlistQuery, adminWaitlistResponse } from '@yatrika/contract/waitlist';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { badRequest } from '../../lib/errors.ts';
import { listWaitlists } from './admin-list.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse };

/** The operator's view of the waiting lists, per departure (the Departures screen shows it). */
export default async function adminWaitlistRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireRole('admin'));

  api.get(
    '/api/admin/waitlist',
    {
      config: { permission: 'bookings.read' },
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary:
          'Waiting lists per departure between two dates (the next 92 days by default, at most 92), one tour with tourId: each party in the order of joining, when it joined, and its offer (held until when, booked, passed on)',
        querystring: adminWaitlistQuery,
        response: { 200: adminWaitlistResponse, ...errors },
      },
    },
    async (request) => {
      const { from, to } = request.query;
      if (from && to && (to < from || (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1 > MAX_MANIFEST_DAYS)) throw badRequest(departureMessages.manifestRange);
      return listWaitlists(db, request.query);
    },
  );
}
