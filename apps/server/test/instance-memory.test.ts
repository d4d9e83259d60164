import { brotliDecompressSync } from 'node:zlib';
import { authMessages } from '@yatrika/contract/auth';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { tours } from '../src/db/schema/tours.ts';
import { users } from '../src/db/schema/users.ts';
import { createEmptyPostgresDatabase, createTestDatabase } from './support/database.ts';
import { signInAdmin, signUpTraveller, type SignedIn } from './support/app.ts';
import { banTour, createTour, uniqueTag } from './support/tour-forms.ts';

/**
 * What an instance keeps in memory (public tour lists, tours by id, who a token belongs to)
 * must never outlive the rows behind it, on this instance or another one on the same database.
 * On PostgreSQL the two instances here have their own connections and listeners, as two
 * servers would; embedded PGlite is one process by design, so both share one database handle.
 */
const onPostgres = process.env.DB_KIND === 'postgres';
let handles: DatabaseHandle[];
let dropDatabase: () => Promise<void> = async () => {};
let first: FastifyInstance;
let second: FastifyInstance;
let admin: SignedIn;
let traveller: SignedIn;

async function instance(handle: DatabaseHandle) {
  const config = loadConfig({ SEED_DEMO: 'false', ALLOW_SANDBOX_PAYMENTS: 'true', LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, db: handle.db, changes: handle.changes, jwtSecret: 'memory-test-'.padEnd(48, 'x'), logger: false });
  await app.ready();
  return app;
}

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
    const shared = await createTestDatabase();
    handles = [shared];
  }
  first = await instance(handles[0]!);
  second = await instance(handles.at(-1)!);
  admin = await signInAdmin(first);
  traveller = await signUpTraveller(first);
});

afterAll(async () => {
  await first.close();
  await second.close();
  for (const handle of handles) await handle.close();
  await dropDatabase();
});

/** The other instance has acted on every change committed so far (what sync() promises). */
const secondHasHeard = () => handles.at(-1)!.changes.sync();
const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('the public lists, remembered', () => {
  it('answer the same bytes and page headers as a list made afresh, compressed when asked', async () => {
    for (let index = 0; index < 3; index++) await createTour(first, admin, { title: `Listed ${uniqueTag()}` });
    const plain = await get(first, '/api/routes/destinations?limit=2');
    const again = await get(first, '/api/routes/destinations?limit=2');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(again.body).toBe(plain.body);
    expect(plain.json()).toHaveLength(2);
    expect(plain.headers['x-next-cursor']).toBeTruthy();
    expect(again.headers.link).toBe(plain.headers.link);

    const brotli = await get(first, '/api/routes/destinations', { 'accept-encoding': 'br' });
    const full = await get(first, '/api/routes/destinations');
    expect(brotli.headers['content-encoding']).toBe(full.body.length >= 1024 ? 'br' : undefined);
    const text = brotli.headers['content-encoding'] ? brotliDecompressSync(brotli.rawPayload).toString() : brotli.body;
    expect(text).toBe(full.body);
  });

  it('show a new, changed or banned tour at once on the instance that wrote it', async () => {
    await get(first, '/api/routes/adventure');
    const created = await createTour(first, admin, { category: 'adventure', title: `Fresh ${uniqueTag()}` });
    expect((await get(first, '/api/routes/adventure')).json().data[0]._id).toBe(created._id);
    expect((await get(first, '/api/user/dashboard', traveller.headers)).json()[0]._id).toBe(created._id);
    await banTour(first, admin, created._id);
    expect((await get(first, '/api/routes/destinations')).json().map((tour: { _id: string }) => tour._id)).not.toContain(created._id);
  });

  it('show a tour banned on another instance as soon as that instance has heard of it', async () => {
    const created = await createTour(first, admin, { title: `Shared ${uniqueTag()}` });
    expect((await get(second, `/api/user/tours/${created._id}`, traveller.headers)).statusCode).toBe(200);
    expect((await get(second, '/api/routes/destinations')).json()[0]._id).toBe(created._id);
    await banTour(first, admin, created._id);
    await secondHasHeard();
    expect((await get(second, `/api/user/tours/${created._id}`, traveller.headers)).statusCode).toBe(404);
    expect((await get(second, '/api/routes/destinations')).json().map((tour: { _id: string }) => tour._id)).not.toContain(created._id);
  });

  it('follow a change made straight in the database, by no instance at all', async () => {
    const created = await createTour(first, admin, { title: `Direct ${uniqueTag()}` });
    expect((await get(first, `/api/user/tours/${created._id}`, traveller.headers)).json().title).toBe(created.title);
    await handles[0]!.db.update(tours).set({ title: `Renamed ${created.title}` }).where(eq(tours.id, created._id));
    await handles[0]!.changes.sync();
    expect((await get(first, `/api/user/tours/${created._id}`, traveller.headers)).json().title).toBe(`Renamed ${created.title}`);
  });
});

describe('signed-in requests, remembered', () => {
  it('refuse a signed-out token at once on the instance that signed it out', async () => {
    const someone = await signUpTraveller(first);
    expect((await get(first, '/api/user/profile', someone.headers)).statusCode).toBe(200);
    await first.inject({ method: 'POST', url: '/api/user/logout', headers: someone.headers });
    const refused = await get(first, '/api/user/profile', someone.headers);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: authMessages.sessionEnded });
  });

  it('refuse a token signed out on another instance once that instance has heard of it', async () => {
    const someone = await signUpTraveller(first);
    expect((await get(second, '/api/user/profile', someone.headers)).statusCode).toBe(200);
    expect((await get(second, '/api/user/dashboard', someone.headers)).statusCode).toBe(200);
    await first.inject({ method: 'POST', url: '/api/user/logout', headers: someone.headers });
    await secondHasHeard();
    expect((await get(second, '/api/user/dashboard', someone.headers)).statusCode).toBe(401);
  });

  it('refuse every token of an account deleted or demoted anywhere', async () => {
    const deleted = await signUpTraveller(first);
    const demoted = await signUpTraveller(first);
    for (const who of [deleted, demoted]) expect((await get(second, '/api/user/dashboard', who.headers)).statusCode).toBe(200);
    expect((await first.inject({ method: 'DELETE', url: `/api/admin/users/${deleted.userId}`, headers: admin.headers })).statusCode).toBe(200);
    await handles[0]!.db.update(users).set({ role: 'admin', staffRole: 'owner' }).where(eq(users.id, demoted.userId));
    await secondHasHeard();
    expect((await get(second, '/api/user/dashboard', deleted.headers)).statusCode).toBe(401);
    expect((await get(second, '/api/user/dashboard', demoted.headers)).statusCode).toBe(403);
  });
});
