import { authMessages } from '@yatrika/contract/auth';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { liftedLimits, signInAdmin } from './support/app.ts';
import { createEmptyPostgresDatabase, createTestDatabase } from './support/database.ts';
import { colleague } from './support/team.ts';

/**
 * Suspending or removing a colleague ends their sessions on every instance at once, not only on
 * the one that took the request: each instance remembers who a token belongs to, and forgets on
 * every change to the accounts. On PostgreSQL the two instances have their own connections and
 * listeners, as two servers would; embedded PGlite is one process, so both share one handle.
 */
/** One instance of the server on the shared database, without background jobs: what is tested here is who a token belongs to. */
async function instance(handle: DatabaseHandle): Promise<FastifyInstance> {
  const config = loadConfig({ SEED_DEMO: 'false', ALLOW_SANDBOX_PAYMENTS: 'true', LOG_LEVEL: 'silent', ...liftedLimits });
  const app = await buildApp({ config, db: handle.db, changes: handle.changes, jwtSecret: 'team-instances-'.padEnd(48, 'x'), logger: false, pollJobs: false });
  await app.ready();
  return app;
}

const onPostgres = process.env.DB_KIND === 'postgres';
let handles: DatabaseHandle[];
let dropDatabase: () => Promise<void> = async () => {};
let first: FastifyInstance;
let second: FastifyInstance;

beforeAll(async () => {
  if (onPostgres) {
    const empty = await createEmptyPostgresDatabase();
    dropDatabase = empty.drop;
    handles = [
      await openDatabase({ kind: 'postgres', url: empty.url, onIdleError: () => {} }),
      await openDatabase({ kind: 'postgres', url: empty.url, onIdleError: () => {} }),
    ];
    await handles[0]!.migrate();
  } else {
    handles = [await createTestDatabase()];
  }
  first = await instance(handles[0]!);
  second = await instance(handles.at(-1)!);
}, 300_000);

afterAll(async () => {
  await first?.close();
  await second?.close();
  for (const handle of handles ?? []) await handle.close();
  await dropDatabase();
});

const secondHasHeard = () => handles.at(-1)!.changes.sync();
const bookingsOn = (app: FastifyInstance, headers: { authorization: string }) => app.inject({ method: 'GET', url: '/api/admin/bookings', headers });

describe('a suspended or removed colleague, on another instance', () => {
  it("is refused at once: the second instance had remembered the colleague's token", async () => {
    const owner = await signInAdmin(first);
    const desk = await colleague(first, handles[0]!.db, owner, 'manager');
    const other = await colleague(first, handles[0]!.db, owner, 'manager');
    // The second instance signs both in and remembers them.
    expect((await bookingsOn(second, desk.headers)).statusCode).toBe(200);
    expect((await bookingsOn(second, other.headers)).statusCode).toBe(200);

    expect((await first.inject({ method: 'POST', url: `/api/admin/team/members/${desk.userId}/suspend`, headers: owner.headers })).statusCode).toBe(200);
    expect((await first.inject({ method: 'DELETE', url: `/api/admin/team/members/${other.userId}`, headers: owner.headers })).statusCode).toBe(200);
    await secondHasHeard();
    for (const refused of [await bookingsOn(second, desk.headers), await bookingsOn(second, other.headers)]) {
      expect(refused.statusCode).toBe(401);
      expect(refused.json().message).toBe(authMessages.sessionEnded);
    }
  });
});
