import { bookingMessages, packingGuideMessages } from '@yatrika/contract/bookings';
import { effectiveStatus } from '@yatrika/contract/dates';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { tours } from '../../db/schema/tours.ts';
import { badRequest, notFound } from '../../lib/errors.ts';

const owned = (userId: string, bookingId: string) => and(eq(bookings.id, bookingId), eq(bookings.userId, userId));

/**
 * The traveller's own confirmed booking, with the facts a packing guide is written
 * from. Someone else's booking reads as missing; one not confirmed (or whose date
 * has passed) has no guide.
 */
export async function findConfirmedBookingForGuide(db: Database, userId: string, bookingId: string) {
  const [booking] = await db
    .select({
      status: bookings.status,
      bookingDate: bookings.bookingDate,
      tourTitle: bookings.tourTitle,
      tourLocation: bookings.tourLocation,
      numPeople: bookings.numPeople,
      // Everyone by type (an infant on a lap takes no seat but needs packing for).
      party: bookings.party,
      fullName: bookings.fullName,
      // The tour may have been deleted since; the booking's snapshot still names it.
      category: tours.category,
      // The tour's own length, so the guide plans for the real trip; null when the tour is gone.
      durationDays: tours.durationDays,
    })
    .from(bookings)
    .leftJoin(tours, eq(tours.id, bookings.tourId))
    .where(owned(userId, bookingId));
  if (!booking) throw notFound(bookingMessages.notFound);
  // A booked trip whose date has passed reads as completed: no guide for it.
  if (effectiveStatus(booking.status, booking.bookingDate) !== 'booked') throw badRequest(packingGuideMessages.onlyBooked);
  return booking;
}

/** Stores the guide on the booking, replacing any earlier one, only if the booking is still confirmed. */
export async function storePackingList(db: Database, userId: string, bookingId: string, packingList: string): Promise<void> {
  const stored = await db
    .update(bookings)
    .set({ packingList, updatedAt: new Date() })
    .where(and(owned(userId, bookingId), eq(bookings.status, 'booked')))
    .returning({ id: bookings.id });
  if (stored.length === 0) throw badRequest(packingGuideMessages.onlyBooked);
}
