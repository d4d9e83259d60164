import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpTraveller, type TestApp } from './support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ corsOrigins: ['https://app.example.in'] });
});
afterAll(() => t.close());

describe('OpenAPI', () => {
  it('serves the document generated from the route schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/user/login', '/api/admin/tours', '/api/moments/all']));
    expect(document.paths['/api/user/register'].post.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['firstname', 'lastname', 'username', 'email', 'phone', 'gender', 'password']),
    );
  });

  it('documents the moments feed as open to visitors, and numbers sent as text by their number form (decision 007)', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(document.paths['/api/moments/all'].get.security).toEqual([{}, { bearer: [] }]);
    expect(document.paths['/api/moments/like/{id}'].put.security).toEqual([{ bearer: [] }]);
    const booking = document.paths['/api/user/bookings'].post.requestBody.content['application/json'].schema;
    expect(booking.properties.numPeople).toMatchObject({ type: 'integer', minimum: 1 });
    const order = document.paths['/api/payment/create-order'].post.requestBody.content['application/json'].schema;
    expect(order.properties.amount).toMatchObject({ type: 'integer' });
    expect(order.properties.receipt).toMatchObject({ type: 'string', maxLength: 200 });
  });

  it('serves a docs page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});

describe('cross-origin clients', () => {
  it('lets a listed origin call the API with a bearer token', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/user/profile',
      headers: { origin: 'https://app.example.in', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://app.example.in');
    expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');

    const traveller = await signUpTraveller(t.app);
    const response = await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: { ...traveller.headers, origin: 'https://app.example.in' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('https://app.example.in');
    expect(String(response.headers['access-control-expose-headers'])).toContain('X-Next-Cursor');
  });

  it('gives other origins no CORS permission', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/routes/destinations', headers: { origin: 'https://evil.example.com' } });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('security headers', () => {
  it('sends nosniff, a content security policy and no server fingerprint', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/routes/destinations' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});

describe('server failures', () => {
  it('answer 500 with a generic message and a request id, never SQL or a stack', async () => {
    const broken = await createTestApp();
    // Pull the database out from under the app: every query now fails.
    await (broken.db as unknown as { $client: { close(): Promise<void>; end(): Promise<void> } }).$client[process.env.DB_KIND === 'postgres' ? 'end' : 'close']();
    const response = await broken.app.inject({ method: 'GET', url: '/api/routes/destinations', headers: { 'x-request-id': 'trace-me-123' } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Something went wrong on our side. Please try again in a moment.' });
    expect(response.headers['x-request-id']).toBe('trace-me-123');
    expect(response.body).not.toMatch(/select|from|stack|at .*\.ts/i);
    await broken.app.close();
  });
});
