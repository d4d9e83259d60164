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
import { wrongCodeLimits } from './two-step/code-rate-limits.ts';
import twoStepRoutes from './two-step/routes.ts';
import { secretBox } from './two-step/secret-box.ts';

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
  /** The server's signing secret: authenticator secrets are encrypted with a key derived from it (decision 049). */
  jwtSecret: string;
}

/**
 * Accounts: sign-up, sign-in, profile, the traveller's own settings (password, email, their data,
 * closing the account), the links emailed for those, the administrator's list of travellers, the
 * signed-in staff account's own role, and staff accounts' two-step sign-in.
 */
export default async function authRoutes(app: FastifyInstance, options: AuthOptions) {
  // One encryption key and one set of wrong-code limits for the admin login and the enrolment routes.
  const twoStep = { box: secretBox(options.jwtSecret), limits: wrongCodeLimits(app) };
  await app.register(accountRoutes, { ...options, twoStep });
  await app.register(twoStepRoutes, { db: options.db, ...twoStep });
  await app.register(accountSettingsRoutes, options);
  await app.register(emailedLinkRoutes, options);
  await app.register(adminUserRoutes, options);
  await app.register(staffSelfRoutes);
}
