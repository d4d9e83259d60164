import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import adminTourRoutes from './admin-routes.ts';
import publicTourRoutes from './public-routes.ts';
import type { TourCaches } from './tour-caches.ts';
import travellerTourRoutes from './traveller-routes.ts';

export interface TourRouteOptions {
  db: Database;
  caches: TourCaches;
  /** Days ahead a departure can be booked (config), for the lists' date filter. */
  horizonDays: number;
}

/** Each audience in its own plugin, so each role guard covers exactly its routes. */
/** `caches` are made in app.ts (createTourCaches), which shares them with the tour page's picture preload. */
export default async function tourRoutes(app: FastifyInstance, { db, caches, horizonDays }: TourRouteOptions) {
  await app.register(publicTourRoutes, { db, caches, horizonDays });
  await app.register(travellerTourRoutes, { db, caches, horizonDays });
  await app.register(adminTourRoutes, { db });
}
