import { dayOfDepartures, departureStatus } from '@yatrika/contract/departure-rules';
import type { DepartureDay, SeatHold } from '@yatrika/contract/departures';

/** Seats the server is holding for this traveller's latest checkout, on one departure. */
export interface OwnHold extends SeatHold {
  date: string;
  /** The departure's start time on that date. */
  startTime: string;
}

/**
 * The date as this traveller sees it: availability counts every unexpired hold, their own
 * too, but a new checkout replaces their earlier hold on the server. Without this, closing
 * the payment dialog on the last seats would show the departure as sold out to the very person
 * holding them, until the hold expires. The held departure gets its seats back, and the date's
 * sums follow by the calendar's own rule.
 */
export function withOwnHold(day: DepartureDay, hold: OwnHold | null, now: number): DepartureDay {
  if (!hold || hold.date !== day.date || Date.parse(hold.expiresAt) <= now) return day;
  const held = day.departures.find((departure) => departure.startTime === hold.startTime);
  if (!held || held.closed) return day;
  const seatsLeft = Math.min(held.capacity, held.seatsLeft + hold.seats);
  const departures = day.departures.map((departure) =>
    departure === held ? { ...held, seatsLeft, status: departureStatus(held.capacity, seatsLeft, false) } : departure,
  );
  // The date's prices do not depend on seats: they stay as the server answered them.
  return { ...dayOfDepartures(day.date, departures), ...(day.prices ? { prices: day.prices } : {}) };
}
