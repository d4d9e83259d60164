import { topUpMessages } from '@yatrika/contract/part-payment-messages';
import { eq } from 'drizzle-orm';
import { bookings } from '../../db/schema/bookings.ts';
import type { BalanceTopUp } from '../../db/schema/payments.ts';
import { amountDuePaise } from './amounts.ts';
import { TopUpRefusal, type TopUpApplier } from './top-up-types.ts';

/**
 * The balance of a booking paid by advance (decision 035): taken only while the booking still owes
 * a balance, and only for exactly what it owes now (a party changed since the order was opened
 * refuses it, and the order is refunded). Paid, the booking owes nothing more: its due date goes.
 */
export const applyBalance: TopUpApplier<BalanceTopUp> = async (tx, booking, order, now) => {
  if (booking.balanceDueOn === null) throw new TopUpRefusal(topUpMessages.balanceNotDue);
  const due = await amountDuePaise(tx, booking);
  if (due !== order.amountPaise) throw new TopUpRefusal(topUpMessages.balanceChanged);
  const [updated] = await tx.update(bookings).set({ balanceDueOn: null, updatedAt: now }).where(eq(bookings.id, booking.id)).returning();
  return { purpose: 'balance', booking: updated! };
};
