import { and, eq, gt, inArray, sum } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client.ts';
import { bookings } from '../../src/db/schema/bookings.ts';
import { seatHolds } from '../../src/db/schema/departures.ts';
import type { SignedIn } from './app.ts';

type Who = Pick<SignedIn, 'headers'> | undefined;

export function availability(app: FastifyInstance, tourId: string, query = '') {
  return app.inject({ method: 'GET', url: `/api/routes/tours/${tourId}/availability${query}` });
}

/** The seats left on one date, as the public calendar answers it. */
export async function seatsLeftOn(app: FastifyInstance, tourId: string, date: string): Promise<{ seatsLeft: number; status: string }> {
  const response = await availability(app, tourId, `?from=${date}&days=1`);
  if (response.statusCode !== 200) throw new Error(`availability failed: ${response.statusCode} ${response.body}`);
  const [day] = response.json().dates;
  return { seatsLeft: day.seatsLeft, status: day.status };
}

/**
 * The seats a date has given away, read straight from the tables: people on its pending and booked
 * bookings plus seats in its live holds. A race test checks it against the capacity.
 */
export async function seatsTakenOn(db: Database, tourId: string, date: string): Promise<number> {
  const [booked] = await db
    .select({ people: sum(bookings.numPeople).mapWith(Number) })
    .from(bookings)
    .where(and(eq(bookings.tourId, tourId), eq(bookings.bookingDate, date), inArray(bookings.status, ['pending', 'booked'])));
  const [held] = await db
    .select({ seats: sum(seatHolds.seats).mapWith(Number) })
    .from(seatHolds)
    .where(and(eq(seatHolds.tourId, tourId), eq(seatHolds.date, date), gt(seatHolds.expiresAt, new Date())));
  return (booked?.people ?? 0) + (held?.seats ?? 0);
}

export function changeDeparture(app: FastifyInstance, who: Who, tourId: string, date: string, payload: object) {
  return app.inject({ method: 'PUT', url: `/api/admin/tours/${tourId}/departures/${date}`, headers: who?.headers, payload });
}

export function listDepartures(app: FastifyInstance, who: Who, query = '') {
  return app.inject({ method: 'GET', url: `/api/admin/departures${query}`, headers: who?.headers });
}
