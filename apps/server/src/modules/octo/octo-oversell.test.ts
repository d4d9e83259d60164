import { and, eq, gt, sum } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signUpTraveller, type TestApp } from '../../../test/support/app.ts';
import { seatsLeftOn } from '../../../test/support/departures.ts';
import { guest, octo, reservationOf } from '../../../test/support/octo.ts';
import { bookingDetails, createOrder, dayFromToday } from '../../../test/support/payments.ts';
import { resellerMade } from '../../../test/support/resellers.ts';
import { insertTour } from '../../../test/support/tours.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { seatHolds } from '../../db/schema/departures.ts';

// Runs on embedded PGlite and, with TEST_DATABASE_URL, on PostgreSQL, where the requests really
// overlap on pooled connections: the departure's lock, taken by the website's hold and the
// reseller's alike, is what keeps two sellers from selling one seat.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('40 parallel reservations from two resellers and the website’s checkout on 5 seats: exactly 5 held, then exactly 5 booked', async () => {
  const admin = await signInAdmin(t.app);
  const first = await resellerMade(t.app, admin, { name: 'Ghumakkad Travels' });
  const second = await resellerMade(t.app, admin, { name: 'Safar Online', email: 'api@safar.example' });
  const tour = await insertTour(t.db, { capacity: 5, pricePaise: 250_000 });
  const date = dayFromToday(25);
  const travellers = await Promise.all(Array.from({ length: 10 }, () => signUpTraveller(t.app)));

  const reserve = (apiKey: string) => ({ apiKey, run: () => octo(t.app, apiKey, '/bookings', { method: 'POST', payload: reservationOf(tour.id, date, ['adult']) }) });
  const attempts = [
    ...Array.from({ length: 15 }, () => reserve(first.apiKey)),
    ...Array.from({ length: 15 }, () => reserve(second.apiKey)),
    ...travellers.map((who, n) => ({ apiKey: null, run: () => createOrder(t.app, who, { booking: bookingDetails(tour.id, { bookingDate: date, numPeople: 1, fullName: `Traveller ${n}` }) }) })),
  ];
  // Interleave the three sellers so they really compete.
  const shuffled = attempts.map((attempt, n) => ({ attempt, order: (n * 17) % attempts.length })).sort((a, b) => a.order - b.order);
  const outcomes = await Promise.all(shuffled.map(async ({ attempt }) => ({ apiKey: attempt.apiKey, response: await attempt.run() })));
  const responses = outcomes.map(({ response }) => response);

  const held = responses.filter((response) => response.statusCode === 200 || response.statusCode === 201);
  const serverErrors = responses.filter((response) => response.statusCode >= 500);
  expect({ attempts: responses.length, held: held.length, serverErrors: serverErrors.length }).toEqual({ attempts: 40, held: 5, serverErrors: 0 });
  // Every refusal says why in its own API's words: OCTO's UNPROCESSABLE_ENTITY, the website's 409.
  for (const refused of responses.filter((response) => response.statusCode !== 200 && response.statusCode !== 201)) {
    if (refused.json().error) expect(refused.json()).toMatchObject({ error: 'UNPROCESSABLE_ENTITY' });
    else expect(refused.statusCode).toBe(409);
  }
  const [live] = await t.db
    .select({ seats: sum(seatHolds.seats).mapWith(Number) })
    .from(seatHolds)
    .where(and(eq(seatHolds.tourId, tour.id), gt(seatHolds.expiresAt, new Date())));
  expect(live!.seats).toBe(5);
  expect(await seatsLeftOn(t.app, tour.id, date)).toEqual({ seatsLeft: 0, status: 'sold_out' });

  // The resellers' reservations confirm into bookings on the seats they held; nobody else gets one.
  const reservations = outcomes.filter(({ apiKey, response }) => apiKey && response.statusCode === 200).map(({ apiKey, response }) => ({ apiKey: apiKey!, uuid: response.json().uuid as string }));
  for (const { apiKey, uuid } of reservations) {
    const confirmed = await octo(t.app, apiKey, `/bookings/${uuid}/confirm`, { method: 'POST', payload: { contact: guest() } });
    expect(confirmed.json().status).toBe('CONFIRMED');
  }
  const late = await octo(t.app, first.apiKey, '/bookings', { method: 'POST', payload: reservationOf(tour.id, date, ['adult']) });
  expect(late.json().error).toBe('UNPROCESSABLE_ENTITY');
  const booked = await t.db.select({ seats: sum(bookings.numPeople).mapWith(Number) }).from(bookings).where(eq(bookings.tourId, tour.id));
  expect(booked[0]!.seats ?? 0).toBe(reservations.length);
  expect(await seatsLeftOn(t.app, tour.id, date)).toEqual({ seatsLeft: 0, status: 'sold_out' });
});
