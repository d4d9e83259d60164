import { errorResponse } from '@yatrika/contract/common';
import { addDays, todayInIndia } from '@yatrika/contract/dates';
import { DEFAULT_MANIFEST_DAYS, MAX_MANIFEST_DAYS } from '@yatrika/contract/departure-limits';
import { departureMessages } from '@yatrika/contract/departure-messages';
import {
  adminDeparturesQuery,
  adminDeparturesResponse,
  departureParams,
  updateDepartureRequest,
  updateDepartureResponse,
} from '@yatrika/contract/departures';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { badRequest } from '../../lib/errors.ts';
import { changeDeparture } from './change-departure.ts';
import { listDepartures } from './manifest.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const admin = { tags: ['admin'], security: [{ bearer: [] }] };

/** Days from `from` to `to`, both counted. */
const spanDays = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;

/** The operator's departures: the manifest, and one date's capacity or closing. */
export default async function adminDepartureRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireRole('admin'));

  api.get(
    '/api/admin/departures',
    {
      schema: {
        ...admin,
        summary: 'Departures with travellers, holds or changes between two dates (the next 14 days by default, at most 92)',
        querystring: adminDeparturesQuery,
        response: { 200: adminDeparturesResponse, ...errors },
      },
    },
    async (request) => {
      const from = request.query.from ?? todayInIndia();
      const to = request.query.to ?? addDays(from, DEFAULT_MANIFEST_DAYS - 1);
      const days = spanDays(from, to);
      if (days < 1 || days > MAX_MANIFEST_DAYS) throw badRequest(departureMessages.manifestRange);
      return { departures: await listDepartures(db, { from, to }) };
    },
  );

  api.put(
    '/api/admin/tours/:id/departures/:date',
    {
      schema: {
        ...admin,
        summary: "Change one date's capacity (0 to 500, not below the seats taken) or close or reopen it",
        params: departureParams,
        body: updateDepartureRequest,
        response: { 200: updateDepartureResponse, ...errors },
      },
    },
    async (request) => {
      const departure = await changeDeparture(db, request.params.id, request.params.date, request.body);
      return { message: departureMessages.departureUpdated, departure };
    },
  );
}
