import { sql } from 'drizzle-orm';
import { bookingLedger, bookings } from '../../db/schema/bookings.ts';

/**
 * What a booking has paid and still owes as SQL expressions over `bookings`, for lists the
 * database filters, sorts and pages by (the operator's bookings table): the same sums as
 * `ledgerTotals` and the same rule as `amountDueOf`, kept here beside them so one module says what
 * a booking's money is.
 */
const ledgerSum = (kind: 'payment' | 'refund') =>
  sql<number>`(select coalesce(sum(${bookingLedger.amountPaise}), 0) from ${bookingLedger} where ${bookingLedger.bookingId} = ${bookings.id} and ${bookingLedger.kind} = ${kind})`;
const hasLedger = sql`exists (select 1 from ${bookingLedger} where ${bookingLedger.bookingId} = ${bookings.id})`;

/** Paise the ledger holds as paid. */
export const paidPaiseInSql = ledgerSum('payment');

/** What is still owed, as `amountDueOf` reads it: nothing once cancelled or without a ledger, never below zero. */
export const duePaiseInSql = sql<number>`(case when ${bookings.status} = 'canceled' or not ${hasLedger} then 0
  else greatest(0, ${bookings.totalPaise} - (${ledgerSum('payment')} - ${ledgerSum('refund')})) end)`;
