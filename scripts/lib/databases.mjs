// Throw-away databases for the crash and scale-out commands, and plain SQL access to them.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

export const postgresServerUrl = () => process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** Whether the PostgreSQL server answers; the reason when it does not. */
export async function postgresReachable() {
  const client = new pg.Client({ connectionString: postgresServerUrl(), connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.end();
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}

/** A new empty database on the PostgreSQL server: its URL, and how to drop it. */
export async function createPostgresDatabase(prefix) {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresServerUrl() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(postgresServerUrl());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: postgresServerUrl() });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** SQL on a PostgreSQL database: `query(text, params)` answers the rows. */
export async function openPostgres(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return { query: async (text, params) => (await client.query(text, params)).rows, close: () => client.end() };
}

/** SQL on the server's embedded database, opened directly; only while no server has it open. */
export async function openPglite(dataDir) {
  const db = await PGlite.create(path.join(dataDir, 'pglite'), { extensions: { pg_trgm } });
  return { query: async (text, params) => (await db.query(text, params)).rows, close: () => db.close() };
}
