import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, startBuiltServer } from '../../scripts/built-server.mjs';
import { startSmtpSink, type SmtpSink } from '../../apps/server/test/support/smtp-sink.ts';

/** The administrator every test site is created with. */
export const siteAdmin = { email: 'admin@e2e.yatrika.in', password: 'e2e-admin-password' };

/**
 * A running site as a journey sees it: its address, and for the shared site the administrator's session
 * token, signed in once for the whole run (admin sign-ins are limited to 10 per 15 minutes).
 */
export interface Site {
  url: string;
  adminToken?: string;
  /** The mail server the site sends through: what arrived there, parsed. */
  mailbox: SmtpSink;
}

/** A site this process started: it stops it (and removes its data directory) when done. */
export interface OwnedSite extends Site {
  dataDir: string;
  output: () => string;
  stop: (options?: { keepData?: boolean }) => Promise<void>;
}

/**
 * The environment `npm start` gets on a test site: embedded database with the demo catalogue, sandbox
 * payments, offline packing guide, reconciliation only when asked for.
 * Only PATH and HOME come from this environment, so a DATABASE_URL or provider key set here cannot leak in.
 */
const siteEnv = () => ({
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
  // Every journey's browser and API calls come from 127.0.0.1, and the journeys sign up and open
  // checkouts far more often than one household would: the per-address limits would refuse them.
  SIGNUPS_PER_ADDRESS_PER_HOUR: '100000',
  CHECKOUTS_PER_ADDRESS_PER_15_MINUTES: '100000',
});

/**
 * Starts the built server the way `npm start` does (node apps/server/dist/main.js) on a free port, on a
 * data directory of its own.
 */
async function startOn(dataDir: string): Promise<OwnedSite> {
  // A real SMTP server for the site, and its own address as PUBLIC_URL, so links in its emails open it.
  const mailbox = await startSmtpSink();
  const port = await freePort();
  const env = { ...siteEnv(), SMTP_URL: mailbox.url, PUBLIC_URL: `http://127.0.0.1:${port}` };
  const server = await startBuiltServer({ captureOutput: true, dataDir, env, port }).catch(async (error: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    await mailbox.close();
    throw error;
  });
  return {
    url: server.url,
    dataDir,
    mailbox,
    output: server.output,
    stop: async ({ keepData = false } = {}) => {
      await server.stop();
      await mailbox.close();
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A new site's data directory, made once per run: the built server started on an empty directory
 * (migrations, the signing secret, the first administrator and the demo catalogue, as on a first
 * `npm start`), then stopped. Starting on a copy of it is the same fresh site, in about a tenth of the
 * time (the demo catalogue's pictures and accounts are made once, not once per site).
 */
export async function prepareNewSiteData(): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'yatrika-e2e-new-'));
  const site = await startOn(dataDir);
  await site.stop({ keepData: true });
  return dataDir;
}

/** Starts a fresh site: the built server on its own copy of the new site's data directory. */
export function startSite(newSiteData: string): Promise<OwnedSite> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'yatrika-e2e-'));
  cpSync(newSiteData, dataDir, { recursive: true });
  return startOn(dataDir);
}
