import type { FastifyInstance } from 'fastify';
import type { ChangeFeed } from '../../db/changes.ts';
import type { Database } from '../../db/client.ts';
import adminTourRoutes from './admin-routes.ts';
import publicTourRoutes from './public-routes.ts';
import { createTourCaches } from './tour-caches.ts';
import travellerTourRoutes from './traveller-routes.ts';

/** Each audience in its own plugin, so each role guard covers exactly its routes. */
export default async function tourRoutes(app: FastifyInstance, { db, changes }: { db: Database; changes: ChangeFeed }) {
  const caches = createTourCaches(changes);
  await app.register(publicTourRoutes, { db, caches });
  await app.register(travellerTourRoutes, { db, caches });
  await app.register(adminTourRoutes, { db });
}
