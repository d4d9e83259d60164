import type { FastifyInstance } from 'fastify';
import operatorPlanChangeRoutes from './operator-routes.ts';
import type { PlanChangeOptions } from './options.ts';
import travellerPlanChangeRoutes from './traveller-routes.ts';

/**
 * Changes to a booking's plan. The traveller's own (decision 036): moving it to another date of its
 * tour and changing its party, each quoted first; one that lowers the price or keeps it is made at
 * once, one that raises it holds the new seats (departures) and opens an order for the difference
 * (checkout's, handed in), completed by `applyPaidTopUp` when that order is paid. The operator's
 * (decisions 016 and 023): a move to another departure and a change of party.
 */
export default async function planChangeRoutes(app: FastifyInstance, options: PlanChangeOptions) {
  await app.register(travellerPlanChangeRoutes, options);
  await app.register(operatorPlanChangeRoutes, options);
}
