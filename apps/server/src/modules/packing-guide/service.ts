import { partyWords } from '@yatrika/contract/person-type-messages';
import { adultsOnly, peopleInParty } from '@yatrika/contract/price-calculation';
import { findConfirmedBookingForGuide, storePackingList } from '../bookings/public.ts';
import type { Database } from '../../db/client.ts';
import type { PackingGuideGenerator, PackingGuideInput } from './generator.ts';
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
  const booking = await findConfirmedBookingForGuide(db, userId, bookingId);
  const category = booking.category ?? inferCategory(booking.tourTitle);
  const party = booking.party ?? adultsOnly(booking.numPeople);
  const everyone = peopleInParty(party);
  const input: PackingGuideInput = {
    tourTitle: booking.tourTitle,
    location: booking.tourLocation,
    category,
    bookingDate: booking.bookingDate,
    numPeople: everyone,
    partyWords: partyWords({ numPeople: everyone, party }),
    tripDays: booking.durationDays ?? inferTripDays(booking.tourTitle, category),
    tripDaysFromTour: booking.durationDays !== null,
    // The first name is enough for a greeting, and all of the name an outside provider needs.
    travellerName: booking.fullName.trim().split(/\s+/)[0] ?? '',
  };
  const packingList = await generator.generate(input);
  // The provider can take seconds: the guide is stored only if the booking is still confirmed by then.
  await storePackingList(db, userId, bookingId, packingList);
  return packingList;
}
