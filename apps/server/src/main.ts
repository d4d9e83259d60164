import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { databaseTarget, openDatabase } from './db/client.ts';
import { prepareDatabase } from './boot/prepare.ts';
import { createInstanceLifecycle } from './lib/instance-lifecycle.ts';
import { safeError, safeErrorText } from './lib/log-safety.ts';
import { serverPackageRoot } from './lib/package-root.ts';
import { readableLogStream } from './lib/readable-log.ts';
import { startupBanner } from './boot/banner.ts';

/** The web app built by `npm run build` (apps/web/dist), when it is there. */
function builtWebApp(): string | undefined {
  const root = path.resolve(serverPackageRoot(), '../web/dist');
  return existsSync(path.join(root, 'index.html')) ? root : undefined;
}

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
  // Said at every LOG_LEVEL (straight to stderr, not through the logger): anyone watching this server start
  // must know that its checkout takes no money.
  if (config.payments.provider === 'sandbox') process.stderr.write('Payments are in test mode (sandbox): no money moves.\n');

  // A person at a terminal gets short lines and a banner; anything else (a log collector) gets JSON.
  const readable = config.logFormat === 'readable' || (config.logFormat === 'auto' && process.stdout.isTTY === true);
  const database = await openDatabase(databaseTarget(config));
  const { jwtSecret } = await prepareDatabase(database, config, console);
  const webRoot = builtWebApp();
  const lifecycle = createInstanceLifecycle();
  const app = await buildApp({
    lifecycle,
    poolUse: database.poolUse,
    config,
    db: database.db,
    changes: database.changes,
    jwtSecret,
    webRoot,
    ...(readable ? { logStream: readableLogStream(process.stdout), requestLogging: 'one-line-at-debug' as const } : {}),
  });
  if (!webRoot) app.log.warn('The web app is not built (apps/web/dist); serving the API only. Run `npm run build`.');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // Out of the load balancer's rotation first: /health/ready answers 503 while everything else is
    // still served, for SHUTDOWN_DRAIN_SECONDS (its probes' interval times their failures to count).
    lifecycle.drain();
    if (config.shutdownDrainSeconds > 0) {
      app.log.info({ signal, seconds: config.shutdownDrainSeconds }, 'shutting down: not ready, still serving while the load balancer notices');
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainSeconds * 1000));
    }
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    // Stop accepting connections, let requests in flight finish, then close the database.
    const forceExit = setTimeout(() => process.exit(1), 15_000);
    forceExit.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: safeError(error) }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  if (readable) {
    console.log(
      startupBanner({
        port: config.port,
        host: config.host,
        database: config.databaseUrl ? { kind: 'postgres' } : { kind: 'pglite', dataDir: config.dataDir },
        seedDemo: config.seedDemo,
        adminEmail: config.admin?.email,
        sendsEmail: config.mail.smtpUrl !== undefined,
      }),
    );
  } else {
    app.log.info(`Yatrika is ready at http://localhost:${config.port} (${database.kind} database)`);
  }
}

main().catch((error: unknown) => {
  // The reason without a failed query's parameters (the demo seed's, say, are password hashes).
  console.error(safeErrorText(error));
  process.exit(1);
});
