import { checkInMessages } from '@yatrika/contract/check-in-messages';
import { bookingNumberOf, bookingReference } from '@yatrika/contract/booking-reference';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { resellers } from '../../db/schema/resellers.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { verifyTicketCode } from '../tickets/public.ts';

export type BookingRow = typeof bookings.$inferSelect;

/**
 * The booking a scanned code or a typed reference names. A code whose signature is not ours is
 * refused (400) before any booking is looked up: a forged or altered ticket learns nothing.
 */
export async function findScannedBooking(db: Executor, scan: { code?: string | undefined; reference?: string | undefined }): Promise<BookingRow> {
  let typed: string;
  if (scan.code?.trim()) {
    const reference = await verifyTicketCode(db, scan.code);
    if (!reference) throw badRequest(checkInMessages.invalidCode);
    typed = reference;
  } else {
    typed = scan.reference ?? '';
  }
  const number = bookingNumberOf(typed);
  if (number === undefined) throw badRequest(checkInMessages.invalidReference);
  const [row] = await db.select().from(bookings).where(eq(bookings.number, number));
  // The reference is recomputed from the row, so a number that happens to decode yet belongs to
  // no booking, or to another, is never taken for this one.
  if (!row || bookingReference(row.number) !== bookingReference(number)) throw notFound(checkInMessages.unknownReference);
  return row;
}

/** The name of the reseller who sold the booking, for the card; nothing for the website's own. */
export async function soldByOf(db: Executor, booking: BookingRow): Promise<{ soldBy?: string }> {
  if (!booking.resellerId) return {};
  const [reseller] = await db.select({ name: resellers.name }).from(resellers).where(eq(resellers.id, booking.resellerId));
  return reseller ? { soldBy: reseller.name } : {};
}
