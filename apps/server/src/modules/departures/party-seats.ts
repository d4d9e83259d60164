import { bookingMessages } from '@yatrika/contract/booking-messages';
import { partyChangeMessages } from '@yatrika/contract/party-change-messages';
import { seatShortage } from '@yatrika/contract/departure-rules';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { tours } from '../../db/schema/tours.ts';
import { readDepartureSeats } from './calendar.ts';
import { SeatRefusal } from './claim.ts';
import { liveHoldOf, releaseHoldOfOrder } from './holds.ts';
import { cancelledForMinGroup } from './minimum-group.ts';
import { offScheduleMessage } from './schedule.ts';
import { tourScheduleMessages } from '@yatrika/contract/tour-schedule';
import { lockDeparture, type DepartureOf, type DepartureSeats } from './seats.ts';

export interface ExtraSeats {
  tourId: string;
  date: string;
  startTime: string;
  /** People joining a party already on the departure. */
  people: number;
  /** The traveller adds people themselves (decision 036): seats checked as for a new sale, the booking cut-off too. */
  byTraveller?: boolean;
  /** The paid order of the newcomers: its live hold is the seats it claims, then spent (see checkSeatMove). */
  orderId?: string | undefined;
}

/** A departure's seats as they stand, for a quote (no lock: the change itself checks again under it). */
export async function departureSeatsNow(db: Executor, departure: DepartureOf, now: Date = new Date()): Promise<DepartureSeats | undefined> {
  const [tour] = await db.select({ id: tours.id, capacity: tours.capacity }).from(tours).where(eq(tours.id, departure.tourId));
  return tour ? readDepartureSeats(db, tour, departure, { now }) : undefined;
}

/**
 * Takes seats for people joining a booked party (decision 023), in the caller's transaction, which
 * then raises the booking's party before it commits: the departure's lock first, as every sale
 * (decision 006), so no hold, checkout or other change slips between the count and the write. The
 * party's own people are already counted; the newcomers need seats left (holds count) on a date
 * still open, whatever the booking cut-off. Throws a SeatRefusal (409) with the rule's sentence.
 */
export async function claimExtraSeats(tx: Executor, extra: ExtraSeats, now: Date = new Date()): Promise<void> {
  const locked = await lockDeparture(tx, extra.tourId, extra.date, extra.startTime);
  if (!locked) throw new SeatRefusal('tour_unavailable', partyChangeMessages.tourGone);
  if (locked.tour.status !== 'active') throw new SeatRefusal('tour_unavailable', bookingMessages.tourUnavailable);
  const departure = { tourId: locked.tour.id, date: extra.date, startTime: locked.startTime };
  if (extra.byTraveller && (await cancelledForMinGroup(tx, departure))) throw new SeatRefusal('departure_canceled', tourScheduleMessages.minGroupDepartureCancelled);
  const hold = extra.orderId ? await liveHoldOf(tx, extra.orderId, now) : undefined;
  const heldEnough = hold !== undefined && hold.tourId === departure.tourId && hold.date === departure.date && hold.startTime === departure.startTime && hold.seats >= extra.people;
  if (!heldEnough) {
    const offSchedule = extra.byTraveller ? offScheduleMessage(locked.tour, extra.date, locked.startTime, now) : undefined;
    if (offSchedule) throw new SeatRefusal('no_seats', offSchedule);
    const seats = await readDepartureSeats(tx, locked.tour, departure, { now, exceptOrderId: extra.orderId });
    const shortage = seatShortage(seats.status, seats.seatsLeft, extra.people);
    if (shortage) throw new SeatRefusal('no_seats', shortage);
  }
  if (extra.orderId) await releaseHoldOfOrder(tx, extra.orderId);
}
