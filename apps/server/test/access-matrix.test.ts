import { createSigner } from 'fast-jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signUpTraveller, type SignedIn, type TestApp } from './support/app.ts';
import { documentedRoutes, visitorOrSignedInRoutes, type Access } from './support/routes.ts';

/**
 * Who may call what, for every route in the OpenAPI document. A new route
 * that is not classified (support/routes.ts) fails the first test, so access is decided on
 * purpose, never by accident.
 */
let t: TestApp;
let traveller: SignedIn;
let admin: SignedIn;
let routes: { method: string; path: string; url: string; access: Access }[];

beforeAll(async () => {
  t = await createTestApp();
  traveller = await signUpTraveller(t.app);
  admin = await signInAdmin(t.app);
  routes = documentedRoutes(t.app).map(({ method, path, access }) => ({
    method,
    path,
    url: path.replace('{id}', '00000000-0000-4000-8000-000000000000').replace('{category}', 'adventure').replace('{date}', '2099-01-01'),
    access,
  }));
});
afterAll(() => t.close());

const call = (route: { method: string; url: string }, headers: Record<string, string> = {}) =>
  t.app.inject({ method: route.method as 'GET', url: route.url, headers, ...(route.method === 'GET' ? {} : { payload: {} }) });

describe('access matrix', () => {
  it('classifies every documented route', () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.filter((route) => route.access === 'admin').length).toBeGreaterThan(10);
  });

  it('answers 401 to visitors on every route that needs a sign-in', async () => {
    for (const route of routes.filter((r) => r.access !== 'public' && r.access !== 'visitor-or-signed-in' && r.access !== 'reseller')) {
      const response = await call(route);
      expect(response.statusCode, `${route.method} ${route.path}`).toBe(401);
      expect(response.json().message).toBe('Please log in to continue.');
    }
  });

  it('answers 403 to travellers on every administrator route', async () => {
    for (const route of routes.filter((r) => r.access === 'admin')) {
      const response = await call(route, traveller.headers);
      expect(response.statusCode, `${route.method} ${route.path}`).toBe(403);
      expect(response.json().message).toBe('Only administrators can do this.');
    }
  });

  it('answers 403 to administrators on every traveller route', async () => {
    for (const route of routes.filter((r) => r.access === 'traveller')) {
      const response = await call(route, admin.headers);
      expect(response.statusCode, `${route.method} ${route.path}`).toBe(403);
    }
  });

  it('lets the right role through (no 401 or 403)', async () => {
    for (const route of routes.filter((r) => r.access === 'traveller' || r.access === 'admin')) {
      const response = await call(route, route.access === 'admin' ? admin.headers : traveller.headers);
      expect([401, 403], `${route.method} ${route.path}`).not.toContain(response.statusCode);
      expect(response.statusCode, `${route.method} ${route.path}`).toBeLessThan(500);
    }
  });

  it('answers OCTO’s UNAUTHORIZED without a reseller key, and refuses travellers’ and administrators’ sessions (no API key), on every reseller route', async () => {
    const resellerRoutes = routes.filter((r) => r.access === 'reseller');
    expect(resellerRoutes.length).toBeGreaterThan(10);
    for (const route of resellerRoutes) {
      const url = route.url.replace('{uuid}', '00000000-0000-4000-8000-000000000000');
      const refused = expect.stringMatching(/^(UNAUTHORIZED|FORBIDDEN)$/);
      for (const [headers, error] of [[{}, 'UNAUTHORIZED'], [traveller.headers, refused], [admin.headers, refused]] as const) {
        const response = await call({ method: route.method, url }, headers);
        expect({ route: `${route.method} ${route.path}`, status: response.statusCode, error: response.json().error }).toEqual({ route: `${route.method} ${route.path}`, status: 400, error });
      }
    }
  });

  it('answers visitors, travellers and administrators alike on the routes open to visitors', async () => {
    const open = routes.filter((r) => r.access === 'visitor-or-signed-in');
    expect(open.map((r) => `${r.method} ${r.path}`)).toEqual([...visitorOrSignedInRoutes]);
    for (const route of open) {
      for (const headers of [{}, traveller.headers, admin.headers]) {
        expect((await call(route, headers)).statusCode, `${route.method} ${route.path}`).toBe(200);
      }
    }
  });

  it('refuses expired tokens and tokens signed with another key on every protected route', async () => {
    const expired = createSigner({ key: 'test-secret-'.padEnd(48, 'x'), expiresIn: 1 })({ sub: traveller.userId, role: 'traveller', jti: crypto.randomUUID() });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const foreign = createSigner({ key: 'another-secret-'.padEnd(48, 'y') })({ sub: admin.userId, role: 'admin', jti: crypto.randomUUID() });
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: admin.userId, role: 'admin', jti: crypto.randomUUID(), exp: 9999999999 })).toString('base64url')}.`;
    for (const token of [expired, foreign, unsigned]) {
      for (const route of routes.filter((r) => r.access !== 'public' && r.access !== 'reseller')) {
        const response = await call(route, { authorization: `Bearer ${token}` });
        expect(response.statusCode, `${route.method} ${route.path}`).toBe(401);
      }
    }
  });

  it('never answers 500 to malformed ids', async () => {
    // Reseller routes answer OCTO's bodies; their malformed ids are tested in modules/octo.
    for (const route of routes.filter((r) => r.path.includes('{id}') && r.access !== 'reseller')) {
      for (const bad of ['not-a-uuid', '1', "1' or '1'='1", '%00', 'x'.repeat(300)]) {
        const url = route.path.replace('{id}', encodeURIComponent(bad));
        const response = await t.app.inject({ method: route.method as 'GET', url, headers: route.access === 'admin' ? admin.headers : traveller.headers, ...(route.method === 'GET' ? {} : { payload: {} }) });
        expect([400, 404, 414], `${route.method} ${url}`).toContain(response.statusCode);
        expect(response.json()).toHaveProperty('message');
      }
    }
  });
});
