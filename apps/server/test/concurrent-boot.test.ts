import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { prepareDatabase } from '../src/boot/prepare.ts';
import { createEmptyPostgresDatabase } from './support/database.ts';

const quiet = { info: () => {} };

// Several instances starting at once on one PostgreSQL server (a deployment rolling out
// replicas together). PostgreSQL only: the embedded database allows one process.
describe.runIf(process.env.DB_KIND === 'postgres')('instances starting together on an empty PostgreSQL database', () => {
  it('all migrate and prepare it, and agree on the generated secret and the administrator', async () => {
    const empty = await createEmptyPostgresDatabase();
    const handles: DatabaseHandle[] = [];
    try {
      for (let i = 0; i < 4; i++) handles.push(await openDatabase({ kind: 'postgres', url: empty.url, onIdleError: () => {} }));
      const config = loadConfig({ SEED_DEMO: 'false', ALLOW_SANDBOX_PAYMENTS: 'true', LOG_LEVEL: 'silent', ADMIN_EMAIL: 'ops@yatrika.test', ADMIN_PASSWORD: 'ops-password-1' });
      const results = await Promise.allSettled(handles.map((handle) => prepareDatabase(handle, config, quiet)));
      const failures = results.flatMap((result) => (result.status === 'rejected' ? [String((result.reason as Error).message)] : []));
      expect(failures).toEqual([]);
      const secrets = results.map((result) => (result.status === 'fulfilled' ? result.value.jwtSecret : undefined));
      expect(new Set(secrets).size).toBe(1);
      const client = new pg.Client({ connectionString: empty.url });
      await client.connect();
      const applied = await client.query('select count(*)::int as count from drizzle.__drizzle_migrations');
      const admins = await client.query("select count(*)::int as count from users where role = 'admin'");
      await client.end();
      expect(applied.rows[0].count).toBeGreaterThan(0);
      expect(admins.rows[0].count).toBe(1);
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
      await empty.drop();
    }
  });

  it("reports a failing migration with PostgreSQL's own reason", async () => {
    const empty = await createEmptyPostgresDatabase();
    const client = new pg.Client({ connectionString: empty.url });
    await client.connect();
    // Something already in the way of the first tables.
    await client.query('create table revoked_tokens (unrelated integer)');
    await client.end();
    const handle = await openDatabase({ kind: 'postgres', url: empty.url, onIdleError: () => {} });
    try {
      const failure = await handle.migrate().then(
        () => undefined,
        (error: unknown) => error as Error,
      );
      expect(failure).toBeInstanceOf(Error);
      expect(failure!.message).toContain('relation "revoked_tokens" already exists');
      expect(failure!.message).toContain('42P07');
    } finally {
      await handle.close();
      await empty.drop();
    }
  });
});
