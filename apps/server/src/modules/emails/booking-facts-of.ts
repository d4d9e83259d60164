import { fullParty } from '@yatrika/contract/person-types';
import { adultsOnly } from '@yatrika/contract/price-calculation';
import { bookingReference } from '@yatrika/contract/booking-reference';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { bookings } from '../../db/schema/bookings.ts';
import { tours } from '../../db/schema/tours.ts';
import { users } from '../../db/schema/users.ts';
import type { BookingFacts } from './templates/booking-facts.tsx';

type BookingRow = typeof bookings.$inferSelect;

/** What a booking's emails tell of its tour, as the tour is now; select it beside the booking, or with tourDetailsOf. */
export const tourDetailsColumns = { durationDays: tours.durationDays, meetingPoint: tours.meetingPoint, inclusions: tours.inclusions };
export type TourDetails = { durationDays: number; meetingPoint: string | null; inclusions: string[] };

/** The booking's tour as its emails describe it; undefined once the tour is deleted. */
export async function tourDetailsOf(tx: Executor, row: Pick<BookingRow, 'tourId'>): Promise<TourDetails | undefined> {
  if (!row.tourId) return undefined;
  const [tour] = await tx.select(tourDetailsColumns).from(tours).where(eq(tours.id, row.tourId));
  return tour;
}

/** The booking as its emails describe it; a deleted tour leaves a one-day trip with no meeting point on record. */
export function bookingFacts(row: BookingRow, tour: TourDetails | null | undefined): BookingFacts {
  return {
    bookingId: row.id,
    reference: bookingReference(row.number),
    fullName: row.fullName,
    tourId: row.tourId,
    tourTitle: row.tourTitle,
    tourLocation: row.tourLocation,
    tourImage: row.tourImage,
    bookingDate: row.bookingDate,
    startTime: row.startTime,
    numPeople: row.numPeople,
    party: fullParty(row.party ?? adultsOnly(row.numPeople)),
    totalPaise: row.totalPaise,
    durationDays: tour?.durationDays ?? 1,
    meetingPoint: tour?.meetingPoint ?? null,
    inclusions: tour?.inclusions ?? [],
  };
}

/** The traveller's address, or null once the account is gone (the booking outlives it). */
export async function travellerAddress(tx: Executor, row: Pick<BookingRow, 'userId'>): Promise<string | null> {
  if (!row.userId) return null;
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, row.userId));
  return user?.email ?? null;
}
