import { randomUUID } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { buildApp, type AppOptions } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import type { ChangeFeed } from '../../src/db/changes.ts';
import type { Database } from '../../src/db/client.ts';
import { freshClientAddress } from './accounts.ts';
import { createTestDatabase } from './database.ts';

/** The signing secret of every test app, for tests that make their own tokens. */
export const testJwtSecret = 'test-secret-'.padEnd(48, 'x');

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  changes: ChangeFeed;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database, no demo data, no logging. Reconciliation is not scheduled
 * (tests run it when they mean to); pass `reconciliation` to schedule it. Every injected request
 * comes from 127.0.0.1 and tests share a few accounts across many tours, so the sign-up and
 * checkout rate limits and the holds per account are lifted; the tests of those limits pass
 * `rateLimits`, `maxHoldsPerAccount` and `maxHeldSeatsPerAccount`.
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  appOptions: Pick<AppOptions, 'webRoot' | 'pollJobs' | 'onRoute'> = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  // Pages say nothing of measuring speed (VITALS_SAMPLE_RATE 0), so tests of the served page read it
  // exactly; the speed tests pass `vitalsSampleRate`.
  const config: Config = {
    ...loadConfig({ SEED_DEMO: 'false', ALLOW_SANDBOX_PAYMENTS: 'true', LOG_LEVEL: 'silent', RECONCILE_INTERVAL_SECONDS: '0', EMAIL_INTERVAL_SECONDS: '0', VITALS_SAMPLE_RATE: '0', ...liftedLimits }),
    ...overrides,
  };
  const app = await buildApp({ config, db: database.db, changes: database.changes, jwtSecret: testJwtSecret, logger: false, ...appOptions });
  await app.ready();
  return {
    app,
    db: database.db,
    changes: database.changes,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** Sign-ups, checkouts and holds as many as any test makes from 127.0.0.1. */
export const liftedLimits = {
  SIGNUPS_PER_ADDRESS_PER_HOUR: '1000000',
  CHECKOUTS_PER_ACCOUNT_PER_15_MINUTES: '1000000',
  CHECKOUTS_PER_ADDRESS_PER_15_MINUTES: '1000000',
  MAX_HOLDS_PER_ACCOUNT: '1000',
  MAX_HELD_SEATS_PER_ACCOUNT: '100000',
};

let counter = 0;

/** A unique, valid traveller registration; pass fields to override. */
export function travellerDetails(overrides: Record<string, unknown> = {}) {
  const tag = `${Date.now().toString(36)}${(counter++).toString(36)}${randomUUID().slice(0, 4)}`;
  return {
    firstname: 'Asha',
    lastname: 'Verma',
    username: `asha_${tag}`,
    email: `asha.${tag}@example.in`,
    phone: '9876543210',
    gender: 'Female',
    password: 'correct-horse-42',
    ...overrides,
  };
}

export interface SignedIn {
  token: string;
  userId: string;
  email: string;
  username: string;
  headers: { authorization: string };
  /**
   * The client address this traveller calls from, when the test helpers send it (checkouts):
   * different travellers are different people, so one's lapsed hold does not make another wait
   * by address (decision 013). Unset: 127.0.0.1, like every injected request.
   */
  remoteAddress?: string;
}

export async function signUpTraveller(app: FastifyInstance, overrides: Record<string, unknown> = {}): Promise<SignedIn> {
  const details = travellerDetails(overrides);
  const remoteAddress = freshClientAddress();
  const response = await app.inject({ method: 'POST', url: '/api/user/register', payload: details, remoteAddress });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const { token, user } = response.json();
  return { token, userId: user._id, email: details.email, username: details.username, headers: { authorization: `Bearer ${token}` }, remoteAddress };
}

/** Signs up the first administrator through the first-run endpoint, or reuses one. */
export async function signInAdmin(app: FastifyInstance): Promise<SignedIn> {
  const email = `admin.${randomUUID().slice(0, 8)}@yatrika.test`;
  const password = 'admin-password-1';
  let response = await app.inject({ method: 'POST', url: '/api/admin/register', payload: { name: 'Test Admin', email, password } });
  if (response.statusCode === 403) {
    // An admin exists already in this database: ask it to create another.
    const existing = adminTokens.get(app);
    if (!existing) throw new Error('an admin exists but its token is unknown');
    response = await app.inject({ method: 'POST', url: '/api/admin/register', headers: existing.headers, payload: { name: 'Test Admin', email, password } });
  }
  if (response.statusCode !== 201) throw new Error(`admin register failed: ${response.statusCode} ${response.body}`);
  const { token, user } = response.json();
  const signedIn = { token, userId: user._id, email, username: user.username, headers: { authorization: `Bearer ${token}` } };
  if (!adminTokens.has(app)) adminTokens.set(app, signedIn);
  return signedIn;
}

const adminTokens = new WeakMap<FastifyInstance, SignedIn>();

/** A real PNG, made on the fly, for upload tests. */
export function pngImage(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } }).png().toBuffer();
}

/**
 * A PNG that declares `width` × `height` pixels in its header but carries no pixel data:
 * enough for a decoder to read its size, without making a picture that big.
 */
export function pngDeclaring(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(4 + typed.length + 4);
    out.writeUInt32BE(data.length, 0);
    typed.copy(out, 4);
    out.writeUInt32BE(crc(typed), 4 + typed.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.alloc(0))), chunk('IEND', Buffer.alloc(0))]);
}

/** Builds a multipart/form-data body for app.inject. */
export function multipartBody(fields: Record<string, string>, file?: { field: string; filename: string; contentType: string; data: Buffer }) {
  const boundary = `----yatrika${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
