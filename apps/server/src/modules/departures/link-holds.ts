import { bookingMessages } from '@yatrika/contract/booking-messages';
import { seatShortage } from '@yatrika/contract/departure-rules';
import { paymentLinkMessages } from '@yatrika/contract/payment-links';
import { bookingCutoffAt } from '@yatrika/contract/tour-schedule-rules';
import type { Executor } from '../../db/client.ts';
import { seatHolds } from '../../db/schema/departures.ts';
import type { OrderBookingDetails } from '../../db/schema/payments.ts';
import { conflict } from '../../lib/errors.ts';
import { readDepartureSeats } from './calendar.ts';
import { forgetEndedHolds } from './hold-rules.ts';
import type { HoldRow } from './holds.ts';
import { cancelledForMinGroup } from './minimum-group.ts';
import { offScheduleMessage, scheduleOf } from './schedule.ts';
import { lockDeparture } from './seats.ts';
import { tourScheduleMessages } from '@yatrika/contract/tour-schedule';

export interface LinkHold {
  /** The traveller the link is for: the seats are theirs while it lasts. */
  userId: string;
  orderId: string;
  details: Pick<OrderBookingDetails, 'tourId' | 'bookingDate' | 'numPeople' | 'startTime'>;
  /** PAYMENT_LINK_HOURS. */
  hours: number;
}

/**
 * Holds the party's seats for a payment link the operator sends (decision 024), in the caller's
 * transaction and under the departure's lock, so it races fairly with web checkouts. It lasts
 * `hours`, but never past the date's booking cut-off, which binds the traveller paying on the web
 * even though the operator's own bookings ignore it; a date already past its cut-off is refused.
 * The operator made it, so the traveller's holding limits and waits (decision 013) do not apply:
 * it has no client address and its wait ends when it does.
 */
export async function holdSeatsForLink(tx: Executor, link: LinkHold, now: Date = new Date()): Promise<HoldRow> {
  const { tourId, bookingDate, numPeople } = link.details;
  const locked = await lockDeparture(tx, tourId, bookingDate, link.details.startTime);
  if (!locked || locked.tour.status !== 'active') throw conflict(bookingMessages.tourUnavailable);
  const { tour, startTime } = locked;
  const departure = { tourId: tour.id, date: bookingDate, startTime };
  if (await cancelledForMinGroup(tx, departure)) throw conflict(tourScheduleMessages.minGroupDepartureCancelled);
  const offSchedule = offScheduleMessage(tour, bookingDate, startTime, now, { ignoreCutoff: true });
  if (offSchedule) throw conflict(offSchedule);
  const expiresAt = new Date(Math.min(now.getTime() + link.hours * 3_600_000, bookingCutoffAt(scheduleOf(tour), bookingDate, startTime).getTime()));
  if (expiresAt <= now) throw conflict(paymentLinkMessages.pastCutoff);
  await forgetEndedHolds(tx, departure, now);
  const seats = await readDepartureSeats(tx, tour, departure, { now });
  const shortage = seatShortage(seats.status, seats.seatsLeft, numPeople);
  if (shortage) throw conflict(shortage);
  const [hold] = await tx
    .insert(seatHolds)
    .values({
      tourId: tour.id,
      date: bookingDate,
      startTime,
      seats: numPeople,
      userId: link.userId,
      orderId: link.orderId,
      byOperator: true,
      expiresAt,
      cooldownEndsAt: expiresAt,
    })
    .returning();
  return hold!;
}
