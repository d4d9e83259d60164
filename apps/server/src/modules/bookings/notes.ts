import { bookingMessages } from '@yatrika/contract/bookings';
import type { BookingEvent } from '@yatrika/contract/operator-bookings';
import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { notFound } from '../../lib/errors.ts';
import { auditBookingChange } from './audit.ts';
import { listBookingEvents, recordBookingEvent, type Operator } from './events.ts';

/** Finds the booking (a note's transaction holds it, so a delete waits for the note). */
async function requireBooking(tx: Executor, bookingId: string, lock: boolean): Promise<{ id: string; number: number }> {
  const query = tx.select({ id: bookings.id, number: bookings.number }).from(bookings).where(eq(bookings.id, bookingId));
  const [row] = lock ? await query.for('share') : await query;
  if (!row) throw notFound(bookingMessages.notFound);
  return row;
}

/** The operator's note on a booking: kept in its history, never emailed. */
export async function addBookingNote(db: Database, bookingId: string, note: string, operator: Operator): Promise<BookingEvent> {
  return db.transaction(async (tx) => {
    const row = await requireBooking(tx, bookingId, true);
    const event = await recordBookingEvent(tx, bookingId, operator, 'note', { note });
    await auditBookingChange(tx, operator, 'booking.note', row, { after: { note } });
    return event;
  });
}

export async function bookingHistory(db: Database, bookingId: string): Promise<BookingEvent[]> {
  await requireBooking(db, bookingId, false);
  return listBookingEvents(db, bookingId);
}
