import { adminUsersQuery, adminUsersResponse } from '@yatrika/contract/admin';
import { errorResponse, idParams, messageResponse } from '@yatrika/contract/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CancellationPolicy } from '@yatrika/contract/cancellation-policy';
import type { Database } from '../../db/client.ts';
import type { PaymentGateway } from '../../providers/payments/gateway.ts';
import { confirmQuery, settlementResponse } from '@yatrika/contract/settlement';
import { pageRequest, setPageHeaders } from '../../lib/pagination.ts';
import { listUsers } from './admin-users-service.ts';
import { deleteTravellerSettling, travellerSettlement } from './traveller-withdrawal.ts';
import { auditActorOf } from '../audit/public.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
const admin = { tags: ['admin'], security: [{ bearer: [] }] };

/** Traveller accounts as an administrator sees them: listed with their bookings and reviews, deleted. */
export default async function adminUserRoutes(
  app: FastifyInstance,
  { db, gateway, cancellationPolicy }: { db: Database; gateway: PaymentGateway; cancellationPolicy: CancellationPolicy },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireRole('admin'));

  api.get(
    '/api/admin/users',
    { config: { permission: 'travellers.read' }, schema: { ...admin, summary: 'Travellers with their bookings and reviews', querystring: adminUsersQuery, response: { 200: adminUsersResponse, ...errors } } },
    async (request, reply) => {
      const page = await listUsers(db, request.query.query, pageRequest(request.query));
      setPageHeaders(request, reply, page.nextCursor);
      return { users: page.items };
    },
  );

  api.get(
    '/api/admin/users/:id/settlement',
    {
      config: { permission: 'travellers.change' },
      schema: {
        ...admin,
        summary: "What deleting the traveller now would cancel and refund of their bookings still to come",
        params: idParams,
        response: { 200: settlementResponse, ...errors },
      },
    },
    async (request) => travellerSettlement(db, request.params.id, cancellationPolicy),
  );

  api.delete(
    '/api/admin/users/:id',
    {
      config: { permission: 'travellers.change' },
      schema: {
        ...admin,
        summary: 'Delete a traveller (past bookings are kept, detached)',
        description:
          'A traveller with bookings still to come is refused (409, saying what it would do) unless `confirm=true`: then those bookings are cancelled, refunded in full and the traveller emailed before the account goes. GET /api/admin/users/{id}/settlement says the same beforehand.',
        params: idParams,
        querystring: confirmQuery,
        response: { 200: messageResponse, ...errors, 409: errorResponse },
      },
    },
    async (request) => {
      await deleteTravellerSettling({ db, gateway, log: request.log, policy: cancellationPolicy }, request.params.id, request.query.confirm, auditActorOf(request));
      return { message: 'User deleted successfully.' };
    },
  );
}
