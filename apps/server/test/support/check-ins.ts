import { todayInIndia } from '@yatrika/contract/dates';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client.ts';
import { bookings } from '../../src/db/schema/bookings.ts';
import type { SignedIn } from './app.ts';
import { bookingDetails, payAndBook } from './payments.ts';

/**
 * A paid booking moved to `date` (today in India unless given): bookings cannot be made for
 * today through the API, but a departure's check-in happens on its day.
 */
export async function paidBookingOn(
  app: FastifyInstance,
  db: Database,
  who: SignedIn,
  tourId: string,
  { date = todayInIndia(), numPeople = 3, status }: { date?: string; numPeople?: number; status?: 'pending' | 'booked' | 'canceled' } = {},
) {
  const { booking } = await payAndBook(app, who, bookingDetails(tourId, { numPeople }));
  await db
    .update(bookings)
    .set({ bookingDate: date, ...(status ? { status } : {}) })
    .where(eq(bookings.id, booking._id));
  return booking;
}

export function checkInScan(app: FastifyInstance, who: Pick<SignedIn, 'headers'> | undefined, payload: object) {
  return app.inject({ method: 'POST', url: '/api/admin/check-ins', headers: who?.headers, payload });
}

export function ticketOf(app: FastifyInstance, who: Pick<SignedIn, 'headers'>, bookingId: string) {
  return app.inject({ method: 'GET', url: `/api/user/bookings/${bookingId}/ticket`, headers: who.headers });
}
