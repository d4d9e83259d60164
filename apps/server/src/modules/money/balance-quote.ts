import { bookingMessages } from '@yatrika/contract/bookings';
import { partPaymentMessages } from '@yatrika/contract/part-payment-messages';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import type { BalanceTopUp } from '../../db/schema/payments.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { amountDuePaise } from './amounts.ts';

export interface BalanceQuote {
  bookingId: string;
  amountPaise: number;
  balanceDueOn: string;
  topUp: BalanceTopUp;
}

/**
 * What the traveller's own booking owes as its balance now (decision 035), priced from its ledger
 * on the server: 404 for a booking that is not theirs (as for any other booking), 409 when nothing
 * is due (paid in full, the balance paid, or cancelled).
 */
export async function quoteBalance(db: Executor, userId: string, bookingId: string): Promise<BalanceQuote> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId)));
  if (!row) throw notFound(bookingMessages.notFound);
  if (row.status === 'canceled' || row.balanceDueOn === null) throw conflict(partPaymentMessages.noBalanceDue);
  const due = await amountDuePaise(db, row);
  if (due <= 0) throw conflict(partPaymentMessages.noBalanceDue);
  return { bookingId: row.id, amountPaise: due, balanceDueOn: row.balanceDueOn, topUp: { kind: 'balance', amountDuePaise: due } };
}
