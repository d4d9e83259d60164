import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { ensureSecret } from '../../src/db/settings.ts';
import { liftedLimits } from './app.ts';

/**
 * One more instance of the server on a shared database, as behind a load balancer: configured
 * from `env` like a process would be, resolving the generated signing secret itself as main.ts does.
 * The sign-up, checkout and hold limits are lifted as in createTestApp unless `env` sets them.
 */
export async function startInstance(database: DatabaseHandle, env: Record<string, string> = {}): Promise<FastifyInstance> {
  const config = loadConfig({ SEED_DEMO: 'false', ALLOW_SANDBOX_PAYMENTS: 'true', LOG_LEVEL: 'silent', ...liftedLimits, ...env });
  const jwtSecret = await ensureSecret(database.db, 'jwt_secret');
  const app = await buildApp({ config, db: database.db, changes: database.changes, jwtSecret, logger: false });
  await app.ready();
  return app;
}

/** Serves the app on a free loopback port, for tests that call it over real HTTP; answers its base URL. */
export async function serveOnLoopback(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
}
