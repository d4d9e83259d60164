import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import adminCheckInRoutes from './admin-routes.ts';
import guideCheckInRoutes from './guide-routes.ts';

/** Check-in at the meeting point: who of each party came, for the operator's phone, the guide's and the manifest. */
export default async function checkInRoutes(app: FastifyInstance, options: { db: Database }) {
  await app.register(adminCheckInRoutes, options);
  await app.register(guideCheckInRoutes, options);
}
