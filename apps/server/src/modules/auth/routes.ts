import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import accountRoutes from './account-routes.ts';
import adminUserRoutes from './admin-users-routes.ts';

/** Accounts: sign-up, sign-in, profile, and the administrator's list of travellers. */
export default async function authRoutes(app: FastifyInstance, options: { db: Database }) {
  await app.register(accountRoutes, options);
  await app.register(adminUserRoutes, options);
}
