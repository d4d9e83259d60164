import { networkInterfaces } from 'node:os';
import { demoTravellers } from './seed/community.ts';

export interface BannerFacts {
  port: number;
  host: string;
  database: { kind: 'pglite'; dataDir: string } | { kind: 'postgres' };
  seedDemo: boolean;
  adminEmail: string | undefined;
  /** Whether SMTP_URL is set: emails are sent, or kept for the administrator to read. */
  sendsEmail: boolean;
}

/** This machine's first external IPv4 address: where a phone on the same network reaches the site. */
function networkAddress(): string | undefined {
  for (const addresses of Object.values(networkInterfaces())) {
    const external = addresses?.find((address) => address.family === 'IPv4' && !address.internal);
    if (external) return external.address;
  }
  return undefined;
}

/**
 * What a person who just ran `npm start` needs: where the site is, how to sign in as the demo
 * traveller and as an administrator, and how to start again from clean demo data.
 */
export function startupBanner(facts: BannerFacts): string {
  const everywhere = facts.host === '0.0.0.0' || facts.host === '::';
  const local = `http://${everywhere ? 'localhost' : facts.host}:${facts.port}`;
  const onNetwork = everywhere ? networkAddress() : undefined;
  const demo = demoTravellers.asha;
  const lines = [
    '',
    `  Yatrika is ready at ${local}`,
    ...(onNetwork ? [`  On your network:   http://${onNetwork}:${facts.port}`] : []),
    '',
    ...(facts.seedDemo ? [`  Demo traveller     ${demo.email} / ${demo.password}`] : []),
    facts.adminEmail
      ? `  Administrator      ${facts.adminEmail} at ${local}/login/admin`
      : '  Administrator      set ADMIN_EMAIL and ADMIN_PASSWORD and restart, then sign in at /login/admin',
    facts.sendsEmail
      ? '  Emails             sent through SMTP_URL; every one is listed at /admindashboard/emails'
      : `  Emails             not sent (no SMTP_URL): read them at ${local}/admindashboard/emails`,
    `  API documentation  ${local}/api/docs`,
    facts.database.kind === 'pglite'
      ? `  Data               ${facts.database.dataDir} (stop, delete it and start again for fresh demo data)`
      : '  Data               PostgreSQL (DATABASE_URL)',
    '',
    '  Requests are logged with LOG_LEVEL=debug. Stop with Ctrl+C.',
    '',
  ];
  return lines.join('\n');
}
