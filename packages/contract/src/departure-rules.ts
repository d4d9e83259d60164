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
