import { randomUUID } from 'node:crypto';
import { priceBooking } from '@yatrika/contract/price-calculation';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { Database, DatabaseHandle } from '../../src/db/client.ts';
import { insertResellerBooking } from '../../src/modules/bookings/public.ts';
import { ensureSecret } from '../../src/db/settings.ts';
import { resellerAccess } from '../../src/modules/resellers/public.ts';
import { liftedLimits, type SignedIn } from './app.ts';

/** Where the probe below answers: 200 with the reseller's id, or the refusal's status and sentence. */
export const RESELLER_PROBE_URL = '/test/reseller-probe';

/**
 * An instance of the server on a shared database (as behind a load balancer) with one more route
 * that lets a reseller's key through `resellerAccess`, as a reseller API does: the key and rate
 * limit tests call it without depending on any one API's answers.
 */
export async function startInstanceWithResellerProbe(database: DatabaseHandle, env: Record<string, string> = {}): Promise<FastifyInstance> {
  const config = loadConfig({ SEED_DEMO: 'false', ALLOW_SANDBOX_PAYMENTS: 'true', LOG_LEVEL: 'silent', RECONCILE_INTERVAL_SECONDS: '0', EMAIL_INTERVAL_SECONDS: '0', ...liftedLimits, ...env });
  const jwtSecret = await ensureSecret(database.db, 'jwt_secret');
  const app = await buildApp({ config, db: database.db, changes: database.changes, jwtSecret, logger: false });
  const access = resellerAccess(app, { db: database.db, requestsPerMinute: config.rateLimits.resellerRequestsPerMinute });
  app.get(RESELLER_PROBE_URL, async (request, reply) => {
    const answer = await access(request);
    if (answer.ok) return { resellerId: answer.reseller.id, name: answer.reseller.name, commissionPercent: answer.reseller.commissionPercent };
    if (answer.status === 429) reply.header('Retry-After', answer.retryAfterSeconds);
    return reply.status(answer.status).send({ message: answer.message, reason: answer.reason });
  });
  await app.ready();
  return app;
}

export const resellerForm = (overrides: Record<string, unknown> = {}) => ({ name: 'Yatra Partners', email: 'desk@yatra-partners.example', commissionPercent: 12.5, ...overrides });

export const createReseller = (app: FastifyInstance, admin: SignedIn, payload: unknown) =>
  app.inject({ method: 'POST', url: '/api/admin/resellers', headers: admin.headers, payload: payload as Record<string, unknown> });

/** A new reseller and its key; fails the test when the operator could not add it. */
export async function resellerMade(app: FastifyInstance, admin: SignedIn, overrides: Record<string, unknown> = {}): Promise<{ id: string; apiKey: string }> {
  const response = await createReseller(app, admin, resellerForm(overrides));
  if (response.statusCode !== 201) throw new Error(`reseller not created: ${response.statusCode} ${response.body}`);
  return { id: response.json().reseller._id, apiKey: response.json().apiKey };
}

export const probe = (app: FastifyInstance, apiKey: string | undefined) =>
  app.inject({ method: 'GET', url: RESELLER_PROBE_URL, headers: apiKey === undefined ? {} : { authorization: `Bearer ${apiKey}` } });

/**
 * A reseller's confirmed booking made through the bookings module's own function (as the OCTO
 * confirmation makes one): `people` adults at the tour's price, seats claimed as for anyone.
 */
export async function insertResellerBookingOf(
  db: Database,
  booking: { resellerId: string; tourId: string; date: string; people?: number; unitPaise?: number; resellerReference?: string | null; startTime?: string; now?: Date },
) {
  const people = booking.people ?? 2;
  const unitPaise = booking.unitPaise ?? 500_000;
  const priced = priceBooking({ priceTypes: [{ type: 'adult', pricePaise: unitPaise, takesSeat: true }], party: { adult: people }, groupDiscount: null });
  return db.transaction((tx) =>
    insertResellerBooking(
      tx,
      {
        resellerId: booking.resellerId,
        resellerReference: booking.resellerReference === undefined ? `R-${randomUUID().slice(0, 8)}` : booking.resellerReference,
        holdKey: null,
        userId: null,
        tourId: booking.tourId,
        bookingDate: booking.date,
        startTime: booking.startTime ?? '09:00',
        numPeople: people,
        party: { adult: people },
        lines: priced.lines,
        pricePaise: unitPaise,
        totalPaise: priced.totalPaise,
        fullName: 'Meera Iyer',
        phone: '9876500000',
      },
      booking.now,
    ),
  );
}
