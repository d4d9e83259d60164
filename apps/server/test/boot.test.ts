import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { prepareDatabase } from '../src/boot/prepare.ts';
import { travellerDetails } from './support/app.ts';

const quiet = { info: () => {} };

/** Boots the app the way main.ts does, on an embedded database in `dataDir`. */
async function boot(dataDir: string, env: Record<string, string> = {}) {
  const config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false', ALLOW_SANDBOX_PAYMENTS: 'true', LOG_LEVEL: 'silent', ...env });
  const database = await openDatabase({ kind: 'pglite', dataDir: config.dataDir });
  const { jwtSecret } = await prepareDatabase(database, config, quiet);
  const app = await buildApp({ config, db: database.db, changes: database.changes, jwtSecret, logger: false });
  return { app, close: async () => (await app.close(), await database.close()) };
}

// These boot on embedded PGlite files; the PostgreSQL run covers the same code through createTestApp.
describe.runIf(process.env.DB_KIND !== 'postgres')('booting on an embedded database', () => {
  it('keeps accounts, the signing secret and sign-outs across a restart', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'yatrika-boot-'));
    const details = travellerDetails();

    let server = await boot(dataDir);
    const registered = await server.app.inject({ method: 'POST', url: '/api/user/register', payload: details });
    const keptToken = registered.json().token as string;
    const login = await server.app.inject({ method: 'POST', url: '/api/user/login', payload: { email: details.email, password: details.password } });
    const signedOutToken = login.json().token as string;
    await server.app.inject({ method: 'POST', url: '/api/user/logout', headers: { authorization: `Bearer ${signedOutToken}` } });
    await server.close();

    server = await boot(dataDir);
    const kept = await server.app.inject({ method: 'GET', url: '/api/user/profile', headers: { authorization: `Bearer ${keptToken}` } });
    expect(kept.statusCode).toBe(200);
    const signedOut = await server.app.inject({ method: 'GET', url: '/api/user/profile', headers: { authorization: `Bearer ${signedOutToken}` } });
    expect(signedOut.statusCode).toBe(401);
    await server.close();
  });

  it('refuses a second process on the same data folder with a clear message', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'yatrika-boot-'));
    const server = await boot(dataDir);
    const clientModule = new URL('../src/db/client.ts', import.meta.url).pathname;
    const second = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', `const { openDatabase } = await import(${JSON.stringify(clientModule)}); await openDatabase({ kind: 'pglite', dataDir: ${JSON.stringify(dataDir)} });`],
      { encoding: 'utf8', timeout: 60_000 },
    );
    expect(second.status).not.toBe(0);
    expect(second.stderr).toContain('is already in use by another Yatrika process');
    // The first process is unharmed.
    expect((await server.app.inject({ method: 'GET', url: '/api/admin/dashboard' })).statusCode).toBe(401);
    await server.close();
  });

  it('creates the configured administrator at boot and updates its password', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'yatrika-boot-'));
    let server = await boot(dataDir, { ADMIN_EMAIL: 'ops@yatrika.test', ADMIN_PASSWORD: 'first-password' });
    const first = await server.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: 'ops@yatrika.test', password: 'first-password' } });
    expect(first.statusCode).toBe(200);
    await server.close();

    server = await boot(dataDir, { ADMIN_EMAIL: 'ops@yatrika.test', ADMIN_PASSWORD: 'second-password' });
    const old = await server.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: 'ops@yatrika.test', password: 'first-password' } });
    expect(old.statusCode).toBe(401);
    const renewed = await server.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: 'ops@yatrika.test', password: 'second-password' } });
    expect(renewed.statusCode).toBe(200);
    await server.close();
  });
});
