import { randomUUID } from 'node:crypto';
import { and, count, eq, gt, sum } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, pngImage, signInAdmin, signUpTraveller, testJwtSecret, type SignedIn, type TestApp } from './support/app.ts';
import { changedTables, databaseFingerprint } from './support/fingerprint.ts';
import {
  addressPart,
  handMadeToken,
  hostileString,
  jsonBody,
  multipartForm,
  oddSubject,
  propertyRuns,
  queryString,
} from './support/hostile.ts';
import { loadConfig } from '../src/config.ts';
import { seatHolds } from '../src/db/schema/departures.ts';
import { tours } from '../src/db/schema/tours.ts';
import { testClock } from './support/holds.ts';
import { bookingDetails, dayFromToday } from './support/payments.ts';
import { documentedRoutes, type DocumentedRoute } from './support/routes.ts';
import { resellerMade } from './support/resellers.ts';
import { insertTour } from './support/tours.ts';
import { insertTravellers } from './support/travellers.ts';

/**
 * Generated hostile input over every operation in the OpenAPI document, sent with a valid
 * token of the right role: wrong types, huge and negative numbers, NUL and control characters,
 * long strings, deep nesting, prototype keys, bad percent-encoding. Whatever arrives, the
 * answer is never a 5xx, every refusal is JSON `{message}`, and a refused request (4xx) leaves
 * every table as it was. Forged, expired, revoked and odd tokens are always 401 or 403.
 */
// Jobs run only when asked: a message sent in the background must not read as a change made by a refused request.
const t = await createTestApp({}, { pollJobs: false });
afterAll(() => t.close());

// A password no generated body can guess (the generators offer the usual test password): a
// generated password change or account deletion must be refused, or it would end this account's
// sessions, or the account, for every request after it.
const traveller = await signUpTraveller(t.app, { password: 'only-this-suite-knows-7' });
const admin = await signInAdmin(t.app);
const tour = await insertTour(t.db);
/** A reseller's key, for the OCTO routes (decision 038). */
const reseller = await resellerMade(t.app, admin);
const picture = await pngImage(32, 24);
/** Ids that exist, so some generated requests reach real rows (never the two accounts above). */
const known = [tour.id];

/** A fresh token per request, so a generated sign-out never ends the accounts used here. */
const tokenOf = (account: SignedIn, role: string) =>
  handMadeToken({ sub: account.userId, role, jti: randomUUID(), exp: Math.floor(Date.now() / 1000) + 3600 }, testJwtSecret);

async function signedOutToken(who: 'traveller' | 'admin'): Promise<string> {
  const account = who === 'admin' ? await signInAdmin(t.app) : await signUpTraveller(t.app);
  const response = await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: account.headers });
  expect(response.statusCode).toBe(200);
  return account.token;
}
const revokedTokens = [await signedOutToken('traveller'), await signedOutToken('admin')];
const deletedAccount = await signUpTraveller(t.app);
expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${deletedAccount.userId}`, headers: admin.headers })).statusCode).toBe(200);

const routes = documentedRoutes(t.app);
let fingerprint = await databaseFingerprint(t.db);

interface Sent {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

const formFields = (route: DocumentedRoute) =>
  route.path.startsWith('/api/moments/') ? ['description'] : ['title', 'description', 'category', 'location', 'pricePerPerson'];

const jsonContentType = fc.oneof(
  { weight: 8, arbitrary: fc.constant('application/json') },
  { weight: 1, arbitrary: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=utf-16', 'application/xml', '') },
);

function requestFor(route: DocumentedRoute): fc.Arbitrary<Omit<Sent, 'headers'> & { contentType?: string }> {
  const segments = fc.tuple(...route.pathParameters.map(() => addressPart(known)));
  const url = fc.tuple(segments, queryString(route.queryParameters, known)).map(([values, query]) => {
    let path = route.path;
    route.pathParameters.forEach((name, index) => (path = path.replace(`{${name}}`, values[index]!)));
    return `${path}${query}`;
  });
  if (route.method === 'GET') return url.map((address) => ({ method: route.method, url: address }));
  if (route.multipart) {
    return fc
      .tuple(url, multipartForm(formFields(route), known, picture))
      .map(([address, form]) => ({ method: route.method, url: address, payload: form.payload, contentType: form.contentType }));
  }
  return fc
    .tuple(url, jsonBody(route.bodyProperties ?? [], known), jsonContentType)
    .map(([address, body, contentType]) => ({ method: route.method, url: address, payload: body, contentType: contentType || undefined }));
}

const headersFor = (route: DocumentedRoute): Record<string, string> => {
  if (route.access === 'public') return {};
  if (route.access === 'reseller') return { authorization: `Bearer ${reseller.apiKey}` };
  if (route.access === 'admin') return { authorization: `Bearer ${tokenOf(admin, 'admin')}` };
  return { authorization: `Bearer ${tokenOf(traveller, 'traveller')}` };
};

/** Sends one request and checks the answer's shape; returns the status. */
async function send(request: Sent): Promise<{ status: number; body: string }> {
  const response = await t.app.inject({ method: request.method as 'GET', url: request.url, headers: request.headers, payload: request.payload });
  const shown = `${request.method} ${request.url.slice(0, 300)} → ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.statusCode, shown).toBeLessThan(500);
  if (response.statusCode >= 400) {
    let body: unknown;
    expect(() => (body = JSON.parse(response.body)), shown).not.toThrow();
    // The OCTO API (decision 038) answers the specification's {error, errorMessage}; everything else {message}.
    // An address refused before any route is chosen (malformed, too long) gets the site's {message} there too.
    if (request.url.startsWith('/octo/')) expect(typeof ((body as { errorMessage?: unknown; message?: unknown } | null)?.errorMessage ?? (body as { message?: unknown } | null)?.message), shown).toBe('string');
    else expect(typeof (body as { message?: unknown } | null)?.message, shown).toBe('string');
  }
  return { status: response.statusCode, body: response.body };
}

/** A refused request leaves every table as it was. */
async function expectUnchangedWhenRefused(status: number, what: string): Promise<void> {
  const before = fingerprint;
  fingerprint = await databaseFingerprint(t.db);
  if (status >= 400) expect(changedTables(before, fingerprint), `${what} was refused (${status}) but changed`).toEqual([]);
}

describe('generated hostile input on every documented operation', () => {
  it('covers the whole document', () => {
    expect(routes.length).toBeGreaterThan(50);
  });

  it('sees an insert and an update in the fingerprint (the check is not blind)', async () => {
    // A tour's row, and what the database keeps from it by its own triggers: its search words and the dashboard's totals.
    const keptWithTours = ['kept_totals', 'search_words', 'tour_search', 'tours'];
    const before = await databaseFingerprint(t.db);
    const extra = await insertTour(t.db, { title: `Fingerprint Falls ${Date.now()}` });
    const inserted = await databaseFingerprint(t.db);
    fingerprint = inserted;
    expect(changedTables(before, inserted)).toContain('tours');
    expect(keptWithTours).toEqual(expect.arrayContaining(changedTables(before, inserted)));
    await t.db.update(tours).set({ title: `${extra.title} (renamed)` }).where(eq(tours.id, extra.id));
    fingerprint = await databaseFingerprint(t.db);
    expect(changedTables(inserted, fingerprint)).toContain('tours');
    expect(keptWithTours).toEqual(expect.arrayContaining(changedTables(inserted, fingerprint)));
  });

  for (const route of routes) {
    it(`${route.method} ${route.path}`, { timeout: 300_000 }, async () => {
      await fc.assert(
        fc.asyncProperty(requestFor(route), async ({ contentType, ...request }) => {
          const headers = { ...headersFor(route), ...(contentType ? { 'content-type': contentType } : {}) };
          const { status } = await send({ ...request, headers });
          await expectUnchangedWhenRefused(status, `${request.method} ${request.url.slice(0, 200)}`);
        }),
        { numRuns: propertyRuns('operation') },
      );
    });
  }
});

describe('forged, expired, revoked and odd tokens', () => {
  // Session tokens: the reseller routes take a reseller's key instead (access-matrix.test.ts and modules/octo).
  const protectedRoutes = routes.filter((route) => route.access !== 'public' && route.access !== 'reseller');
  const now = () => Math.floor(Date.now() / 1000);
  const claimsOf = (account: SignedIn, role: string) => ({ sub: account.userId, role, jti: randomUUID(), exp: now() + 3600 });
  const anyAccount = fc.constantFrom<[SignedIn, string]>([traveller, 'traveller'], [admin, 'admin']);
  const printable = fc.string({ unit: fc.integer({ min: 0x21, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 300 });

  function tokenFor(route: DocumentedRoute): fc.Arbitrary<{ kind: string; authorization: string }> {
    const bearer = (kind: string, token: fc.Arbitrary<string>) => token.map((value) => ({ kind, authorization: `Bearer ${value}` }));
    const cases = [
      bearer('alg none', fc.tuple(anyAccount, fc.constantFrom('none', 'None', 'NONE')).map(([[account, role], alg]) => handMadeToken(claimsOf(account, role), undefined, { alg, typ: 'JWT' }))),
      bearer('another secret', anyAccount.map(([account, role]) => handMadeToken(claimsOf(account, role), 'another-secret-'.padEnd(48, 'y')))),
      bearer(
        'header says another algorithm',
        fc.tuple(anyAccount, fc.constantFrom('HS512', 'RS256', 'ES256', '')).map(([[account, role], alg]) => handMadeToken(claimsOf(account, role), testJwtSecret, { alg, typ: 'JWT' })),
      ),
      bearer('expired', fc.tuple(anyAccount, fc.integer({ min: 1, max: 10_000_000 })).map(([[account, role], ago]) => handMadeToken({ ...claimsOf(account, role), exp: now() - ago }, testJwtSecret))),
      bearer('signed out', fc.constantFrom(...revokedTokens)),
      bearer('deleted account', fc.constant(deletedAccount.token)),
      bearer(
        'odd sub',
        fc
          .record({ sub: oddSubject, role: fc.oneof(fc.constantFrom('admin', 'traveller'), hostileString), jti: fc.oneof(fc.uuid(), oddSubject) })
          .map((claims) => handMadeToken({ ...claims, exp: now() + 3600 }, testJwtSecret)),
      ),
      bearer('missing claims', fc.subarray(['sub', 'role', 'jti', 'exp'], { minLength: 1 }).map((left) => handMadeToken(Object.fromEntries(Object.entries(claimsOf(admin, 'admin')).filter(([key]) => !left.includes(key))), testJwtSecret))),
      bearer('odd exp', fc.constantFrom<unknown>('9999999999', 1e300, -1, null, [9999999999], { $gt: 0 }).map((exp) => handMadeToken({ ...claimsOf(admin, 'admin'), sub: randomUUID(), exp }, testJwtSecret))),
      bearer('tampered', anyAccount.map(([account, role]) => `${tokenOf(account, role)}x`)),
      fc.oneof(printable, fc.constantFrom('Bearer', 'Bearer ', 'Basic YWRtaW46YWRtaW4=', 'Bearer a.b.c', 'Bearer ...', `Bearer ${'a'.repeat(8_000)}`)).map((authorization) => ({ kind: 'garbage', authorization })),
    ];
    // A token whose claimed role differs from the account's: the account's own role decides.
    if (route.access === 'admin') cases.push(bearer('traveller claiming admin', fc.constant(null).map(() => tokenOf(traveller, 'admin'))));
    if (route.access === 'traveller') cases.push(bearer('admin claiming traveller', fc.constant(null).map(() => tokenOf(admin, 'traveller'))));
    return fc.oneof(...cases);
  }

  it('are refused with 401 or 403 on every protected operation, and change nothing', { timeout: 300_000 }, async () => {
    const routeAndToken = fc.constantFrom(...protectedRoutes).chain((route) => tokenFor(route).map((token) => ({ route, token })));
    await fc.assert(
      fc.asyncProperty(routeAndToken, async ({ route, token }) => {
        const url = route.path.replaceAll(/\{\w+\}/g, (name) => (name === '{date}' ? '2099-01-01' : name === '{category}' ? 'adventure' : tour.id));
        const request = { method: route.method, url, headers: { authorization: token.authorization }, ...(route.method === 'GET' ? {} : { payload: '{}' }) };
        if (request.payload) request.headers = { ...request.headers, 'content-type': 'application/json' } as typeof request.headers;
        const { status } = await send(request);
        expect([401, 403], `${token.kind} on ${route.method} ${route.path}`).toContain(status);
        await expectUnchangedWhenRefused(status, `${token.kind} on ${route.method} ${route.path}`);
      }),
      { numRuns: propertyRuns('token') },
    );
  });
});

/** Requests the properties above once answered with a 5xx or a wrong status, shrunk, kept as plain tests. */
describe('counterexamples found by the properties', () => {
  /** A form whose file part is cut short: no closing boundary. */
  const unfinishedForm = (data: Buffer) => {
    const boundary = '----yatrikaunfinished';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="tour.png"\r\nContent-Type: image/png\r\n\r\n`;
    return { payload: Buffer.concat([Buffer.from(head), data]), contentType: `multipart/form-data; boundary=${boundary}` };
  };

  it.each([
    ['POST', '/api/admin/tours', admin, picture.subarray(0, 40)],
    ['PUT', `/api/admin/tours/${tour.id}`, admin, picture.subarray(0, 40)],
    ['POST', '/api/moments/create', traveller, Buffer.from('\r\n')],
  ] as const)('answers an unfinished multipart form on %s %s with 400 {message}', async (method, url, account, data) => {
    const form = unfinishedForm(data);
    const response = await t.app.inject({ method, url, headers: { ...account.headers, 'content-type': form.contentType }, payload: form.payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The form is incomplete or malformed.');
  });

  it.each([
    ['a sub that is a number', { sub: 0, jti: '00000000-0000-1000-8000-000000000000' }, 'POST', '/api/user/logout'],
    ['an empty jti', { sub: '00000000-0000-1000-8000-000000000000', jti: '' }, 'GET', `/api/user/tours/${tour.id}`],
  ] as const)('answers a token with %s with 401, not a database error', async (_, claims, method, url) => {
    const token = handMadeToken({ ...claims, role: '', exp: Math.floor(Date.now() / 1000) + 3600 }, testJwtSecret);
    const response = await t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(401);
  });
});

/**
 * Checkouts generated against the rules that keep seats from being hoarded (decision 013), on an
 * app of its own with the production limits and a test clock that moves between checkouts, so
 * holds run out, waits end and rate-limit windows pass: a checkout is answered, refused for the
 * date (409), for the limits or the waits (409) or for its rate (429), never with a 5xx; a refusal
 * changes nothing; and no account ever holds past its limits, nor any date past its seats.
 */
describe('checkouts against the holding rules', () => {
  const capacities = [3, 10, 60];
  let shop: TestApp;
  let clock: ReturnType<typeof testClock>;
  let travellers: SignedIn[];
  let departures: { id: string; capacity: number }[];

  beforeAll(async () => {
    shop = await createTestApp(
      { holdMinutes: 15, maxHoldsPerAccount: 3, maxHeldSeatsPerAccount: 50, rateLimits: loadConfig({}).rateLimits },
      { pollJobs: false },
    );
    travellers = await insertTravellers(shop.app, shop.db, 4);
    departures = await Promise.all(capacities.map(async (capacity) => ({ id: (await insertTour(shop.db, { capacity })).id, capacity })));
    clock = testClock();
  });
  afterAll(async () => {
    clock.restore();
    await shop.close();
  });

  const checkout = fc.record({
    who: fc.nat(3),
    address: fc.constantFrom('198.51.100.1', '198.51.100.2', '2001:db8:7:7::1', '2001:db8:7:7::2'),
    tour: fc.nat(capacities.length - 1),
    day: fc.integer({ min: 1, max: 3 }),
    people: fc.oneof(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 60 })),
    // Mostly no time at all between checkouts, so the rate limits are reached too.
    minutesLater: fc.oneof({ weight: 6, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.integer({ min: 1, max: 20 }) }),
  });

  async function expectWithinLimits(now: Date) {
    const live = and(gt(seatHolds.expiresAt, now), gt(seatHolds.seats, 0));
    const perAccount = await shop.db
      .select({ departures: count(), seats: sum(seatHolds.seats).mapWith(Number) })
      .from(seatHolds)
      .where(live)
      .groupBy(seatHolds.userId);
    for (const account of perAccount) {
      expect(account.departures).toBeLessThanOrEqual(3);
      expect(account.seats).toBeLessThanOrEqual(50);
    }
    const perDeparture = await shop.db
      .select({ tourId: seatHolds.tourId, seats: sum(seatHolds.seats).mapWith(Number) })
      .from(seatHolds)
      .where(live)
      .groupBy(seatHolds.tourId, seatHolds.date);
    for (const departure of perDeparture) expect(departure.seats).toBeLessThanOrEqual(departures.find((d) => d.id === departure.tourId)!.capacity);
    // One hold per traveller and departure, however many checkouts they opened.
    const rows = await shop.db.select({ userId: seatHolds.userId, tourId: seatHolds.tourId, date: seatHolds.date }).from(seatHolds);
    expect(new Set(rows.map((row) => `${row.userId}|${row.tourId}|${row.date}`)).size).toBe(rows.length);
  }

  it('are answered or refused, never a 5xx; a refusal changes nothing; nobody holds past the limits', { timeout: 300_000 }, async () => {
    let before = await databaseFingerprint(shop.db);
    await fc.assert(
      fc.asyncProperty(fc.array(checkout, { minLength: 1, maxLength: 12 }), async (steps) => {
        for (const step of steps) {
          clock.advanceMinutes(step.minutesLater);
          const who = travellers[step.who]!;
          // A token of the moment: the clock may have run past the first ones' lifetime.
          const token = shop.app.issueToken({ id: who.userId, role: 'traveller', sessionVersion: 0 });
          const booking = bookingDetails(departures[step.tour]!.id, { bookingDate: dayFromToday(step.day), numPeople: step.people });
          const response = await shop.app.inject({
            method: 'POST',
            url: '/api/payment/create-order',
            headers: { authorization: `Bearer ${token}` },
            payload: { booking },
            remoteAddress: step.address,
          });
          const shown = `${JSON.stringify(step)} → ${response.statusCode} ${response.body.slice(0, 300)}`;
          expect([200, 400, 409, 429], shown).toContain(response.statusCode);
          expect(typeof response.json().message, shown).toBe('string');
          const after = await databaseFingerprint(shop.db);
          if (response.statusCode !== 200) expect(changedTables(before, after), shown).toEqual([]);
          before = after;
          await expectWithinLimits(clock.now());
        }
      }),
      { numRuns: propertyRuns('operation') },
    );
  });
});
