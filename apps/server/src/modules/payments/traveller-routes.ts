import { errorResponse, pageQuery } from '@yatrika/contract/common';
import { myPaymentsResponse } from '@yatrika/contract/payment-records';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { pageRequest, setPageHeaders } from '../../lib/pagination.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { listMyPayments } from './records/records.ts';

/** A traveller's own payments and what became of each. */
export default async function travellerPaymentRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireRole('traveller'));

  api.get(
    '/api/user/payments',
    {
      schema: {
        tags: ['payments'],
        summary: 'Your payments, newest first: booked, refunded (and why), or still settling',
        security: [{ bearer: [] }],
        querystring: pageQuery,
        response: { 200: myPaymentsResponse, 400: errorResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const page = await listMyPayments(db, signedInUser(request)._id, pageRequest(request.query));
      setPageHeaders(request, reply, page.nextCursor);
      return page.items;
    },
  );
}
