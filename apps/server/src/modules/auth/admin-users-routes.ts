import { adminUsersQuery, adminUsersResponse } from '@yatrika/contract/admin';
import { errorResponse, idParams, messageResponse } from '@yatrika/contract/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { pageRequest, setPageHeaders } from '../../lib/pagination.ts';
import { deleteTraveller, listUsers } from './admin-users-service.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
const admin = { tags: ['admin'], security: [{ bearer: [] }] };

/** Traveller accounts as an administrator sees them: listed with their bookings and reviews, deleted. */
export default async function adminUserRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireRole('admin'));

  api.get(
    '/api/admin/users',
    { schema: { ...admin, summary: 'Travellers with their bookings and reviews', querystring: adminUsersQuery, response: { 200: adminUsersResponse, ...errors } } },
    async (request, reply) => {
      const page = await listUsers(db, request.query.query, pageRequest(request.query));
      setPageHeaders(request, reply, page.nextCursor);
      return { users: page.items };
    },
  );

  api.delete(
    '/api/admin/users/:id',
    { schema: { ...admin, summary: 'Delete a traveller (bookings are kept, detached)', params: idParams, response: { 200: messageResponse, ...errors } } },
    async (request) => {
      await deleteTraveller(db, request.params.id);
      return { message: 'User deleted successfully.' };
    },
  );
}
