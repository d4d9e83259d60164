import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { prepareTicketKey } from './ticket-code.ts';
import travellerTicketRoutes from './traveller-routes.ts';

/**
 * E-tickets: a booking's signed QR code, the ticket page's details and its calendar file. The
 * check-in at the meeting point verifies the codes through this module's public.ts.
 */
export default async function ticketRoutes(app: FastifyInstance, options: { db: Database }) {
  await prepareTicketKey(options.db);
  await app.register(travellerTicketRoutes, options);
}
