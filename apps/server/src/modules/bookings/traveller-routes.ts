import {
  bookingMessages,
  cancelBookingResponse,
  createBookingRequest,
  createBookingResponse,
  myBookingResponse,
  myBookingsResponse,
} from '@yatrika/contract/bookings';
import { cancellationQuoteResponse } from '@yatrika/contract/cancellation';
import { errorResponse, idParams, pageQuery } from '@yatrika/contract/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { pageRequest, setPageHeaders } from '../../lib/pagination.ts';
import { signedInUser } from '../../plugins/auth.ts';
import type { PaymentGateway } from '../../providers/payments/gateway.ts';
import { travellerAnswer } from './traveller-answers.ts';
import { cancelMessage } from './cancel.ts';
import { refuseResoldToTraveller } from './resold.ts';
import type { BookingRules } from './settings.ts';
import * as bookings from './service.ts';
import type { MarkOrderBooked } from './paid-booking.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
const bearer = [{ bearer: [] }];

/** A traveller's own bookings: book against a paid order, list, cancel. */
export default async function travellerBookingRoutes(
  app: FastifyInstance,
  { db, gateway, bookingRules, markOrderBooked }: { db: Database; gateway: PaymentGateway; bookingRules: BookingRules; markOrderBooked: MarkOrderBooked },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireRole('traveller'));

  api.post(
    '/api/user/bookings',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Book against a paid order (201); the same request again answers the same booking (200)',
        description: 'Needs a paid, unused order of yours whose amount is price × people × 100: `orderId`, or found. 402 without one.',
        security: bearer,
        body: createBookingRequest,
        response: { 200: createBookingResponse, 201: createBookingResponse, 402: errorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { booking, created } = await bookings.createBooking(db, signedInUser(request)._id, request.body, bookingRules, markOrderBooked);
      return reply.status(created ? 201 : 200).send({ message: bookingMessages.created, booking });
    },
  );

  api.get(
    '/api/user/bookings',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Your bookings, newest first',
        security: bearer,
        querystring: pageQuery,
        response: { 200: myBookingsResponse, ...errors },
      },
    },
    async (request, reply) => {
      const page = await bookings.listMyBookings(db, signedInUser(request)._id, pageRequest(request.query));
      setPageHeaders(request, reply, page.nextCursor);
      return { bookings: page.items };
    },
  );

  api.get(
    '/api/user/bookings/:id',
    {
      schema: {
        tags: ['bookings'],
        summary: 'One of your bookings, with its reference and payment: its receipt',
        security: bearer,
        params: idParams,
        response: { 200: myBookingResponse, ...errors },
      },
    },
    async (request) => ({ booking: await bookings.getMyBooking(db, signedInUser(request)._id, request.params.id) }),
  );

  api.delete(
    '/api/user/bookings/:id',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Cancel your pending or booked booking (it stays, canceled); a paid one is refunded once, as the cancellation policy says',
        security: bearer,
        params: idParams,
        response: { 200: cancelBookingResponse, ...errors },
      },
    },
    async (request) => {
      await refuseResoldToTraveller(db, signedInUser(request)._id, request.params.id);
      const { row, refunds } = await bookings.cancelMyBooking(db, gateway, request.log, signedInUser(request)._id, request.params.id, bookingRules.cancellationPolicy);
      return { message: cancelMessage(refunds), booking: await travellerAnswer(db, row) };
    },
  );

  api.get(
    '/api/user/bookings/:id/cancellation',
    {
      schema: {
        tags: ['bookings'],
        summary: 'What cancelling your booking now gives back, and until when a cancel gets everything back',
        security: bearer,
        params: idParams,
        response: { 200: cancellationQuoteResponse, ...errors },
      },
    },
    async (request, reply) => {
      // A quote is true for this moment only.
      reply.header('Cache-Control', 'no-store');
      await refuseResoldToTraveller(db, signedInUser(request)._id, request.params.id);
      return bookings.quoteMyCancellation(db, signedInUser(request)._id, request.params.id, bookingRules.cancellationPolicy);
    },
  );
}
