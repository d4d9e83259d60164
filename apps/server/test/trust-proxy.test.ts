import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../src/config.ts';
import type { DatabaseHandle } from '../src/db/client.ts';
import { createTestDatabase } from './support/database.ts';
import { startInstance } from './support/instances.ts';
import { travellerDetails } from './support/app.ts';

/**
 * Every form of TRUST_PROXY the README documents, booted and asked which client the per-address
 * limits count. One sign-up an hour per address: after a sign-up through the proxy, the address
 * the limit counted is refused its own, and the proxy's address is not. A Fastify upgrade that
 * changes what a form means (5.12.8 stopped honouring hop counts) fails here, not in production.
 */
let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const signUp = (app: FastifyInstance, remoteAddress: string, forwardedFor?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/user/register',
    payload: travellerDetails(),
    remoteAddress,
    ...(forwardedFor ? { headers: { 'x-forwarded-for': forwardedFor } } : {}),
  });

/** Signs up through `proxy` with X-Forwarded-For, then answers which address the limit counted. */
async function addressCounted(app: FastifyInstance, proxy: string, forwardedFor: string, candidates: string[]): Promise<string[]> {
  expect((await signUp(app, proxy, forwardedFor)).statusCode).toBe(201);
  const counted: string[] = [];
  // A sign-up straight from each candidate: refused exactly when the one above counted it.
  for (const candidate of candidates) if ((await signUp(app, candidate)).statusCode === 429) counted.push(candidate);
  return counted;
}

const client = '203.0.113.9';
const spoofed = '198.51.100.66';

describe.each([
  // [TRUST_PROXY, the proxy the request comes from, X-Forwarded-For, the address the limits must count]
  ['unset', undefined, '10.0.0.2', client, '10.0.0.2'],
  ['false', 'false', '10.0.0.3', client, '10.0.0.3'],
  ['true (every hop: the first address written)', 'true', '10.0.0.4', `${spoofed}, ${client}`, spoofed],
  ['one address', '10.0.0.5', '10.0.0.5', `${spoofed}, ${client}`, client],
  ['an address that is not the proxy', '10.0.0.5', '10.0.0.6', client, '10.0.0.6'],
  ['a range (a load balancer and a proxy behind it)', '10.0.0.0/8', '10.1.2.3', `${spoofed}, ${client}, 10.9.9.9`, client],
  ['several ranges', '192.168.0.0/16, 10.0.0.0/8', '10.1.2.4', `${client}, 192.168.7.7`, client],
  ['names of private ranges', 'loopback,uniquelocal', '172.16.0.9', `${spoofed}, ${client}, 127.0.0.1`, client],
  ['an IPv6 range', 'fd00::/8', 'fd12::1', client, client],
])('TRUST_PROXY %s', (_form, value, proxy, forwardedFor, expected) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startInstance(database, { SIGNUPS_PER_ADDRESS_PER_HOUR: '1', ...(value === undefined ? {} : { TRUST_PROXY: value }) });
  });
  afterAll(() => app.close());

  it(`counts ${expected} for a request from ${proxy} forwarded for "${forwardedFor}"`, async () => {
    const candidates = [...new Set([proxy, client, spoofed, expected])];
    expect(await addressCounted(app, proxy, forwardedFor, candidates)).toEqual([expected]);
  });
});

describe('TRUST_PROXY forms that cannot be honoured', () => {
  it.each(['1', '2', '0'])('refuses the hop count %s at start, saying what to write instead', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: a hop count .* write the proxy's addresses or ranges instead, e\.g\. TRUST_PROXY=10\.0\.0\.0\/8/);
  });

  it.each(['nginx', '10.0.0.0/33', 'fd00::/129', '10.0.0.1/8/2', '10.0.0.300'])('refuses %s, naming the variable', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: .*write true, false, or addresses and ranges/);
  });
});
