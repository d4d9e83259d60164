import type { FastifyInstance } from 'fastify';
import type { PlanChangeOptions } from './options.ts';
import travellerPlanChangeRoutes from './traveller-routes.ts';

/**
 * The traveller's own changes to a booking (decision 036): moving it to another date of its tour
 * and changing its party, each quoted first. A change that lowers the price or keeps it is made at
 * once by the bookings module; one that raises it holds the new seats (departures) and opens an
 * order for the difference (checkout), and the bookings module completes it when that order is paid.
 */
export default async function planChangeRoutes(app: FastifyInstance, options: PlanChangeOptions) {
  await app.register(travellerPlanChangeRoutes, options);
}
