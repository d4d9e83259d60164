import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createTestApp, type TestApp } from './support/app.ts';
import { createTestDatabase } from './support/database.ts';

/**
 * Every error answer is `{message}` (plus `success: false` on routes that carry it),
 * including the ones Fastify and Node's HTTP parser give before any route runs.
 */
let t: TestApp;
let origin: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

/** Writes raw bytes on one connection and reads everything until the server closes it. */
function rawExchange(port: number, write: (send: (text: string) => void) => void | Promise<void>): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (received += chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(received));
    socket.on('connect', () => void Promise.resolve(write((text) => socket.write(text))).catch(reject));
  });
}

const bodiesOf = (raw: string) =>
  raw
    .split(/HTTP\/1\.1 /)
    .filter(Boolean)
    .map((answer) => ({ status: Number(answer.slice(0, 3)), body: answer.slice(answer.indexOf('\r\n\r\n') + 4) }));

describe('errors before any route runs', () => {
  it('answers a malformed percent-encoding in the path with {message}', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/routes/%ED%A0%80' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The address of the request is not valid.' });
  });

  it('answers an address over 16 KB with 431 and {message}', async () => {
    const response = await fetch(`${origin}/api/routes/destinations?q=${'a'.repeat(17 * 1024)}`);
    expect(response.status).toBe(431);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({ message: 'The address or headers of the request are too large.' });
  });

  it('answers a request that is not HTTP with 400 and {message}', async () => {
    const raw = await rawExchange((t.app.server.address() as AddressInfo).port, (send) => send('NOT HTTP AT ALL\r\n\r\n'));
    const [answer] = bodiesOf(raw);
    expect(answer?.status).toBe(400);
    expect(JSON.parse(answer!.body)).toEqual({ message: 'The request is not valid HTTP.' });
  });

  it('answers a JSON body with a __proto__ key as a validation error, not as invalid JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"a@b.in","password":"x","__proto__":{"role":"admin"}}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Request body: the keys __proto__ and constructor.prototype are not allowed.' });
    const invalid = await t.app.inject({ method: 'POST', url: '/api/user/login', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(invalid.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });
});

describe('shutting down', () => {
  it('answers a request that arrives while closing with 503 and {message}', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ config: loadConfig({ SEED_DEMO: 'false', ALLOW_SANDBOX_PAYMENTS: 'true', LOG_LEVEL: 'silent' }), db: database.db, changes: database.changes, jwtSecret: 'x'.repeat(48), logger: false });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      let closed: Promise<void> | undefined;
      const raw = await rawExchange((app.server.address() as AddressInfo).port, async (send) => {
        // A request already begun is not an idle connection, so closing waits for it.
        send('GET /api/routes/destinations HTTP/1.1\r\nHost: test\r\n');
        await new Promise((resolve) => setTimeout(resolve, 100));
        closed = app.close();
        await new Promise((resolve) => setTimeout(resolve, 100));
        send('\r\n');
      });
      await closed;
      const answers = bodiesOf(raw);
      expect(answers.map((answer) => answer.status)).toEqual([503]);
      expect(JSON.parse(answers[0]!.body)).toEqual({ message: 'The server is restarting. Please try again in a moment.' });
    } finally {
      await app.close();
      await database.close();
    }
  });
});
