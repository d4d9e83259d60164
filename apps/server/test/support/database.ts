import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default,
 * or a throw-away database on the PostgreSQL server named by
 * TEST_DATABASE_URL when the suite runs with DB_KIND=postgres.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.DB_KIND !== 'postgres') {
    const handle = await openDatabase({ kind: 'pglite', dataDir: undefined });
    await handle.migrate();
    return handle;
  }
  const empty = await createEmptyPostgresDatabase();
  // Dropping the database at the end terminates its idle connections; that is expected here.
  const handle = await openDatabase({ kind: 'postgres', url: empty.url, onIdleError: () => {} });
  await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await empty.drop();
    },
  };
}

/** A new, empty (not migrated) database on the TEST_DATABASE_URL server, and how to drop it. */
export async function createEmptyPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('DB_KIND=postgres needs TEST_DATABASE_URL');
  const name = `yatrika_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
