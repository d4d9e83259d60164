import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { safeMessage } from '../lib/log-safety.ts';
import { serverPackageRoot } from '../lib/package-root.ts';
import { pgliteChangeFeed, postgresChangeFeed, type ChangeFeed } from './changes.ts';
import { lockDataDir } from './data-dir-lock.ts';
import * as schema from './schema/index.ts';

type Schema = typeof schema;

/** What services use: the same Drizzle API whichever engine is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A database handle or an open transaction: services accept either. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Changes committed by any instance, for what instances keep in memory (db/changes.ts). */
  changes: ChangeFeed;
  migrate(): Promise<void>;
  /** PostgreSQL only: the pool's connections now (PGlite is one connection and has no pool). */
  poolUse?(): PoolUse;
  /**
   * Embedded databases only: the whole database as one tarball, which a `pglite` target's `image`
   * opens again. Tests migrate one database and start every other from its image.
   */
  dumpImage?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface PoolUse {
  /** Connections open, busy or idle. */
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
}

export type DatabaseTarget =
  | {
      kind: 'postgres';
      url: string;
      /** Errors of idle pooled connections (a server restart, a dropped database); logged by default. */
      onIdleError?: (error: Error) => void;
      /** Connections in the pool (default 10). */
      poolSize?: number;
      /** PostgreSQL cancels any statement running longer (default 5 s); 0 turns it off. */
      statementTimeoutMs?: number;
    }
  /** dataDir undefined keeps the database in memory (tests), started from `image` when given. */
  | { kind: 'pglite'; dataDir: string | undefined; image?: Blob };

const migrationsFolder = () => path.join(serverPackageRoot(), 'src/db/migrations');

/**
 * A failed migration with the database's own reason: Drizzle's message is only the statement
 * ("Failed query: CREATE EXTENSION …"), the reason (permission denied, already exists…) and its
 * SQLSTATE are on the cause. Parameters are left out (migrations have none anyway).
 */
export function migrationError(error: unknown): Error {
  if (!(error instanceof Error)) return new Error(`Migration failed: ${String(error)}`);
  const statement = safeMessage(error.message).trim();
  const cause = error.cause as { message?: unknown; code?: unknown } | undefined;
  const reason = typeof cause?.message === 'string' && cause.message ? cause.message : undefined;
  if (!reason) return error;
  const code = typeof cause?.code === 'string' ? ` (SQLSTATE ${cause.code})` : '';
  return new Error(`Migration failed: ${reason}${code}. ${statement}`, { cause: error });
}

/**
 * Migrations on PostgreSQL, one instance at a time: a session advisory lock on one dedicated
 * connection, held while the migrator runs on that same connection. Instances starting
 * together queue here; the later ones find the migrations applied and have nothing to do.
 */
async function migratePostgres(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query(`select pg_advisory_lock(hashtext('yatrika:migrate'))`);
    // A migration may rebuild an index on a big table: no per-statement limit here (RESET below).
    await client.query('set statement_timeout = 0');
    try {
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder: migrationsFolder() });
    } catch (error) {
      throw migrationError(error);
    } finally {
      await client.query(`reset statement_timeout; select pg_advisory_unlock(hashtext('yatrika:migrate'))`).catch((error: Error) => {
        // The connection is gone, and the lock with it; do not hand the connection back.
        broken = error;
      });
    }
  } finally {
    client.release(broken);
  }
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    // Ten connections keep two cores busy: PostgreSQL answers our short indexed queries in well under
    // a millisecond, so more connections would only queue inside PostgreSQL instead of here.
    // The statement timeout is the server's own: a runaway query is cancelled, its connection kept.
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10, statement_timeout: target.statementTimeoutMs ?? 5000 });
    const onError = target.onIdleError ?? ((error: Error) => console.error(`PostgreSQL connection lost: ${error.message}`));
    // Without a listener, an idle connection dropped by the server would crash the process;
    // the pool replaces it on the next query instead.
    pool.on('error', onError);
    // Fail at boot, with the driver's reason, rather than on the first request.
    await pool.query('select 1');
    const changes = await postgresChangeFeed(target.url, pool, onError);
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      changes,
      migrate: () => migratePostgres(pool),
      poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: async () => {
        await changes.close();
        await pool.end();
      },
    };
  }

  const unlock = target.dataDir ? lockDataDir(target.dataDir) : () => {};
  try {
    const client = await PGlite.create({
      dataDir: target.dataDir ? path.join(target.dataDir, 'pglite') : undefined,
      extensions: { pg_trgm },
      ...(target.image ? { loadDataDir: target.image } : {}),
    });
    const db = drizzlePglite(client, { schema }) as unknown as Database;
    const changes = await pgliteChangeFeed(client);
    return {
      db,
      kind: 'pglite',
      changes,
      migrate: () =>
        migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: migrationsFolder() }).catch((error: unknown) => {
          throw migrationError(error);
        }),
      dumpImage: () => client.dumpDataDir('none'),
      close: async () => {
        await changes.close();
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

export function databaseTarget(config: {
  databaseUrl: string | undefined;
  dataDir: string;
  databasePoolSize?: number;
  statementTimeoutMs?: number;
}): DatabaseTarget {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize, statementTimeoutMs: config.statementTimeoutMs }
    : { kind: 'pglite', dataDir: config.dataDir };
}
