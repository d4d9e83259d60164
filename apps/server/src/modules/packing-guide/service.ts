import { bookingMessages, packingGuideMessages } from '@yatrika/contract/bookings';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { tours } from '../../db/schema/tours.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { PackingGuideGenerator, PackingGuideInput } from './generator.ts';
import { effectiveStatus } from '@yatrika/contract/dates';
import { inferCategory, inferTripDays } from './trip-facts.ts';

/**
 * Writes a packing guide for the traveller's own confirmed booking and stores it on the
 * booking, replacing any earlier guide. Someone else's booking reads as missing.
 */
export async function generatePackingGuide(
  db: Database,
  generator: PackingGuideGenerator,
  userId: string,
  bookingId: string,
): Promise<string> {
  const owned = and(eq(bookings.id, bookingId), eq(bookings.userId, userId));
  const [booking] = await db
    .select({
      status: bookings.status,
      bookingDate: bookings.bookingDate,
      tourTitle: bookings.tourTitle,
      tourLocation: bookings.tourLocation,
      numPeople: bookings.numPeople,
      fullName: bookings.fullName,
      // The tour may have been deleted since; the booking's snapshot still names it.
      category: tours.category,
    })
    .from(bookings)
    .leftJoin(tours, eq(tours.id, bookings.tourId))
    .where(owned);
  if (!booking) throw notFound(bookingMessages.notFound);
  // A booked trip whose date has passed reads as completed: no guide for it.
  if (effectiveStatus(booking.status, booking.bookingDate) !== 'booked') throw badRequest(packingGuideMessages.onlyBooked);

  const category = booking.category ?? inferCategory(booking.tourTitle);
  const input: PackingGuideInput = {
    tourTitle: booking.tourTitle,
    location: booking.tourLocation,
    category,
    bookingDate: booking.bookingDate,
    numPeople: booking.numPeople,
    tripDays: inferTripDays(booking.tourTitle, category),
    // The first name is enough for a greeting, and all of the name an outside provider needs.
    travellerName: booking.fullName.trim().split(/\s+/)[0] ?? '',
  };
  const packingList = await generator.generate(input);

  // The provider can take seconds: store only if the booking is still confirmed by then.
  const stored = await db
    .update(bookings)
    .set({ packingList, updatedAt: new Date() })
    .where(and(owned, eq(bookings.status, 'booked')))
    .returning({ id: bookings.id });
  if (stored.length === 0) throw badRequest(packingGuideMessages.onlyBooked);
  return packingList;
}
