import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import adminDepartureRoutes from './admin-routes.ts';

/**
 * The operator's Departures screen: each date's capacity, closing a date, and its manifest.
 * The public calendar of seats is a tour address (`/api/routes/tours/:id/availability`) and
 * is served by tours, which reads it through this module's public.ts.
 */
export default async function departureRoutes(app: FastifyInstance, options: { db: Database }) {
  await app.register(adminDepartureRoutes, options);
}
