import { errorResponse, idParams } from '@yatrika/contract/common';
import { departureParams } from '@yatrika/contract/departures';
import {
  assignedGuidesResponse,
  departureGuidesQuery,
  departureGuidesRequest,
  guideAccountsResponse,
  guideMessages,
  savedGuidesResponse,
  tourGuidesRequest,
} from '@yatrika/contract/guides';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { auditActorOf } from '../audit/public.ts';
import { departureOf, guidesOfDeparture, guidesOfTour, setDepartureGuides, setTourGuides } from './assignments.ts';
import { listGuideAccounts } from './guide-accounts.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const admin = { tags: ['admin'], security: [{ bearer: [] }] };

/** Who leads which tour or departure: the guide choices, and assigning them (decision 051). */
export default async function adminGuideRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireRole('admin'));

  api.get(
    '/api/admin/guides',
    {
      config: { permission: 'catalogue.read' },
      schema: { ...admin, summary: 'Every staff account whose role is guide, by name: the choices for a tour or departure', response: { 200: guideAccountsResponse, ...errors } },
    },
    async () => ({ guides: await listGuideAccounts(db) }),
  );

  api.get(
    '/api/admin/tours/:id/guides',
    {
      config: { permission: 'catalogue.read' },
      schema: { ...admin, summary: "A tour's guides: each of its departures is theirs", params: idParams, response: { 200: assignedGuidesResponse, ...errors } },
    },
    async (request) => ({ guides: await guidesOfTour(db, request.params.id) }),
  );

  api.put(
    '/api/admin/tours/:id/guides',
    {
      config: { permission: 'catalogue.change' },
      schema: {
        ...admin,
        summary: "Replace a tour's guides (400 when an id is not a guide's account)",
        params: idParams,
        body: tourGuidesRequest,
        response: { 200: savedGuidesResponse, ...errors },
      },
    },
    async (request) => ({
      message: guideMessages.tourGuidesSaved,
      guides: await setTourGuides(db, request.params.id, request.body.guideIds, auditActorOf(request)),
    }),
  );

  api.get(
    '/api/admin/tours/:id/departures/:date/guides',
    {
      config: { permission: 'bookings.read' },
      schema: {
        ...admin,
        summary: "One departure's own guides (beside the tour's); startTime names it, the tour's first when left out",
        params: departureParams,
        querystring: departureGuidesQuery,
        response: { 200: assignedGuidesResponse, ...errors },
      },
    },
    async (request) => {
      const key = await departureOf(db, request.params.id, request.params.date, request.query.startTime);
      return { guides: await guidesOfDeparture(db, key) };
    },
  );

  api.put(
    '/api/admin/tours/:id/departures/:date/guides',
    {
      config: { permission: 'bookings.change' },
      schema: {
        ...admin,
        summary: "Replace one departure's own guides (400 when an id is not a guide's account or the start time is not the tour's)",
        params: departureParams,
        body: departureGuidesRequest,
        response: { 200: savedGuidesResponse, ...errors },
      },
    },
    async (request) => {
      const key = await departureOf(db, request.params.id, request.params.date, request.body.startTime);
      return { message: guideMessages.departureGuidesSaved, guides: await setDepartureGuides(db, key, request.body.guideIds, auditActorOf(request)) };
    },
  );
}
