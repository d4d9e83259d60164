import { adminBookingsQuery, adminBookingsResponse, bookingMessages } from '@yatrika/contract/bookings';
import { adminSearchTerms } from '@yatrika/contract/admin-search';
import { errorResponse, idParams, messageResponse } from '@yatrika/contract/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { pageRequest, setPageHeaders } from '../../lib/pagination.ts';
import { deleteBooking, listAllBookings } from './admin-service.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
const admin = { tags: ['admin'], security: [{ bearer: [] }] };

/** Every booking as an administrator sees it: listed and deleted (changes: operator-routes.ts). */
export default async function adminBookingRoutes(
  app: FastifyInstance,
  { db }: { db: Database },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireRole('admin'));

  api.get(
    '/api/admin/bookings',
    { schema: { ...admin, summary: 'Every booking, newest first; `status` filters, `query` finds a reference (any case, dashes optional, any part), a name, email or phone', querystring: adminBookingsQuery, response: { 200: adminBookingsResponse, ...errors } } },
    async (request, reply) => {
      const filter = { status: request.query.status, search: adminSearchTerms(request.query.query) };
      const page = await listAllBookings(db, filter, pageRequest(request.query));
      setPageHeaders(request, reply, page.nextCursor);
      return page.items;
    },
  );

  api.delete(
    '/api/admin/bookings/:id',
    { schema: { ...admin, summary: 'Delete a booking (a paid one must be canceled, and so refunded, first)', params: idParams, response: { 200: messageResponse, ...errors } } },
    async (request) => {
      await deleteBooking(db, request.params.id);
      return { message: bookingMessages.deleted };
    },
  );
}
