import { type BuiltServer, startBuiltServer } from '../../scripts/built-server.mjs';

/** The administrator every test site is created with. */
export const siteAdmin = { email: 'admin@e2e.yatrika.in', password: 'e2e-admin-password' };

export type Site = BuiltServer;

/**
 * Starts the built server the way `npm start` does (node apps/server/dist/main.js) on a free port with a
 * fresh data directory: embedded database with the demo catalogue, sandbox payments, offline packing guide,
 * reconciliation only when asked for.
 * Only PATH and HOME come from this environment, so a DATABASE_URL or provider key set here cannot leak in.
 */
export function startSite(): Promise<Site> {
  return startBuiltServer({
    captureOutput: true,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      SEED_DEMO: 'true',
      ADMIN_EMAIL: siteAdmin.email,
      ADMIN_PASSWORD: siteAdmin.password,
      PAYMENT_PROVIDER: 'sandbox',
      PACKING_GUIDE_PROVIDER: 'offline',
      LOG_LEVEL: 'warn',
      // Reconciliation books or refunds paid orders that never became bookings. A timer running it would
      // settle another journey's payment in the middle of that journey, so it never runs by itself here:
      // a journey that means to run it asks for it (reconcileNow, or the admin Payments screen's button).
      RECONCILE_INTERVAL_SECONDS: '0',
      // A paid order with no booking counts as unbooked (needing attention, due for a refund) at once,
      // so one run settles it without the journey waiting out the 15 minutes a browser gets to verify.
      PAID_ORDER_GRACE_SECONDS: '0',
    },
  });
}
