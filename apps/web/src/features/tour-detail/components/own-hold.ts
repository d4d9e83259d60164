import { departureStatus } from '@yatrika/contract/departure-rules';
import type { DepartureDay, SeatHold } from '@yatrika/contract/departures';

/** Seats the server is holding for this traveller's latest checkout, on one date. */
export interface OwnHold extends SeatHold {
  date: string;
}

/**
 * The date as this traveller sees it: availability counts every unexpired hold, their own
 * too, but a new checkout replaces their earlier hold on the server. Without this, closing
 * the payment dialog on the last seats would show the date as sold out to the very person
 * holding them, until the hold expires.
 */
export function withOwnHold(day: DepartureDay, hold: OwnHold | null, now: number): DepartureDay {
  if (!hold || hold.date !== day.date || day.status === 'closed' || Date.parse(hold.expiresAt) <= now) return day;
  const seatsLeft = Math.min(day.capacity, day.seatsLeft + hold.seats);
  return { ...day, seatsLeft, status: departureStatus(day.capacity, seatsLeft, false) };
}
