import { errorResponse, idParams } from '@yatrika/contract/common';
import {
  createPromoCodeRequest,
  promoCodeActiveRequest,
  promoCodeListResponse,
  promoCodeMessages,
  promoCodeResponse,
  updatePromoCodeRequest,
} from '@yatrika/contract/promo-codes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { createPromoCode, listPromoCodes, setPromoCodeActive, updatePromoCode } from './admin-service.ts';
import { auditActorOf } from '../audit/public.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const admin = { tags: ['admin'], security: [{ bearer: [] }] };

/** The operator's promo codes: list with uses so far, create, change the terms, switch off or on. */
export default async function adminPromoCodeRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireRole('admin'));

  api.get(
    '/api/admin/promo-codes',
    { config: { permission: 'catalogue.read' }, schema: { ...admin, summary: 'Every promo code, newest first, with its uses so far (refunded bookings give theirs back)', response: { 200: promoCodeListResponse, ...errors } } },
    async () => ({ promoCodes: await listPromoCodes(db) }),
  );

  api.post(
    '/api/admin/promo-codes',
    {
      config: { permission: 'catalogue.change' },
      schema: {
        ...admin,
        summary: 'Create a promo code: percent or fixed amount off, valid dates (India), tours or categories, smallest party and use limits; 409 when another code has the same letters in any capitals',
        body: createPromoCodeRequest,
        response: { 201: promoCodeResponse, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send({ message: promoCodeMessages.created, promoCode: await createPromoCode(db, request.body, auditActorOf(request)) }),
  );

  api.put(
    '/api/admin/promo-codes/:id',
    {
      config: { permission: 'catalogue.change' },
      schema: {
        ...admin,
        summary: "Change a promo code's terms (every term again; the code itself stays). Orders already priced keep their price",
        params: idParams,
        body: updatePromoCodeRequest,
        response: { 200: promoCodeResponse, ...errors },
      },
    },
    async (request) => ({ message: promoCodeMessages.updated, promoCode: await updatePromoCode(db, request.params.id, request.body, auditActorOf(request)) }),
  );

  api.put(
    '/api/admin/promo-codes/:id/active',
    {
      config: { permission: 'catalogue.change' },
      schema: {
        ...admin,
        summary: 'Switch a promo code off (checkouts refuse it from now on) or on again',
        params: idParams,
        body: promoCodeActiveRequest,
        response: { 200: promoCodeResponse, ...errors },
      },
    },
    async (request) => {
      const promoCode = await setPromoCodeActive(db, request.params.id, request.body.active, auditActorOf(request));
      return { message: promoCode.active ? promoCodeMessages.switchedOn : promoCodeMessages.switchedOffByOperator, promoCode };
    },
  );
}
