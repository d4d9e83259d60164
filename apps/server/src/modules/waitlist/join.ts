import { addDays, todayInIndia } from '@yatrika/contract/dates';
import { beyondHorizonMessage, bookingMessages } from '@yatrika/contract/bookings';
import { seatShortage } from '@yatrika/contract/departure-rules';
import { partyProblem } from '@yatrika/contract/person-types';
import { seatsTaken, type Party } from '@yatrika/contract/price-calculation';
import { MAX_WAITLIST_ENTRIES_PER_ACCOUNT, waitlistMessages, type JoinWaitlistRequest } from '@yatrika/contract/waitlist';
import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { tours } from '../../db/schema/tours.ts';
import { waitlistEntries } from '../../db/schema/waitlist.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { lockDepartureForWaitlist } from '../departures/public.ts';
import { pricesOnDate } from '../pricing/public.ts';
import { onDeparture, stillInLine, type EntryRow } from './entry-rows.ts';
import type { WaitlistSettings } from './settings.ts';

/** The party asked for and the seats it takes, by the tour's prices on the date (seatsTaken: a lap infant takes none). */
async function partyOf(db: Database, request: JoinWaitlistRequest): Promise<{ party: Party | null; seats: number }> {
  if (!request.party && request.numPeople === undefined) throw badRequest(bookingMessages.allFieldsRequired);
  const [tour] = await db.select().from(tours).where(and(eq(tours.id, request.tourId), eq(tours.status, 'active')));
  if (!tour) throw badRequest(bookingMessages.tourUnavailable);
  if (!request.party) return { party: null, seats: request.numPeople! };
  const priceTypes = await pricesOnDate(db, tour, request.bookingDate);
  const problem = partyProblem(priceTypes, request.party, request.numPeople);
  if (problem) throw badRequest(problem);
  return { party: request.party, seats: seatsTaken(priceTypes, request.party) };
}

/**
 * A traveller joins the waiting list of a departure that cannot take their party (sold out, too
 * few seats, or closed by the operator): checked under the departure's lock, so a seat freed a
 * moment earlier answers 409 "book it instead" rather than a place in line. Joining again for
 * the same departure answers the entry already in line (`created: false`), unchanged; a party
 * larger than the departure could ever seat, and a sixth live entry, are refused.
 */
export async function joinWaitlist(
  db: Database,
  userId: string,
  request: JoinWaitlistRequest,
  settings: WaitlistSettings,
  now: Date = new Date(),
): Promise<{ entry: EntryRow; created: boolean }> {
  const today = todayInIndia(now);
  if (request.bookingDate < today) throw badRequest(bookingMessages.dateInPast);
  if (request.bookingDate > addDays(today, settings.horizonDays)) throw badRequest(beyondHorizonMessage(settings.horizonDays));
  const { party, seats } = await partyOf(db, request);
  return db.transaction(async (tx) => {
    const locked = await lockDepartureForWaitlist(tx, { tourId: request.tourId, date: request.bookingDate, startTime: request.startTime }, now);
    if (!locked.open) throw conflict(locked.message);
    const { departure } = locked;
    const [already] = await tx.select().from(waitlistEntries).where(and(onDeparture(departure), eq(waitlistEntries.userId, userId), stillInLine()));
    if (already) return { entry: already, created: false };
    if (seats > locked.seats.capacity) throw conflict(waitlistMessages.partyNeverFits(locked.seats.capacity));
    if (!seatShortage(locked.seats.status, locked.seats.seatsLeft, seats)) throw conflict(waitlistMessages.bookInstead);
    const [live] = await tx.select({ entries: count() }).from(waitlistEntries).where(and(eq(waitlistEntries.userId, userId), stillInLine()));
    if ((live?.entries ?? 0) >= MAX_WAITLIST_ENTRIES_PER_ACCOUNT) throw conflict(waitlistMessages.tooManyEntries);
    const [entry] = await tx
      .insert(waitlistEntries)
      .values({ userId, ...departure, numPeople: seats, party: party && !isAdultsOnly(party, seats) ? party : null, createdAt: now })
      .returning();
    return { entry: entry!, created: true };
  });
}

/** `seats` adults and nobody else: stored as no party, like a booking from a client that knows no types. */
function isAdultsOnly(party: Party, seats: number): boolean {
  return Object.keys(party).length === 1 && party.adult === seats;
}
