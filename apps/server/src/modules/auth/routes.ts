import type { CancellationPolicy } from '@yatrika/contract/cancellation';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { JobRunner } from '../../jobs/runner.ts';
import type { PaymentGateway } from '../../providers/payments/gateway.ts';
import accountRoutes from './account-routes.ts';
import accountSettingsRoutes from './account-settings-routes.ts';
import adminUserRoutes from './admin-users-routes.ts';
import emailedLinkRoutes from './emailed-link-routes.ts';
import staffSelfRoutes from './staff-self-routes.ts';

export interface AuthOptions {
  db: Database;
  /** Closing an account refunds its future bookings. */
  gateway: PaymentGateway;
  cancellationPolicy: CancellationPolicy;
  /** Where emailed links point (config.publicUrl). */
  publicUrl: string;
  /** Accounts one client address may create in an hour (SIGNUPS_PER_ADDRESS_PER_HOUR). */
  signUpsPerAddressPerHour: number;
  /** Reset links are made and emailed by a job, after "Forgot password" has answered. */
  jobs: JobRunner;
}

/**
 * Accounts: sign-up, sign-in, profile, the traveller's own settings (password, email, their data,
 * closing the account), the links emailed for those, the administrator's list of travellers, and the signed-in staff account's own role.
 */
export default async function authRoutes(app: FastifyInstance, options: AuthOptions) {
  await app.register(accountRoutes, options);
  await app.register(accountSettingsRoutes, options);
  await app.register(emailedLinkRoutes, options);
  await app.register(adminUserRoutes, options);
  await app.register(staffSelfRoutes);
}
