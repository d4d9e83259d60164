import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default,
 * or a throw-away database on the PostgreSQL server named by
 * TEST_DATABASE_URL when the suite runs with DB_KIND=postgres.
 *
 * Both start from a copy of one migrated database instead of migrating each time: a new PGlite
 * spends about 4 s creating its cluster and under 1 s loading a migrated image, and PostgreSQL
 * copies a template database faster than it runs every migration. The copy is keyed by the
 * migrations' content, so a changed or added migration makes a new one.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.DB_KIND !== 'postgres') {
    const handle = await openDatabase({ kind: 'pglite', dataDir: undefined, image: await migratedPgliteImage() });
    // Finds every migration applied: a check, not work.
    await handle.migrate();
    return handle;
  }
  const empty = await createEmptyPostgresDatabase(await migratedPostgresTemplate());
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

const migrationsFolder = fileURLToPath(new URL('../../src/db/migrations/', import.meta.url));

/** The migrations' content in a few characters: the name of the migrated copy they make. */
function migrationsKey(): string {
  const hash = createHash('sha256');
  const files = [...readdirSync(migrationsFolder).filter((name) => name.endsWith('.sql')).toSorted(), 'meta/_journal.json'];
  for (const name of files) hash.update(name).update(readFileSync(path.join(migrationsFolder, name)));
  return hash.digest('hex').slice(0, 16);
}

/**
 * The migrated PGlite image, made by the first test file that needs it and kept in the system's
 * temporary folder for the other workers and later runs, and in memory for the files that run
 * after it in the same worker. Two files making it at once each write their own and rename it into
 * place: either copy is the same database.
 *
 * The image holds the application's database alone: the cluster's two template databases (which
 * only CREATE DATABASE reads, and no test creates a database on PGlite) are dropped before it is
 * written. That takes it from about 1,300 files (43 MB) to about 700 (28 MB), and a new test
 * database, every test file's first step, from about 0.85 s to 0.6 s.
 */
let pgliteImage: Promise<Blob> | undefined;
function migratedPgliteImage(): Promise<Blob> {
  pgliteImage ??= readOrMakePgliteImage();
  pgliteImage.catch(() => (pgliteImage = undefined));
  return pgliteImage;
}

async function readOrMakePgliteImage(): Promise<Blob> {
  const file = path.join(tmpdir(), `yatrika-test-pglite-app-only-${migrationsKey()}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    const handle = await openDatabase({ kind: 'pglite', dataDir: undefined });
    try {
      await handle.migrate();
      await handle.db.execute(sql`update pg_database set datistemplate = false where datname in ('template0', 'template1')`);
      await handle.db.execute(sql`drop database template0`);
      await handle.db.execute(sql`drop database template1`);
      const image = await handle.dumpImage!();
      const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      await writeFile(partial, Buffer.from(await image.arrayBuffer()));
      await rename(partial, file);
      return image;
    } finally {
      await handle.close();
    }
  }
}

/**
 * The name of a migrated template database on the TEST_DATABASE_URL server, made by the first test
 * file that needs it: migrated under another name, then renamed, so no file ever copies a template
 * still being migrated. A file that loses the race to rename drops its own.
 */
async function migratedPostgresTemplate(): Promise<string> {
  const name = `yatrika_template_${migrationsKey()}`;
  const exists = await onServer(async (admin) => (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1);
  if (exists) return name;
  const draft = await createEmptyPostgresDatabase();
  const handle = await openDatabase({ kind: 'postgres', url: draft.url, onIdleError: () => {} });
  try {
    await handle.migrate();
  } finally {
    await handle.close();
  }
  await onServer(async (admin) => {
    try {
      await admin.query(`alter database ${draft.name} rename to ${name}`);
    } catch (error) {
      // 42P04: another file renamed its own first.
      if ((error as { code?: string }).code !== '42P04') throw error;
      await draft.drop();
    }
  });
  return name;
}

async function onServer<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('DB_KIND=postgres needs TEST_DATABASE_URL');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/**
 * A new database on the TEST_DATABASE_URL server, and how to drop it: empty (not migrated), or a
 * copy of `template`.
 */
export async function createEmptyPostgresDatabase(template?: string): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `yatrika_test_${randomBytes(6).toString('hex')}`;
  await onServer((admin) => admin.query(`create database ${name}${template ? ` template ${template}` : ''}`));
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => onServer((admin) => admin.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}
