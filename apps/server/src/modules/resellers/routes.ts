import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import adminResellerRoutes from './admin-routes.ts';

/**
 * Resellers (decision 039): the operator's screen of resellers, their keys and commission at
 * `/api/admin/resellers…`. The resellers' own API (OCTO) is another module, which checks their keys
 * through `public.ts`.
 */
export default async function resellerRoutes(app: FastifyInstance, options: { db: Database }) {
  await app.register(adminResellerRoutes, options);
}
