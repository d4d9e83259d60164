import { bookingMessages, packingGuideMessages } from '@yatrika/contract/bookings';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertTour } from '../../../test/support/tours.ts';
import { createTestApp, signInAdmin, signUpTraveller, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import type { ChangeFeed } from '../../db/changes.ts';
import type { Database } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { tours } from '../../db/schema/tours.ts';
import authPlugin from '../../plugins/auth.ts';
import errorsPlugin from '../../plugins/errors.ts';
import type { PackingGuideGenerator } from './generator.ts';
import { addDays, todayInIndia } from '@yatrika/contract/dates';
import { completion, type LlmStub, sendJson, startLlmStub } from '../../../test/support/llm-stub-server.ts';
import { OpenAiPackingGuideGenerator } from './openai-generator.ts';
import packingGuideRoutes from './routes.ts';
import { monthNameOf } from './trip.ts';

/** "YYYY-MM-DD", `days` after (or before) today in India. */
function indiaDayFromToday(days: number): string {
  return addDays(todayInIndia(), days);
}

type Tour = Awaited<ReturnType<typeof insertTour>>;

/** A booking row written straight to the table: these tests are about the guide, not about booking. */
async function insertBooking(db: Database, userId: string, tour: Tour, overrides: Partial<typeof bookings.$inferInsert> = {}) {
  const numPeople = overrides.numPeople ?? 2;
  const [booking] = await db
    .insert(bookings)
    .values({
      userId,
      tourId: tour.id,
      tourTitle: tour.title,
      tourLocation: tour.location,
      pricePaise: tour.pricePaise,
      totalPaise: tour.pricePaise * numPeople,
      fullName: 'Asha Verma',
      phone: '9876543210',
      bookingDate: indiaDayFromToday(30),
      startTime: '09:00',
      numPeople,
      status: 'booked',
      ...overrides,
    })
    .returning();
  return booking!;
}

async function storedBooking(db: Database, id: string) {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  return row!;
}

const guideUrl = (id: string) => `/api/user/bookings/${id}/generate-packing-guide`;

function generate(app: FastifyInstance, id: string, who?: SignedIn) {
  return app.inject({ method: 'POST', url: guideUrl(id), headers: who?.headers ?? {} });
}

describe('packing guide (offline provider)', () => {
  let t: TestApp;
  let traveller: SignedIn;
  let other: SignedIn;
  let admin: SignedIn;
  let tour: Tour;

  beforeAll(async () => {
    t = await createTestApp();
    traveller = await signUpTraveller(t.app);
    other = await signUpTraveller(t.app);
    admin = await signInAdmin(t.app);
    tour = await insertTour(t.db, { title: 'Spiti Valley Trek', location: 'Spiti, Himachal Pradesh', category: 'adventure' });
  });
  afterAll(() => t.close());

  it('writes a guide for a booked booking and stores it on the booking', async () => {
    const booking = await insertBooking(t.db, traveller.userId, tour, { numPeople: 3 });

    const response = await generate(t.app, booking.id, traveller);

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe(packingGuideMessages.generated);
    expect(body.packingList).toContain('# Packing guide: Spiti Valley Trek');
    expect(body.packingList).toContain('Namaste Asha!');
    expect(body.packingList).toContain('## Weather to expect');
    expect(body.packingList).toContain('## Adventure gear');
    expect(body.packingList).toContain('## For your group of 3');
    expect(body.packingList).toContain(monthNameOf(booking.bookingDate));
    const stored = await storedBooking(t.db, booking.id);
    expect(stored.packingList).toBe(body.packingList);
    expect(stored.updatedAt.getTime()).toBeGreaterThanOrEqual(booking.updatedAt.getTime());
  });

  it("plans for the tour's own length, not a guess from its title", async () => {
    const short = await insertTour(t.db, { title: 'Rishikesh Rafting Week', location: 'Rishikesh, Uttarakhand', category: 'adventure', durationDays: 2 });
    const booking = await insertBooking(t.db, traveller.userId, short);
    const guide = (await generate(t.app, booking.id, traveller)).json().packingList as string;
    expect(guide).toContain('This tour lasts 2 days, so this guide plans for 2 days.');
    expect(guide).not.toContain('do not list a fixed length');
  });

  it('writes a new guide over an earlier one', async () => {
    const booking = await insertBooking(t.db, traveller.userId, tour, { packingList: 'An old guide' });

    const response = await generate(t.app, booking.id, traveller);

    expect(response.statusCode).toBe(200);
    expect((await storedBooking(t.db, booking.id)).packingList).toBe(response.json().packingList);
    expect(response.json().packingList).not.toBe('An old guide');
  });

  it("follows the tour's category: a religious tour gets modest dress", async () => {
    const temple = await insertTour(t.db, { title: 'Golden Temple Visit', location: 'Amritsar, Punjab', category: 'religious' });
    const booking = await insertBooking(t.db, traveller.userId, temple);

    const guide = (await generate(t.app, booking.id, traveller)).json().packingList as string;

    expect(guide).toContain('## For temple and shrine visits');
    expect(guide).toContain('cover shoulders and knees');
  });

  it('reads the category from the title when the tour has been deleted', async () => {
    const gone = await insertTour(t.db, { title: 'Kedarnath Yatra', location: 'Kedarnath, Uttarakhand', category: 'religious' });
    const booking = await insertBooking(t.db, traveller.userId, gone);
    await t.db.delete(tours).where(eq(tours.id, gone.id));
    expect((await storedBooking(t.db, booking.id)).tourId).toBeNull();

    const response = await generate(t.app, booking.id, traveller);

    expect(response.statusCode).toBe(200);
    expect(response.json().packingList).toContain('# Packing guide: Kedarnath Yatra');
    expect(response.json().packingList).toContain('## For temple and shrine visits');
  });

  it('writes a guide for a trip that starts today in India', async () => {
    const booking = await insertBooking(t.db, traveller.userId, tour, { bookingDate: todayInIndia() });
    expect((await generate(t.app, booking.id, traveller)).statusCode).toBe(200);
  });

  it.each([
    ['pending', { status: 'pending' }],
    ['canceled', { status: 'canceled' }],
    ['completed', { status: 'completed' }],
    ['booked, with a date that has passed (completed)', { status: 'booked', bookingDate: indiaDayFromToday(-1) }],
  ] as const)('refuses a %s booking and leaves it unchanged', async (_case, overrides) => {
    const booking = await insertBooking(t.db, traveller.userId, tour, overrides);

    const response = await generate(t.app, booking.id, traveller);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: packingGuideMessages.onlyBooked });
    expect((await storedBooking(t.db, booking.id)).packingList).toBeNull();
  });

  it("answers 404 for another traveller's booking and for a booking that does not exist", async () => {
    const theirs = await insertBooking(t.db, other.userId, tour);

    const response = await generate(t.app, theirs.id, traveller);

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: bookingMessages.notFound });
    expect((await storedBooking(t.db, theirs.id)).packingList).toBeNull();

    const missing = await generate(t.app, '00000000-0000-4000-8000-000000000000', traveller);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(bookingMessages.notFound);
  });

  it('asks a visitor to sign in and turns an administrator away', async () => {
    const booking = await insertBooking(t.db, traveller.userId, tour);

    const visitor = await generate(t.app, booking.id);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe('Please log in to continue.');

    expect((await generate(t.app, booking.id, admin)).statusCode).toBe(403);
    expect((await storedBooking(t.db, booking.id)).packingList).toBeNull();
  });

  it('answers 400 for an id that is not an id', async () => {
    const response = await generate(t.app, 'not-a-booking', traveller);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/id/);
  });
});

describe('packing guide (openai provider)', () => {
  const model = 'yatrika-guide-model';
  const apiKey = 'sk-integration-test-key';
  let stub: LlmStub;
  let t: TestApp;
  let traveller: SignedIn;
  let tour: Tour;

  beforeAll(async () => {
    stub = await startLlmStub();
    t = await createTestApp({ packingGuide: { provider: 'openai', baseUrl: `${stub.origin}/v1/`, apiKey, model } });
    traveller = await signUpTraveller(t.app);
    tour = await insertTour(t.db, { title: 'Goa Monsoon Escape', location: 'Goa', category: 'romantic' });
  });
  afterAll(async () => {
    await t.close();
    await stub.close();
  });
  beforeEach(() => {
    stub.requests.length = 0;
  });

  it('asks the model with the booking details and stores its guide', async () => {
    stub.respond = (reply) => sendJson(reply, 200, completion('## Clothing\n\n- A rain jacket and an umbrella'));
    const booking = await insertBooking(t.db, traveller.userId, tour, { numPeople: 4 });

    const response = await generate(t.app, booking.id, traveller);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ packingList: '## Clothing\n\n- A rain jacket and an umbrella', message: packingGuideMessages.generated });
    expect((await storedBooking(t.db, booking.id)).packingList).toBe('## Clothing\n\n- A rain jacket and an umbrella');

    expect(stub.requests).toHaveLength(1);
    const [request] = stub.requests;
    expect(request!.url).toBe('/v1/chat/completions');
    expect(request!.headers.authorization).toBe(`Bearer ${apiKey}`);
    const body = request!.body as { model: string; messages: { role: string; content: string }[] };
    expect(body.model).toBe(model);
    const prompt = body.messages.map((message) => message.content).join('\n');
    expect(prompt).toContain('Goa');
    expect(prompt).toContain(monthNameOf(booking.bookingDate));
    expect(prompt).toContain('4 people');
    expect(prompt).toContain('Asha');
    // Only the first name leaves for the outside provider.
    expect(prompt).not.toContain('Verma');
  });

  it('answers 502 with the spec message when the model fails, and keeps the earlier guide', async () => {
    stub.respond = (reply) => sendJson(reply, 500, { error: { message: 'The server had an error' } });
    const booking = await insertBooking(t.db, traveller.userId, tour, { packingList: 'The earlier guide' });

    const response = await generate(t.app, booking.id, traveller);

    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ message: 'Failed to generate packing guide. Please try again.' });
    expect((await storedBooking(t.db, booking.id)).packingList).toBe('The earlier guide');
  });

  it('does not call the model for a booking that may not have a guide', async () => {
    const booking = await insertBooking(t.db, traveller.userId, tour, { status: 'pending' });
    expect((await generate(t.app, booking.id, traveller)).statusCode).toBe(400);
    expect(stub.requests).toHaveLength(0);
  });

  describe('with a short timeout', () => {
    let app: FastifyInstance;

    /** The route plugin on its own, with a generator that gives up quickly. */
    async function appWithGenerator(db: Database, changes: ChangeFeed, generator: PackingGuideGenerator) {
      const instance = Fastify({ logger: false });
      instance.setValidatorCompiler(validatorCompiler);
      instance.setSerializerCompiler(serializerCompiler);
      await instance.register(errorsPlugin);
      await instance.register(authPlugin, { db, changes, secret: 'timeout-test-secret-'.padEnd(48, 'x'), ttlSeconds: 3600 });
      await instance.register(packingGuideRoutes, { db, generator });
      await instance.ready();
      return instance;
    }

    beforeAll(async () => {
      app = await appWithGenerator(t.db, t.changes, new OpenAiPackingGuideGenerator({ baseUrl: `${stub.origin}/v1`, apiKey, model, timeoutMs: 100 }));
    });
    afterAll(() => app.close());

    it('answers 502 with the spec message when the model is too slow, and leaves the booking alone', async () => {
      stub.respond = (reply) => {
        const timer = setTimeout(() => sendJson(reply, 200, completion('Too late')), 5_000);
        reply.on('close', () => clearTimeout(timer));
      };
      const booking = await insertBooking(t.db, traveller.userId, tour);
      const headers = { authorization: `Bearer ${app.issueToken({ id: traveller.userId, role: 'traveller', sessionVersion: 0 })}` };

      const response = await app.inject({ method: 'POST', url: guideUrl(booking.id), headers });

      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({ message: packingGuideMessages.failed });
      expect(stub.requests).toHaveLength(1);
      expect((await storedBooking(t.db, booking.id)).packingList).toBeNull();
    });
  });
});
