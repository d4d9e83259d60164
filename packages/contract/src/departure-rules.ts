// The one rule for a departure's status and the party that fits, so the calendar shows exactly
// what the server decides.
import { departureMessages } from './departure-messages.ts';

export const departureStatuses = ['available', 'few_left', 'sold_out', 'closed'] as const;
export type DepartureStatus = (typeof departureStatuses)[number];

/**
 * The one rule for a date's status: `few_left` when at most 5 seats or at most a fifth of
 * the capacity remain.
 */
export function departureStatus(capacity: number, seatsLeft: number, closed: boolean): DepartureStatus {
  if (closed) return 'closed';
  if (seatsLeft <= 0) return 'sold_out';
  if (seatsLeft <= 5 || seatsLeft <= capacity * 0.2) return 'few_left';
  return 'available';
}

/** The 409 sentence for a party of `people` when `seatsLeft` remain, or null when they fit. */
export function seatShortage(status: DepartureStatus, seatsLeft: number, people: number): string | null {
  if (status === 'closed') return departureMessages.notRunning;
  if (seatsLeft <= 0) return departureMessages.soldOut;
  if (people > seatsLeft) return departureMessages.onlySeatsLeft(seatsLeft);
  return null;
}

/** One departure's seats on a date, as the calendar answers them. */
interface SlotSeats {
  startTime: string;
  capacity: number;
  seatsLeft: number;
  closed: boolean;
  status: DepartureStatus;
}

/**
 * A date as clients from before start times read it, from its departures: those still open add
 * up (or, when none is, all of them, so a date with one start time reads exactly as before). The
 * server's calendar and the web's own-hold view both sum by this rule.
 */
export function dayOfDepartures<Slot extends SlotSeats>(
  date: string,
  departures: Slot[],
): { date: string; capacity: number; seatsLeft: number; status: DepartureStatus; departures: Slot[] } {
  const open = departures.filter((departure) => !departure.closed);
  const counted = open.length > 0 ? open : departures;
  const capacity = counted.reduce((total, departure) => total + departure.capacity, 0);
  const seatsLeft = counted.reduce((total, departure) => total + departure.seatsLeft, 0);
  return { date, capacity, seatsLeft, status: departureStatus(capacity, seatsLeft, open.length === 0), departures };
}
