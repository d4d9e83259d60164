import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import adminGuideRoutes from './admin-routes.ts';

/** Assigning guides to tours and departures. */
export default async function guideRoutes(app: FastifyInstance, options: { db: Database }) {
  await app.register(adminGuideRoutes, options);
}
