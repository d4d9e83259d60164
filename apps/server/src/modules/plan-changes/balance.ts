import { topUpMessages } from '@yatrika/contract/part-payment-messages';
import type { BalanceTopUp } from '../../db/schema/payments.ts';
import { applyBookingChange } from '../bookings/public.ts';
import { TopUpRefusal, type TopUpApplier } from './top-up-types.ts';
import { amountDuePaise } from '../money/public.ts';

/**
 * The balance of a booking paid by advance (decision 035): taken only while the booking still owes
 * a balance, and only for exactly what it owes now (a party changed since the order was opened
 * refuses it, and the order is refunded). Paid, the booking owes nothing more: its due date goes.
 */
export const applyBalance: TopUpApplier<BalanceTopUp> = async (tx, booking, order, now) => {
  if (booking.balanceDueOn === null) throw new TopUpRefusal(topUpMessages.balanceNotDue);
  const due = await amountDuePaise(tx, booking);
  if (due !== order.amountPaise) throw new TopUpRefusal(topUpMessages.balanceChanged);
  return { purpose: 'balance', booking: await applyBookingChange(tx, booking.id, { balancePaidUp: true }, now) };
};
