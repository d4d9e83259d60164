import { errorResponse } from '@yatrika/contract/common';
import { guideDeparturesResponse } from '@yatrika/contract/guides';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { departureScopeOf } from '../guides/public.ts';
import { guideDepartures } from './guide-departures.ts';

const errors = { 401: errorResponse, 403: errorResponse };

/** The guide's phone: the departures to lead today and tomorrow. */
export default async function guideCheckInRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireRole('admin'));

  api.get(
    '/api/admin/guide/departures',
    {
      config: { permission: 'check-in' },
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary:
          "Today's and tomorrow's departures with travellers (India time): start time, meeting point, the party by person type and who has checked in. A guide's own (by tour or by departure); everyone's for the rest of the team",
        response: { 200: guideDeparturesResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return guideDepartures(db, await departureScopeOf(db, signedInUser(request)));
    },
  );
}
