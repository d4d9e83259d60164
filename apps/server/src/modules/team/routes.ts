import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import teamAdminRoutes from './admin-routes.ts';
import invitationRoutes from './invitation-routes.ts';

/**
 * The operator's team: the admin's list, invitations, roles, suspension and removal, and the
 * emailed invitation's public page. Writes table: staff_invitations; accounts through auth.
 */
export default async function teamRoutes(app: FastifyInstance, options: { db: Database; publicUrl: string }) {
  await app.register(teamAdminRoutes, options);
  await app.register(invitationRoutes, options);
}
