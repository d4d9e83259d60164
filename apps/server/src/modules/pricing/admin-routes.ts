import { errorResponse, idParams, messageResponse } from '@yatrika/contract/common';
import {
  createDatePriceRequest,
  datePriceCreatedResponse,
  datePriceListQuery,
  datePriceListResponse,
  datePriceMessages,
  datePriceParams,
} from '@yatrika/contract/date-prices';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { createDatePrice, deleteDatePrice, listDatePrices } from './date-price-admin.ts';
import { auditActorOf } from '../audit/public.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
const admin = { tags: ['admin'], security: [{ bearer: [] }] };

/** The operator's prices per date of a tour (decision 031), from the Departures screen. */
export default async function adminDatePriceRoutes(app: FastifyInstance, { db, horizonDays }: { db: Database; horizonDays: number }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireRole('admin'));

  api.get(
    '/api/admin/tours/:id/date-prices',
    {
      config: { permission: 'catalogue.read' },
      schema: {
        ...admin,
        summary: "A tour's prices per date, newest first: those still to come (with past=true, those that ended too)",
        params: idParams,
        querystring: datePriceListQuery,
        response: { 200: datePriceListResponse, ...errors },
      },
    },
    async (request) => ({ datePrices: await listDatePrices(db, request.params.id, { past: request.query.past === 'true' }) }),
  );

  api.post(
    '/api/admin/tours/:id/date-prices',
    {
      config: { permission: 'catalogue.change' },
      schema: {
        ...admin,
        summary: 'Set adult (and child, senior) prices in rupees for a date range, optionally on chosen weekdays (0 Sunday … 6 Saturday); the latest rule wins where rules overlap',
        params: idParams,
        body: createDatePriceRequest,
        response: { 201: datePriceCreatedResponse, ...errors },
      },
    },
    async (request, reply) => {
      const datePrice = await createDatePrice(db, request.params.id, request.body, auditActorOf(request), { horizonDays });
      return reply.code(201).send({ message: datePriceMessages.created, datePrice });
    },
  );

  api.delete(
    '/api/admin/tours/:id/date-prices/:ruleId',
    {
      config: { permission: 'catalogue.change' },
      schema: {
        ...admin,
        summary: 'Remove a price per date; orders and bookings already made keep their prices',
        params: datePriceParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      await deleteDatePrice(db, request.params.id, request.params.ruleId, auditActorOf(request));
      return { message: datePriceMessages.deleted };
    },
  );
}
