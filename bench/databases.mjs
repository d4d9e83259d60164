// A fresh, migrated, seeded database for one benchmark block, on embedded PGlite or on the
// PostgreSQL server DATABASE_URL names (a throw-away database beside the one it names, so the
// benchmark never writes into a database someone uses).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { hash } from '@node-rs/argon2';
import pg from 'pg';
import { repositoryRoot } from '../scripts/built-server.mjs';
import { BENCH_PASSWORD, proportions, seedCatalogue } from './catalogue.mjs';

// The server's argon2id parameters (apps/server/src/modules/auth/passwords.ts).
const passwordHash = () => hash(BENCH_PASSWORD, { memoryCost: 19456, timeCost: 2, parallelism: 1 });

/** The server's own migration command, so the schema is exactly what `npm start` makes. */
function migrate(env) {
  const run = spawnSync(process.execPath, [path.join(repositoryRoot, 'apps/server/dist/migrate.js')], {
    env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`migrations failed:\n${run.stdout}${run.stderr}`);
}

export async function preparePglite(tours) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'yatrika-bench-'));
  migrate({ DATA_DIR: dataDir, DATABASE_URL: '' });
  // The server keeps PGlite's files in <DATA_DIR>/pglite (apps/server/src/db/client.ts).
  const client = await PGlite.create({ dataDir: path.join(dataDir, 'pglite'), extensions: { pg_trgm } });
  const counts = await seedCatalogue((sql, params) => client.query(sql, params), tours, await passwordHash());
  await client.close();
  return { label: 'PGlite', counts, dataDir, env: { DATABASE_URL: '' }, cleanup: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

/**
 * With BENCH_KEEP_DATABASE=true the PostgreSQL catalogue is kept after the run, as
 * `yatrika_bench_<tours>_kept`, and the next run with the same size uses it again (migrated to the
 * current schema, not seeded again): 1,000,000 tours take many minutes to make.
 */
const keepDatabase = process.env.BENCH_KEEP_DATABASE === 'true';

export async function preparePostgres(serverUrl, tours) {
  // The process id keeps two benchmarks on one PostgreSQL server (two checkouts) out of each other's way.
  const name = keepDatabase ? `yatrika_bench_${tours}_kept` : `yatrika_bench_${tours}_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const kept = keepDatabase && (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  if (!kept) {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  }
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  migrate({ DATABASE_URL: url.toString() });
  if (kept) {
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    const { rows } = await client.query(
      'select (select count(*) from tours)::int as tours, (select count(*) from users)::int as users, exists (select 1 from moment_comments) as finished',
    );
    await client.end();
    // Comments are the seed's last rows: a catalogue whose seeding stopped midway is made again.
    if (rows[0].tours === tours && rows[0].finished) {
      return { label: 'PostgreSQL', counts: { ...proportions(tours), users: rows[0].users }, dataDir: undefined, env: { DATABASE_URL: url.toString() }, cleanup: async () => {} };
    }
    return preparePostgresAfresh(serverUrl, tours, name, url);
  }
  return seedPostgres(serverUrl, tours, name, url);
}

async function preparePostgresAfresh(serverUrl, tours, name, url) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  migrate({ DATABASE_URL: url.toString() });
  return seedPostgres(serverUrl, tours, name, url);
}

async function seedPostgres(serverUrl, tours, name, url) {
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  const counts = await seedCatalogue((sql, params) => client.query(sql, params), tours, await passwordHash());
  await client.end();
  const cleanup = async () => {
    if (keepDatabase) return;
    const again = new pg.Client({ connectionString: serverUrl });
    await again.connect();
    await again.query(`drop database if exists ${name} with (force)`);
    await again.end();
  };
  return { label: 'PostgreSQL', counts, dataDir: undefined, env: { DATABASE_URL: url.toString() }, cleanup };
}
