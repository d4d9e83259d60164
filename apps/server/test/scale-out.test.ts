import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@yatrika/contract/auth';
import { holdMessages } from '@yatrika/contract/hold-messages';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../src/db/client.ts';
import { createTestDatabase } from './support/database.ts';
import { startInstance } from './support/instances.ts';
import { travellerDetails } from './support/app.ts';
import { bookingDetails, dayFromToday } from './support/payments.ts';
import { insertTour } from './support/tours.ts';

/**
 * Two instances on one database, as behind a load balancer: nothing a
 * request depends on may live in one instance's memory. With TEST_REDIS_URL,
 * the login rate limit is shared through Redis too.
 */
let database: DatabaseHandle;
let first: FastifyInstance;
let second: FastifyInstance;
const redisUrl = process.env.TEST_REDIS_URL;

/**
 * Counts in Redis outlive a test run (15 minutes): each run signs in from its own
 * address, so the per-address limit of a previous run does not carry over.
 */
const freshAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${1 + randomInt(254)}`;

const instance = () => startInstance(database, redisUrl ? { REDIS_URL: redisUrl } : {});

beforeAll(async () => {
  database = await createTestDatabase();
  first = await instance();
  second = await instance();
});
afterAll(async () => {
  await first.close();
  await second.close();
  await database.close();
});

describe('several instances on one database', () => {
  it('accept each other’s tokens and sign-outs', async () => {
    const details = travellerDetails();
    const registered = await first.inject({ method: 'POST', url: '/api/user/register', payload: details });
    const headers = { authorization: `Bearer ${registered.json().token}` };
    expect((await second.inject({ method: 'GET', url: '/api/user/profile', headers })).statusCode).toBe(200);

    await second.inject({ method: 'POST', url: '/api/user/logout', headers });
    expect((await first.inject({ method: 'GET', url: '/api/user/profile', headers })).statusCode).toBe(401);
  });

  it.runIf(redisUrl)('count login attempts together through Redis', async () => {
    const details = travellerDetails();
    await first.inject({ method: 'POST', url: '/api/user/register', payload: details });
    const remoteAddress = freshAddress();
    const attempt = (app: FastifyInstance) =>
      app.inject({ method: 'POST', url: '/api/user/login', remoteAddress, payload: { email: details.email, password: 'wrong-password' } });
    for (let i = 0; i < 5; i++) expect((await attempt(first)).statusCode).toBe(401);
    for (let i = 0; i < 5; i++) expect((await attempt(second)).statusCode).toBe(401);
    expect((await attempt(first)).statusCode).toBe(429);
    expect((await attempt(second)).statusCode).toBe(429);
  });

  it.runIf(redisUrl)('count failed logins from one address across accounts together through Redis', async () => {
    const remoteAddress = freshAddress();
    const attempt = (app: FastifyInstance, i: number) =>
      app.inject({ method: 'POST', url: '/api/user/login', remoteAddress, payload: { email: `spray.${i}@example.in`, password: 'Summer2024!' } });
    for (let i = 0; i < 10; i++) expect((await attempt(first, i)).statusCode).toBe(401);
    for (let i = 10; i < 20; i++) expect((await attempt(second, i)).statusCode).toBe(401);
    for (const app of [first, second]) {
      const limited = await attempt(app, 99);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ message: authMessages.tooManyAttempts });
    }
  });

  it.runIf(redisUrl)('count sign-ups from one address together through Redis', async () => {
    const limited = { REDIS_URL: redisUrl!, SIGNUPS_PER_ADDRESS_PER_HOUR: '4' };
    const [one, two] = [await startInstance(database, limited), await startInstance(database, limited)];
    try {
      const remoteAddress = freshAddress();
      const signUp = (app: FastifyInstance) => app.inject({ method: 'POST', url: '/api/user/register', remoteAddress, payload: travellerDetails() });
      for (const app of [one, two, one, two]) expect((await signUp(app)).statusCode).toBe(201);
      for (const app of [one, two]) {
        const refused = await signUp(app);
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toEqual({ message: holdMessages.tooManySignUps });
      }
    } finally {
      await one.close();
      await two.close();
    }
  });

  it('sell the last seats of a departure once between them', async () => {
    const tour = await insertTour(database.db, { capacity: 3 });
    const date = dayFromToday(45);
    const travellers = await Promise.all(
      Array.from({ length: 12 }, async () => (await first.inject({ method: 'POST', url: '/api/user/register', payload: travellerDetails() })).json()),
    );
    const responses = await Promise.all(
      travellers.map(({ token }, n) =>
        (n % 2 === 0 ? first : second).inject({
          method: 'POST',
          url: '/api/payment/create-order',
          headers: { authorization: `Bearer ${token}` },
          payload: { booking: bookingDetails(tour.id, { bookingDate: date, numPeople: 1 }) },
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, ...Array(9).fill(409)]);
    const calendar = await second.inject({ method: 'GET', url: `/api/routes/tours/${tour.id}/availability?from=${date}&days=1` });
    expect(calendar.json().dates[0]).toMatchObject({ seatsLeft: 0, status: 'sold_out' });
  });
});
