import { bookingMessages } from '@yatrika/contract/bookings';
import { effectiveStatus, todayInIndia } from '@yatrika/contract/dates';
import { hasTicket, ticketMessages } from '@yatrika/contract/ticket-messages';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { tours } from '../../db/schema/tours.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { bookingReference } from '@yatrika/contract/booking-reference';
import type { BookingStatus } from '@yatrika/contract/booking-status';
import { namedParty, type Traveller } from '@yatrika/contract/travellers';
import { fullParty, type PartyResponse } from '@yatrika/contract/person-types';
import { adultsOnly, peopleInParty } from '@yatrika/contract/price-calculation';
import { paymentStateOf } from './payment-state.ts';
import { balanceOwed } from './balance-owed.ts';

/** What a ticket and its calendar entry are made of: the booking as booked, with the tour's practical details. */
export interface TicketBooking {
  bookingId: string;
  reference: string;
  tourTitle: string;
  tourLocation: string;
  date: string;
  /** When the group sets off on `date` ("HH:MM", India). */
  startTime: string;
  durationDays: number;
  meetingPoint: string | null;
  inclusions: string[];
  fullName: string;
  /** The seats the party takes. */
  numPeople: number;
  /** Everyone in the party by type: a booking from before person types is numPeople adults. */
  party: PartyResponse;
  travellers: Traveller[];
  unnamedTravellers: number;
  status: BookingStatus;
  paymentState: ReturnType<typeof paymentStateOf>;
  balanceDue?: number;
  balanceDueOn?: string;
}

/**
 * A booking that has a valid ticket: pending, booked or completed. `userId` limits it to the
 * traveller's own; another's answers 404, as the booking routes do for one that is not theirs.
 * A deleted tour leaves the booking's snapshot: a one-day trip with no meeting point on record.
 */
export async function findTicketBooking(db: Executor, bookingId: string, userId?: string): Promise<TicketBooking> {
  const [row] = await db
    .select({
      booking: bookings,
      meetingPoint: tours.meetingPoint,
      durationDays: tours.durationDays,
      inclusions: tours.inclusions,
    })
    .from(bookings)
    .leftJoin(tours, eq(tours.id, bookings.tourId))
    .where(and(eq(bookings.id, bookingId), userId === undefined ? undefined : eq(bookings.userId, userId)));
  if (!row) throw notFound(bookingMessages.notFound);
  const { booking } = row;
  const status = effectiveStatus(booking.status, booking.bookingDate, todayInIndia());
  if (!hasTicket(status)) throw conflict(ticketMessages.cancelled);
  const partyByType = fullParty(booking.party ?? adultsOnly(booking.numPeople));
  // Names are counted against everyone in the party, an infant on a lap too (decision 030).
  const named = namedParty({ ...booking, numPeople: peopleInParty(partyByType) });
  return {
    bookingId: booking.id,
    reference: bookingReference(booking.number),
    tourTitle: booking.tourTitle,
    tourLocation: booking.tourLocation,
    date: booking.bookingDate,
    startTime: booking.startTime,
    durationDays: Math.max(1, row.durationDays ?? 1),
    meetingPoint: row.meetingPoint?.trim() || null,
    inclusions: row.inclusions ?? [],
    fullName: booking.fullName,
    numPeople: booking.numPeople,
    party: partyByType,
    travellers: named.travellers,
    unnamedTravellers: named.unnamed,
    status,
    paymentState: paymentStateOf(booking),
    // Paid by advance (decision 035): the ticket says "Balance ₹Y due".
    ...(await balanceOwed(db, booking)),
  };
}
