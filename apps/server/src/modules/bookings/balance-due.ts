import { bookingMessages } from '@yatrika/contract/bookings';
import { todayInIndia } from '@yatrika/contract/dates';
import { partPaymentMessages } from '@yatrika/contract/part-payment-messages';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { auditBookingChange } from './audit.ts';
import { recordBookingEvent, type Operator } from './events.ts';

/**
 * The operator gives a traveller more time for the balance (decision 035): a new due date from today
 * on and before the departure, on a booking still owing one, under the booking's lock (so a lapse
 * running now either cancelled it first, and this answers 409, or waits and finds the new date).
 * The history keeps the change; reminders follow the new date.
 */
export async function changeBalanceDue(db: Database, bookingId: string, balanceDueOn: string, operator: Operator, now: Date = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
    if (!row) throw notFound(bookingMessages.notFound);
    if (row.status === 'canceled' || row.balanceDueOn === null) throw conflict(partPaymentMessages.noBalanceDue);
    if (balanceDueOn < todayInIndia(now) || balanceDueOn >= row.bookingDate) throw badRequest(partPaymentMessages.dueDateInvalid);
    await tx.update(bookings).set({ balanceDueOn, updatedAt: now }).where(eq(bookings.id, row.id));
    await recordBookingEvent(tx, row.id, operator, 'note', { note: partPaymentMessages.dueDateChangedNote(row.balanceDueOn, balanceDueOn) });
    await auditBookingChange(tx, operator, 'booking.balance-due', row, { before: { balanceDueOn: row.balanceDueOn }, after: { balanceDueOn } });
  });
}
