import { errorResponse, idParams } from '@yatrika/contract/common';
import { ticketResponse } from '@yatrika/contract/tickets';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { bookingCalendarFile, travellerTicket } from './ticket.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const bearer = [{ bearer: [] }];

/** A traveller's e-ticket and calendar file, for their own pending, booked or completed bookings. */
export default async function travellerTicketRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireRole('traveller'));

  api.get(
    '/api/user/bookings/:id/ticket',
    {
      schema: {
        tags: ['bookings'],
        summary: 'The e-ticket of your booking: its reference, signed QR code (SVG) and the trip; 409 for a cancelled booking',
        security: bearer,
        params: idParams,
        response: { 200: ticketResponse, ...errors },
      },
    },
    async (request) => travellerTicket(db, signedInUser(request)._id, request.params.id),
  );

  api.get(
    '/api/user/bookings/:id/calendar.ics',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Your booking as a calendar file (text/calendar): all-day, for the days the tour lasts, at the meeting point',
        security: bearer,
        params: idParams,
        produces: ['text/calendar'],
        response: { 200: z.string().describe('An iCalendar file'), ...errors },
      },
    },
    async (request, reply) => {
      const { reference, file } = await bookingCalendarFile(db, request.params.id, signedInUser(request)._id);
      return reply
        .header('Content-Type', 'text/calendar; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="yatrika-${reference}.ics"`)
        .header('Cache-Control', 'private, no-store')
        .send(file);
    },
  );
}
