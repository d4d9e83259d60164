import { authMessages } from '@yatrika/contract/auth';
import { ANY_STAFF, isPermission, staffMay, staffRoles, type Permission, type StaffRole } from '@yatrika/contract/staff';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import authPlugin from '../src/plugins/auth.ts';
import { createTestApp, signUpTraveller, testJwtSecret, type SignedIn, type TestApp } from './support/app.ts';
import { bookingDetails, dayFromToday, payAndBook } from './support/payments.ts';
import { resellerMade } from './support/resellers.ts';
import { placeholderUrl, routeCollector, staffOfEachRole, type RegisteredRoute } from './support/staff.ts';
import { insertTour } from './support/tours.ts';

/**
 * Every operator's route declares the permission it needs, and each role gets exactly what its
 * permissions allow. The routes are collected as the app registers them (not from the OpenAPI
 * document), so a hidden route is walked too. The policy gives half back within 24 hours.
 */
let t: TestApp;
let staff: Record<StaffRole, SignedIn>;
let traveller: SignedIn;
const collected = routeCollector();
let adminRoutes: RegisteredRoute[];

beforeAll(async () => {
  t = await createTestApp({ cancellationPolicy: { freeCancellationHours: 24, lateCancellationRefundPercent: 50 } }, { onRoute: collected.onRoute });
  staff = await staffOfEachRole(t.app, t.db);
  traveller = await signUpTraveller(t.app);
  adminRoutes = collected.routes.filter((route) => route.url.startsWith('/api/admin'));
});
afterAll(() => t.close());

const call = (route: { method: string; url: string }, headers: Record<string, string> = {}, payload: object = {}) =>
  t.app.inject({ method: route.method as 'GET', url: placeholderUrl(route.url), headers, ...(route.method === 'GET' ? {} : { payload }) });

/** The routes that need a permission (the rest are the admin door: sign-in, first run, the account's own role). */
const guarded = () => adminRoutes.filter((route): route is RegisteredRoute & { permission: Permission } => isPermission(route.permission));

describe('the route walk', () => {
  it('finds every operator route, each with a known permission', () => {
    expect(adminRoutes.length).toBeGreaterThan(80);
    const undeclared = adminRoutes.filter((route) => route.permission !== 'anyone' && route.permission !== ANY_STAFF && !isPermission(route.permission));
    expect(undeclared).toEqual([]);
    // What every staff account does for itself, whatever its role: its own two-step sign-in.
    expect(adminRoutes.filter((route) => route.permission === ANY_STAFF).every((route) => route.url.startsWith('/api/admin/two-step'))).toBe(true);
    // The admin door only: anything else open to every staff account is a decision to make here.
    expect(adminRoutes.filter((route) => route.permission === 'anyone').map((route) => `${route.method} ${route.url}`).sort()).toEqual([
      'GET /api/admin/me',
      'POST /api/admin/login',
      'POST /api/admin/register',
    ]);
  });

  it('shows each operation’s permission in the OpenAPI document', () => {
    const document = t.app.swagger() as { paths: Record<string, Record<string, { description?: string; 'x-permission'?: string }>> };
    for (const route of adminRoutes) {
      const operation = document.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
      expect(operation?.['x-permission'], `${route.method} ${route.url}`).toBe(route.permission);
      expect(operation?.description, `${route.method} ${route.url}`).toContain('Staff permission:');
    }
  });

  describe('refuses to start with an operator route that declares no permission, or an unknown one', () => {
    const build = async (config: Record<string, unknown>) => {
      const app = Fastify({ logger: false });
      await app.register(authPlugin, { db: t.db, changes: t.changes, secret: testJwtSecret, ttlSeconds: 60 });
      await app.register(async (scoped) => {
        scoped.get('/api/admin/forgotten', { config }, async () => ({}));
      });
      try {
        await app.ready();
      } finally {
        await app.close();
      }
    };
    it('none', async () => expect(build({})).rejects.toThrow('GET /api/admin/forgotten declares no permission'));
    it('an unknown one', async () => expect(build({ permission: 'bookings.everything' })).rejects.toThrow('unknown permission "bookings.everything"'));
    it('a known one starts', async () => expect(build({ permission: 'bookings.read' })).resolves.toBeUndefined());
  });
});

/**
 * The permission a 403 names, if the refusal is the role's. A guide's 403 on a departure not
 * assigned to them names none: the route let the role through, the guide's scope did not.
 */
function refusedPermission(response: { statusCode: number; json: () => { permission?: string } }): string | undefined {
  return response.statusCode === 403 ? (response.json().permission ?? undefined) : undefined;
}

describe('the role matrix', () => {
  it.each(staffRoles)('lets a %s through exactly the routes its permissions allow, and names the missing permission', async (role) => {
    const answers: string[] = [];
    const expected: string[] = [];
    for (const route of guarded()) {
      const response = await call(route, staff[role].headers);
      const allowed = staffMay(role, route.permission);
      expected.push(`${route.method} ${route.url}: ${allowed ? 'allowed' : `403 ${route.permission}`}`);
      answers.push(`${route.method} ${route.url}: ${refusedPermission(response) ? `403 ${refusedPermission(response)}` : 'allowed'}`);
      expect(response.statusCode, `${role} ${route.method} ${route.url}`).not.toBe(401);
      expect(response.statusCode, `${role} ${route.method} ${route.url}`).toBeLessThan(500);
    }
    expect(answers).toEqual(expected);
  });

  // What the roles are for, written out rather than derived from the routes' declarations.
  const facts: [StaffRole, string, string, 'allowed' | Permission][] = [
    ['guide', 'GET', '/api/admin/check-ins/today', 'allowed'],
    ['guide', 'POST', '/api/admin/check-ins/lookup', 'allowed'],
    ['guide', 'GET', '/api/admin/tours/:id/departures/:date/manifest.csv', 'allowed'],
    ['guide', 'PUT', '/api/admin/bookings/:id/refund/handed-back', 'bookings.refund'],
    ['guide', 'PUT', '/api/admin/bookings/:id/partial-refunds/:refundId/handed-back', 'bookings.refund'],
    ['guide', 'DELETE', '/api/admin/tours/:id', 'catalogue.delete'],
    ['guide', 'PUT', '/api/admin/tour/:id/ban', 'catalogue.delete'],
    ['guide', 'GET', '/api/admin/resellers', 'resellers.manage'],
    ['guide', 'POST', '/api/admin/resellers', 'resellers.manage'],
    ['guide', 'GET', '/api/admin/users', 'travellers.read'],
    ['guide', 'DELETE', '/api/admin/users/:id', 'travellers.change'],
    ['guide', 'GET', '/api/admin/bookings', 'bookings.read'],
    ['guide', 'GET', '/api/admin/payments', 'money.read'],
    ['accountant', 'GET', '/api/admin/invoices.csv', 'allowed'],
    ['accountant', 'GET', '/api/admin/invoices', 'allowed'],
    ['accountant', 'GET', '/api/admin/payments', 'allowed'],
    ['accountant', 'GET', '/api/admin/dashboard', 'allowed'],
    ['accountant', 'GET', '/api/admin/bookings', 'allowed'],
    ['accountant', 'PUT', '/api/admin/bookings/:id/status', 'bookings.change'],
    ['accountant', 'POST', '/api/admin/promo-codes', 'catalogue.change'],
    ['accountant', 'POST', '/api/admin/check-ins', 'check-in'],
    ['front_desk', 'POST', '/api/admin/bookings', 'allowed'],
    ['front_desk', 'PUT', '/api/admin/bookings/:id/status', 'allowed'],
    ['front_desk', 'PUT', '/api/admin/bookings/:id/date', 'allowed'],
    ['front_desk', 'POST', '/api/admin/payment-links/:orderId/resend', 'allowed'],
    ['front_desk', 'GET', '/api/admin/manifest.csv', 'allowed'],
    ['front_desk', 'PUT', '/api/admin/bookings/:id/refund/handed-back', 'bookings.refund'],
    ['front_desk', 'DELETE', '/api/admin/tours/:id', 'catalogue.delete'],
    ['front_desk', 'GET', '/api/admin/resellers', 'resellers.manage'],
    ['front_desk', 'POST', '/api/admin/promo-codes', 'catalogue.change'],
    ['manager', 'DELETE', '/api/admin/tours/:id', 'allowed'],
    ['manager', 'PUT', '/api/admin/bookings/:id/refund/handed-back', 'allowed'],
    ['manager', 'GET', '/api/admin/resellers', 'allowed'],
  ];
  it.each(facts)('a %s calling %s %s: %s', async (role, method, url, expected) => {
    const response = await call({ method, url }, staff[role].headers);
    if (expected === 'allowed') expect(refusedPermission(response)).toBeUndefined();
    else expect({ status: response.statusCode, permission: response.json().permission }).toEqual({ status: 403, permission: expected });
  });

  it('answers an accountant 403 on every change (every operator route but a read)', async () => {
    for (const route of guarded().filter((r) => r.method !== 'GET')) {
      expect((await call(route, staff.accountant.headers)).statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });

  it('creates a colleague through the spec’s register route only for a role that manages the team', async () => {
    const register = (who: SignedIn, tag: string) =>
      t.app.inject({ method: 'POST', url: '/api/admin/register', headers: who.headers, payload: { name: 'New Colleague', email: `colleague.${tag}.${Date.now()}@yatrika.test`, password: 'admin-password-1' } });
    for (const role of ['front_desk', 'guide', 'accountant'] as const) {
      const response = await register(staff[role], role);
      expect({ role, status: response.statusCode, permission: response.json().permission }).toEqual({ role, status: 403, permission: 'team.manage' });
    }
    expect((await register(staff.manager, 'manager')).statusCode).toBe(201);
  });

  it('tells each staff account its own role and permissions', async () => {
    for (const role of staffRoles) {
      const response = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: staff[role].headers });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ _id: staff[role].userId, role: 'admin', staffRole: role });
      expect(response.json().permissions.every((permission: Permission) => staffMay(role, permission))).toBe(true);
    }
  });
});

describe('a front desk cancels by the policy', () => {
  const setStatus = (who: SignedIn, id: string, payload: object) => t.app.inject({ method: 'PUT', url: `/api/admin/bookings/${id}/status`, headers: who.headers, payload });
  async function acceptedBooking(bookingDate: string) {
    const tour = await insertTour(t.db, { title: 'Hampi Boulders', pricePaise: 500_000 });
    const { booking } = await payAndBook(t.app, traveller, bookingDetails(tour.id, { bookingDate, numPeople: 2 }));
    expect((await setStatus(staff.owner, booking._id, { status: 'booked' })).statusCode).toBe(200);
    return booking;
  }

  it('refuses the full refund when it gives back more than the policy, and cancels by the policy when asked', async () => {
    const booking = await acceptedBooking(dayFromToday(1));
    for (const refund of [undefined, 'full']) {
      const refused = await setStatus(staff.front_desk, booking._id, { status: 'canceled', ...(refund ? { refund } : {}) });
      expect({ status: refused.statusCode, permission: refused.json().permission }).toEqual({ status: 403, permission: 'bookings.refund' });
    }
    const cancelled = await setStatus(staff.front_desk, booking._id, { status: 'canceled', refund: 'policy' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().refund).toMatchObject({ amount: 5_000 });
  });

  it('cancels with the default when the policy gives back everything anyway, settled by the policy', async () => {
    const booking = await acceptedBooking(dayFromToday(30));
    const cancelled = await setStatus(staff.front_desk, booking._id, { status: 'canceled' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().refund).toMatchObject({ amount: 10_000 });
  });

  it('lets a manager refund in full beyond the policy', async () => {
    const booking = await acceptedBooking(dayFromToday(1));
    const cancelled = await setStatus(staff.manager, booking._id, { status: 'canceled' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().refund).toMatchObject({ amount: 10_000 });
  });
});

describe('credentials that are not a staff account', () => {
  // The register route reads its form before the token that calls it (it is open on first run): a valid one reaches the check.
  const bodyFor = (route: RegisteredRoute) =>
    route.url === '/api/admin/register' ? { name: 'Not Staff', email: `not.staff.${Date.now()}@yatrika.test`, password: 'admin-password-1' } : {};

  it('answers a traveller’s token 403 on every operator route', async () => {
    for (const route of adminRoutes.filter((r) => r.url !== '/api/admin/login')) {
      const response = await call(route, traveller.headers, bodyFor(route));
      expect({ route: `${route.method} ${route.url}`, status: response.statusCode, message: response.json().message }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 403,
        message: authMessages.adminsOnly,
      });
    }
  });

  it('answers a reseller’s OCTO key, sent as a bearer token, 401 on every operator route', async () => {
    const { apiKey } = await resellerMade(t.app, staff.owner);
    for (const route of adminRoutes.filter((r) => r.url !== '/api/admin/login')) {
      const response = await call(route, { authorization: `Bearer ${apiKey}` }, bodyFor(route));
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });
});
