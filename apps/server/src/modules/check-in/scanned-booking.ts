import { checkInMessages } from '@yatrika/contract/check-in-messages';
import { bookingNumbersOf, bookingReference, normalizeReference } from '@yatrika/contract/booking-reference';
import { eq, inArray } from 'drizzle-orm';
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
  const numbers = bookingNumbersOf(typed);
  if (numbers.length === 0) throw badRequest(checkInMessages.invalidReference);
  // A reference reads back as a legacy number and, with a right check character, a keyed one;
  // the database keeps at most one of them a booking (decision 041). The reference is recomputed
  // from the row, so a number that decodes yet belongs to another reference is never taken for it.
  const rows = await db.select().from(bookings).where(inArray(bookings.number, numbers));
  const row = rows.find((candidate) => bookingReference(candidate.number) === normalizeReference(typed));
  if (!row) throw notFound(checkInMessages.unknownReference);
  return row;
}

/** The name of the reseller who sold the booking, for the card; nothing for the website's own. */
export async function soldByOf(db: Executor, booking: BookingRow): Promise<{ soldBy?: string }> {
  if (!booking.resellerId) return {};
  const [reseller] = await db.select({ name: resellers.name }).from(resellers).where(eq(resellers.id, booking.resellerId));
  return reseller ? { soldBy: reseller.name } : {};
}
