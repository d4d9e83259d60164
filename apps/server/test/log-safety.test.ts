import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { users } from '../src/db/schema/users.ts';
import { safeErrorText } from '../src/lib/log-safety.ts';
import { createTestDatabase } from './support/database.ts';
import { travellerDetails } from './support/app.ts';

const GENERIC = { message: 'Something went wrong on our side. Please try again in a moment.' };

describe('logs when the database fails mid-request', () => {
  it('carry no email, phone, password, hash or token, and the client gets the generic 500', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const database = await createTestDatabase();
    // The production logger (level and redaction), writing here instead of stdout.
    const app = await buildApp({
      config: loadConfig({ SEED_DEMO: 'false', ALLOW_SANDBOX_PAYMENTS: 'true', LOG_LEVEL: 'info' }),
      db: database.db,
      changes: database.changes,
      jwtSecret: 'log-secret-'.padEnd(48, 'x'),
      logStream,
    });
    await app.ready();
    try {
      const details = travellerDetails({ phone: '+91 98111 22334', password: 'secret-horse-77' });
      const registered = await app.inject({ method: 'POST', url: '/api/user/register', payload: details });
      expect(registered.statusCode).toBe(201);
      const token = registered.json().token as string;
      const [row] = await database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, details.email.toLowerCase()));
      const hash = row!.hash!;

      // Pull the database out from under the app: every query now fails, carrying its parameters.
      const client = (database.db as unknown as { $client: { close?(): Promise<void>; end?(): Promise<void> } }).$client;
      await (process.env.DB_KIND === 'postgres' ? client.end!() : client.close!());

      const failing = [
        await app.inject({ method: 'POST', url: '/api/user/login', payload: { email: details.email, password: details.password } }),
        await app.inject({ method: 'POST', url: '/api/user/register', payload: { ...details, username: `${details.username}_2`, email: `two.${details.email}` } }),
        await app.inject({ method: 'GET', url: '/api/user/profile', headers: { authorization: `Bearer ${token}` } }),
      ];
      for (const response of failing) {
        expect(response.statusCode).toBe(500);
        expect(response.json()).toEqual(GENERIC);
      }

      const log = lines.join('');
      expect(log).toContain('request failed');
      for (const secret of [details.email, `two.${details.email}`, details.phone, details.password, hash, token, token.split('.')[2]!]) {
        expect(log).not.toContain(secret);
      }
      expect(log).not.toContain('$argon2');
      expect(log).not.toMatch(/params:/);
    } finally {
      await app.close();
      await database.close().catch(() => {});
    }
  });
});

describe('safeErrorText', () => {
  it("keeps a failed query's SQL and the database's reason, not its parameters", () => {
    const error = Object.assign(new Error('Failed query: insert into "users" ("email", "password_hash") values ($1, $2)\nparams: asha@example.in,$argon2id$v=19$m=65536,t=3,p=4$c2FsdA$aGFzaA'), {
      query: 'insert into "users" ("email", "password_hash") values ($1, $2)',
      params: ['asha@example.in', '$argon2id$v=19$m=65536,t=3,p=4$c2FsdA$aGFzaA'],
      cause: Object.assign(new Error('Connection terminated unexpectedly'), { code: '57P01' }),
    });
    const text = safeErrorText(error);
    expect(text).toContain('insert into "users"');
    expect(text).toContain('Connection terminated unexpectedly (57P01)');
    expect(text).not.toContain('asha@example.in');
    expect(text).not.toContain('argon2');
  });
});
