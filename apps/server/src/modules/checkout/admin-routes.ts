import { errorResponse } from '@yatrika/contract/common';
import { phoneBookingRequest, phoneBookingResponse } from '@yatrika/contract/phone-booking';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import type { BookingRules } from '../bookings/public.ts';
import { takePhoneBooking } from './phone-booking.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 409: errorResponse };
const admin = { tags: ['admin'], security: [{ bearer: [] }] };

/** The operator taking money: a booking by phone, paid offline. */
export default async function adminCheckoutRoutes(
  app: FastifyInstance,
  { db, bookingRules, publicUrl }: { db: Database; bookingRules: BookingRules; publicUrl: string },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireRole('admin'));

  api.post(
    '/api/admin/bookings',
    {
      schema: {
        ...admin,
        summary: 'Take a booking by phone, paid offline (cash, UPI, bank transfer): priced by the server, booked at once, the traveller found by email or given an account',
        body: phoneBookingRequest,
        response: { 201: phoneBookingResponse, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await takePhoneBooking(db, request.body, bookingRules, publicUrl);
      return reply.status(201).send(answer);
    },
  );
}
