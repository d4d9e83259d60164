import { bookingMessages } from '@yatrika/contract/bookings';
import { refundByHandMessages, type BookingEvent } from '@yatrika/contract/operator-bookings';
import { partyChangeMessages } from '@yatrika/contract/party-changes';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { paiseToRupees } from '../../lib/money.ts';
import { handBackRefund, refundsOf, type RefundRow } from '../money/public.ts';
import { auditBookingChange } from './audit.ts';
import { recordBookingEvent, type Operator } from './events.ts';

/**
 * The operator has handed back a refund owed by hand (decisions 020 and 023): the booking's own
 * (its cancel's, `refundId` absent: a booking paid offline) or one of part of it. Recorded with when,
 * by whom and how in its history and emailed to the traveller, in one transaction holding the
 * booking's row, so two clicks record it once and the second answers 409.
 */
export async function markRefundHandedBack(
  db: Database,
  bookingId: string,
  refundId: string | undefined,
  reference: string | undefined,
  operator: Operator,
  now: Date = new Date(),
): Promise<{ refund: RefundRow; event: BookingEvent }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
    if (!row) throw notFound(bookingMessages.notFound);
    const ownRefund = refundId === undefined;
    const owed = (await refundsOf(tx, [row.id])).find((refund) => refund.id === (refundId ?? row.id));
    if (!owed && !ownRefund) throw notFound(partyChangeMessages.refundNotFound);
    const handedBack = owed && (await handBackRefund(tx, row, owed.id, reference, now));
    if (!handedBack) throw conflict(ownRefund ? refundByHandMessages.nothingToHandBack : partyChangeMessages.nothingToHandBack);
    const event = await recordBookingEvent(tx, row.id, operator, 'refund_handed_back', {
      amount: paiseToRupees(handedBack.amountPaise),
      reference: reference ?? null,
      ...(ownRefund ? {} : { partialRefundId: handedBack.id }),
    });
    await auditBookingChange(tx, operator, 'booking.refund-handed-back', row, {
      before: { refundId: handedBack.id, handedBack: false },
      after: { refundId: handedBack.id, handedBack: true, amountPaise: handedBack.amountPaise, reference: reference ?? null },
    });
    return { refund: handedBack, event };
  });
}
