import { adminBookingsQuery, adminBookingsResponse, bookingMessages, updateBookingStatusRequest, updateBookingStatusResponse } from '@yatrika/contract/bookings';
import { adminSearchTerms } from '@yatrika/contract/admin-search';
import { errorResponse, idParams, messageResponse } from '@yatrika/contract/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { pageRequest, setPageHeaders } from '../../lib/pagination.ts';
import type { PaymentGateway } from '../../providers/payments/gateway.ts';
import { deleteBooking, listAllBookings, updateBookingStatus } from './admin-service.ts';
import type { BookingRules } from './settings.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
const admin = { tags: ['admin'], security: [{ bearer: [] }] };

/** Every booking as an administrator sees it: listed, accepted or canceled (refunded), deleted. */
export default async function adminBookingRoutes(
  app: FastifyInstance,
  { db, gateway, bookingRules }: { db: Database; gateway: PaymentGateway; bookingRules: BookingRules },
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

  api.put(
    '/api/admin/bookings/:id/status',
    {
      schema: {
        ...admin,
        summary: 'Accept (booked) or cancel a pending booking; a paid one is refunded once',
        params: idParams,
        body: updateBookingStatusRequest,
        response: { 200: updateBookingStatusResponse, ...errors },
      },
    },
    async (request) => {
      const booking = await updateBookingStatus(db, gateway, request.log, request.params.id, request.body.status, bookingRules.cancellationPolicy);
      const refundFailed = booking.refund?.status === 'failed';
      return { message: refundFailed ? bookingMessages.refundFailed : bookingMessages.statusUpdated, booking };
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
