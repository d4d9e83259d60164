import { cancellationPolicyLine, type CancellationPolicy } from '@yatrika/contract/cancellation';
import { and, asc, eq, gte, inArray, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { paiseToRupees } from '../../lib/money.ts';
import type { PaymentGateway } from '../../providers/payments/gateway.ts';
import { cancelMyBooking, quoteMyCancellation } from './service.ts';
import { todayInIndia } from './status.ts';

/**
 * The bookings that closing a traveller's account cancels: pending or booked, for today or later
 * (India's calendar). Past trips stay as they are, for the operator's records; a booking a reseller
 * sold stays too, the reseller's to change or cancel (decision 040), outliving the account (002).
 */
const futureBookingsOf = (executor: Executor, userId: string, today: string) =>
  executor
    .select({ id: bookings.id, tourTitle: bookings.tourTitle, bookingDate: bookings.bookingDate, numPeople: bookings.numPeople })
    .from(bookings)
    .where(and(eq(bookings.userId, userId), isNull(bookings.resellerId), inArray(bookings.status, ['pending', 'booked']), gte(bookings.bookingDate, today)))
    .orderBy(asc(bookings.bookingDate), asc(bookings.id));

/**
 * What closing the account now would do: each future booking with what its cancel gives back,
 * by the same quote a traveller's own cancel shows (`quoteMyCancellation`), so the money rule
 * lives in one place.
 */
export async function quoteAccountClosing(db: Database, userId: string, policy: CancellationPolicy, now: Date = new Date()) {
  const rows = await futureBookingsOf(db, userId, todayInIndia(now));
  const quoted = await Promise.all(
    rows.map(async (row) => {
      const quote = await quoteMyCancellation(db, userId, row.id, policy, now);
      return { _id: row.id, tourTitle: row.tourTitle, bookingDate: row.bookingDate, numPeople: row.numPeople, paidAmount: quote.paidAmount, refundAmount: quote.refundAmount };
    }),
  );
  return {
    bookings: quoted,
    // Added in paise: rupee fractions do not add exactly in floating point.
    refundTotal: paiseToRupees(quoted.reduce((sum, booking) => sum + Math.round(booking.refundAmount * 100), 0)),
    policy: cancellationPolicyLine(policy),
  };
}

/** One booking a closing account cancelled, and the refund its cancel asked for (rupees). */
export interface CancelledOnClosing {
  _id: string;
  tourTitle: string;
  bookingDate: string;
  numPeople: number;
  refundAmount: number;
}

/**
 * Cancels every future booking of a closing account as the traveller's own cancel does, refund
 * included (each its own transaction; the provider is called after each commits). Answers each
 * booking cancelled with its refund, and the refunds asked for in all, in rupees: the traveller
 * has no account left to look them up in afterwards.
 */
export async function cancelBookingsOfClosingAccount(
  db: Database,
  gateway: PaymentGateway,
  log: FastifyBaseLogger,
  userId: string,
  policy: CancellationPolicy,
): Promise<{ cancelled: number; refundTotal: number; bookings: CancelledOnClosing[] }> {
  const rows = await futureBookingsOf(db, userId, todayInIndia());
  let refundPaise = 0;
  const cancelledBookings: CancelledOnClosing[] = [];
  for (const row of rows) {
    const cancelled = await cancelMyBooking(db, gateway, log, userId, row.id, policy);
    refundPaise += cancelled.settlement.refundPaise;
    cancelledBookings.push({
      _id: row.id,
      tourTitle: row.tourTitle,
      bookingDate: row.bookingDate,
      numPeople: row.numPeople,
      refundAmount: paiseToRupees(cancelled.settlement.refundPaise),
    });
  }
  return { cancelled: rows.length, refundTotal: paiseToRupees(refundPaise), bookings: cancelledBookings };
}

/** Whether the account still has a future booking (one made while it was being closed). */
export async function hasFutureBookings(executor: Executor, userId: string): Promise<boolean> {
  const rows = await futureBookingsOf(executor, userId, todayInIndia()).limit(1);
  return rows.length > 0;
}
