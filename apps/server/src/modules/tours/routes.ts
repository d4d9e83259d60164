import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import adminTourRoutes from './admin-routes.ts';
import publicTourRoutes from './public-routes.ts';
import travellerTourRoutes from './traveller-routes.ts';

/** Each audience in its own plugin, so each role guard covers exactly its routes. */
export default async function tourRoutes(app: FastifyInstance, options: { db: Database }) {
  await app.register(publicTourRoutes, options);
  await app.register(travellerTourRoutes, options);
  await app.register(adminTourRoutes, options);
}
