import { resellerMessages } from '@yatrika/contract/reseller-messages';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin, signUpTraveller, type SignedIn } from '../../../test/support/app.ts';
import { createTestDatabase } from '../../../test/support/database.ts';
import { createReseller, probe, resellerForm, resellerMade, startInstanceWithResellerProbe } from '../../../test/support/resellers.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { resellers } from '../../db/schema/resellers.ts';
import { hashApiKey } from './api-keys.ts';

let database: DatabaseHandle;
/** Two instances on one database, as behind a load balancer. */
let one: FastifyInstance;
let two: FastifyInstance;
let admin: SignedIn;

beforeAll(async () => {
  database = await createTestDatabase();
  one = await startInstanceWithResellerProbe(database);
  two = await startInstanceWithResellerProbe(database);
  admin = await signInAdmin(one);
});
afterAll(async () => {
  await one.close();
  await two.close();
  await database.close();
});

describe('the operator adds resellers at /api/admin/resellers', () => {
  it('answers the key once, keeps only its hash, and lists the reseller without it', async () => {
    const created = await createReseller(one, admin, resellerForm({ name: '  Ghumakkad Tours ', commissionPercent: '7.25' }));
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({
      message: resellerMessages.created,
      reseller: { name: 'Ghumakkad Tours', email: 'desk@yatra-partners.example', commissionPercent: 7.25, revokedAt: null },
    });
    expect(body.apiKey).toMatch(/^yk_[A-Za-z0-9_-]{43}$/);
    expect(body.reseller.keyPrefix).toBe(body.apiKey.slice(0, 9));

    const [row] = await database.db.select().from(resellers).where(eq(resellers.id, body.reseller._id));
    expect(row!.keyHash).toBe(hashApiKey(body.apiKey));
    expect(row!.commissionBasisPoints).toBe(725);
    expect(JSON.stringify(row)).not.toContain(body.apiKey);

    const list = await two.inject({ method: 'GET', url: '/api/admin/resellers', headers: admin.headers });
    expect(list.statusCode).toBe(200);
    const listed = list.json().resellers.find((each: { _id: string }) => each._id === body.reseller._id);
    expect(listed).toEqual(body.reseller);
    expect(list.body).not.toContain(body.apiKey);
  });

  it.each([
    ['no name', { name: undefined }, resellerMessages.nameRequired],
    ['a blank name', { name: '   ' }, resellerMessages.nameRequired],
    ['a name as a number', { name: 42 }, resellerMessages.nameRequired],
    ['a bad email', { email: 'not-an-email' }, resellerMessages.emailInvalid],
    ['no email', { email: undefined }, resellerMessages.emailInvalid],
    ['a commission over 100', { commissionPercent: 100.01 }, resellerMessages.commissionInvalid],
    ['a negative commission', { commissionPercent: -1 }, resellerMessages.commissionInvalid],
    ['three decimals', { commissionPercent: 12.345 }, resellerMessages.commissionInvalid],
    ['nine decimals, however small', { commissionPercent: 1e-9 }, resellerMessages.commissionInvalid],
    ['a commission as words', { commissionPercent: 'ten' }, resellerMessages.commissionInvalid],
    ['a commission as true', { commissionPercent: true }, resellerMessages.commissionInvalid],
    ['no commission', { commissionPercent: undefined }, resellerMessages.commissionInvalid],
  ])('refuses %s with 400 and its sentence', async (_what, change, message) => {
    const response = await createReseller(one, admin, resellerForm(change));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('takes 0 and 100 percent, the edges', async () => {
    for (const commissionPercent of [0, 100]) {
      const response = await createReseller(one, admin, resellerForm({ commissionPercent }));
      expect(response.statusCode).toBe(201);
      expect(response.json().reseller.commissionPercent).toBe(commissionPercent);
    }
  });

  it('is for administrators only: a visitor 401, a traveller 403, on every address', async () => {
    const traveller = await signUpTraveller(one);
    const { id } = await resellerMade(one, admin);
    const calls = [
      { method: 'GET' as const, url: '/api/admin/resellers' },
      { method: 'POST' as const, url: '/api/admin/resellers', payload: resellerForm() },
      { method: 'DELETE' as const, url: `/api/admin/resellers/${id}/key` },
      { method: 'POST' as const, url: `/api/admin/resellers/${id}/key` },
    ];
    for (const call of calls) {
      expect((await one.inject(call)).statusCode).toBe(401);
      expect((await one.inject({ ...call, headers: traveller.headers })).statusCode).toBe(403);
    }
    const [row] = await database.db.select().from(resellers).where(eq(resellers.id, id));
    expect(row!.revokedAt).toBeNull();
  });

  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    expect((await one.inject({ method: 'DELETE', url: '/api/admin/resellers/not-an-id/key', headers: admin.headers })).statusCode).toBe(400);
    const unknown = await one.inject({ method: 'DELETE', url: '/api/admin/resellers/00000000-0000-4000-8000-000000000000/key', headers: admin.headers });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(resellerMessages.notFound);
    expect((await one.inject({ method: 'POST', url: '/api/admin/resellers/00000000-0000-4000-8000-000000000000/key', headers: admin.headers })).statusCode).toBe(404);
  });
});

describe("a reseller's key", () => {
  it('works on every instance, and once revoked on one is refused by the other at once', async () => {
    const { id, apiKey } = await resellerMade(one, admin, { name: 'Safar Deals' });
    for (const instance of [one, two]) {
      const allowed = await probe(instance, apiKey);
      expect(allowed.statusCode).toBe(200);
      expect(allowed.json()).toEqual({ resellerId: id, name: 'Safar Deals', commissionPercent: 12.5 });
    }

    const revoked = await one.inject({ method: 'DELETE', url: `/api/admin/resellers/${id}/key`, headers: admin.headers });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ message: resellerMessages.keyRevoked, reseller: { _id: id } });
    expect(revoked.json().reseller.revokedAt).not.toBeNull();

    for (const instance of [two, one]) {
      const refused = await probe(instance, apiKey);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ message: resellerMessages.keyRevokedOnUse, reason: 'revoked' });
    }
    const again = await two.inject({ method: 'DELETE', url: `/api/admin/resellers/${id}/key`, headers: admin.headers });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(resellerMessages.keyAlreadyRevoked);
  });

  it('is replaced by a new key: the old one stops, the new one works on both instances', async () => {
    const { id, apiKey: oldKey } = await resellerMade(one, admin);
    const issued = await two.inject({ method: 'POST', url: `/api/admin/resellers/${id}/key`, headers: admin.headers });
    expect(issued.statusCode).toBe(201);
    expect(issued.json()).toMatchObject({ message: resellerMessages.keyIssued, reseller: { _id: id, revokedAt: null } });
    const newKey: string = issued.json().apiKey;
    expect(newKey).not.toBe(oldKey);

    expect((await probe(one, oldKey)).json()).toEqual({ message: resellerMessages.keyUnknown, reason: 'unknown' });
    expect((await probe(one, newKey)).statusCode).toBe(200);
    expect((await probe(two, newKey)).json().resellerId).toBe(id);

    // A revoked key is brought back only by a new one.
    await one.inject({ method: 'DELETE', url: `/api/admin/resellers/${id}/key`, headers: admin.headers });
    expect((await probe(two, newKey)).statusCode).toBe(401);
    const fresh = await one.inject({ method: 'POST', url: `/api/admin/resellers/${id}/key`, headers: admin.headers });
    expect((await probe(two, fresh.json().apiKey)).statusCode).toBe(200);
  });

  it.each([
    ['no header', undefined, 'missing', resellerMessages.keyMissing],
    ['an empty key', '', 'missing', resellerMessages.keyMissing],
    ['a made-up key', 'yk_thisIsNotAKeyWeIssued', 'unknown', resellerMessages.keyUnknown],
    ['a very long key', `yk_${'a'.repeat(5000)}`, 'missing', resellerMessages.keyMissing],
  ])('refuses %s with 401', async (_what, key, reason, message) => {
    const response = await probe(one, key);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message, reason });
  });

  it('takes the scheme in any capitals but not another scheme', async () => {
    const { apiKey } = await resellerMade(one, admin);
    expect((await one.inject({ method: 'GET', url: '/test/reseller-probe', headers: { authorization: `bearer ${apiKey}` } })).statusCode).toBe(200);
    expect((await one.inject({ method: 'GET', url: '/test/reseller-probe', headers: { authorization: `Basic ${apiKey}` } })).statusCode).toBe(401);
  });
});

describe('the rate limit of a key', () => {
  it('counts each key on its own: over the limit 429 with Retry-After, another key unaffected', async () => {
    const limited = await startInstanceWithResellerProbe(database, { RESELLER_REQUESTS_PER_MINUTE: '5' });
    try {
      const first = await resellerMade(one, admin);
      const second = await resellerMade(one, admin);
      for (let n = 0; n < 5; n++) expect((await probe(limited, first.apiKey)).statusCode).toBe(200);
      const refused = await probe(limited, first.apiKey);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: resellerMessages.tooManyRequests, reason: 'rate_limited' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await probe(limited, second.apiKey)).statusCode).toBe(200);
      // Unknown keys are refused before they are counted, so nobody spends a reseller's budget.
      for (let n = 0; n < 10; n++) expect((await probe(limited, 'yk_guess')).statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });
});
