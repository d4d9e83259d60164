import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { bookingCollections, bookingRefunds } from '../../src/db/schema/bookings.ts';
import type { SignedIn } from './app.ts';
import { bookingWithRefund } from './refunds.ts';

type Who = Pick<SignedIn, 'headers'>;

/** The operator's quote for a party of `numPeople` (sent as the query string's text). */
export const quoteParty = (app: FastifyInstance, who: Who, bookingId: string, numPeople: unknown) =>
  app.inject({ method: 'GET', url: `/api/admin/bookings/${bookingId}/party?numPeople=${String(numPeople)}`, headers: who.headers });

/** The operator changes the party. */
export const changeParty = (app: FastifyInstance, who: Who, bookingId: string, payload: object) =>
  app.inject({ method: 'PUT', url: `/api/admin/bookings/${bookingId}/party`, headers: who.headers, payload });

/** The operator marks one refund of part of a booking handed back. */
export const handBackPart = (app: FastifyInstance, who: Who, bookingId: string, refundId: string, payload: object = {}) =>
  app.inject({ method: 'PUT', url: `/api/admin/bookings/${bookingId}/partial-refunds/${refundId}/handed-back`, headers: who.headers, payload });

/** A booking's row, its refunds of part of it and what was collected for larger parties. */
export async function partyMoneyOf(db: Database, bookingId: string) {
  const row = await bookingWithRefund(db, bookingId);
  // Refunds of part of it (the cancel's own is the row's, decision 042), oldest first; of one change's two, the provider's part first.
  const refunds = (await db.select().from(bookingRefunds).where(eq(bookingRefunds.bookingId, bookingId))).filter((refund) => refund.id !== bookingId).sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || Number(a.paymentId === null) - Number(b.paymentId === null),
  );
  const collections = await db.select().from(bookingCollections).where(eq(bookingCollections.bookingId, bookingId));
  return { row, refunds, collections };
}
