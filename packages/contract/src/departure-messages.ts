// Seats on a departure (a tour on a date): limits, sentences and the status rule, without zod,
// so the web app's calendar and booking panel show exactly what the server decides.

export const DEFAULT_TOUR_CAPACITY = 20;
export const MAX_TOUR_CAPACITY = 500;
export const DEFAULT_DURATION_DAYS = 1;
export const MAX_DURATION_DAYS = 60;
/** How many days the public availability answers at most, and by default. */
export const MAX_AVAILABILITY_DAYS = 120;
export const DEFAULT_AVAILABILITY_DAYS = 60;
/** The operator's manifest spans at most this many days (a quarter), the next 14 by default. */
export const MAX_MANIFEST_DAYS = 92;
export const DEFAULT_MANIFEST_DAYS = 14;
/** Minutes a checkout holds its seats unless the server is configured otherwise (HOLD_MINUTES). */
export const DEFAULT_HOLD_MINUTES = 15;

export const departureStatuses = ['available', 'few_left', 'sold_out', 'closed'] as const;
export type DepartureStatus = (typeof departureStatuses)[number];

/** "Only 1 seat left" / "Only 3 seats left": the calendar's words and the 409's. */
export const seatsLeftPhrase = (seats: number) => `Only ${seats} ${seats === 1 ? 'seat' : 'seats'} left`;

export const departureMessages = {
  soldOut: 'This date is sold out.',
  notRunning: 'This tour does not run on this date.',
  /** Not enough seats for the party, but some: 409. */
  onlySeatsLeft: (seats: number) => `${seatsLeftPhrase(seats)} on this date.`,
  /** A payment confirmed after its seats went to someone else: the order is kept for a full refund. */
  seatsGoneAfterPayment:
    'The seats on this date were taken before your payment was confirmed. Your payment is recorded and will be refunded in full.',
  capacityBelowTaken: (taken: number) =>
    `${taken} ${taken === 1 ? 'seat is' : 'seats are'} already taken on this date; the capacity cannot be lower than that.`,
  departureUpdated: 'Departure updated.',
  pastDeparture: 'Departures in the past cannot be changed.',
  changeRequired: 'Send a capacity, closed, or both.',
  capacityRange: `Capacity must be a whole number from 0 to ${MAX_TOUR_CAPACITY}.`,
  tourCapacityRange: `Group size must be a whole number from 1 to ${MAX_TOUR_CAPACITY}.`,
  durationRange: `Duration must be a whole number of days from 1 to ${MAX_DURATION_DAYS}.`,
  daysRange: `Days must be a whole number from 1 to ${MAX_AVAILABILITY_DAYS}.`,
  manifestRange: `The range must start on or before its end and span at most ${MAX_MANIFEST_DAYS} days.`,
  dateInvalid: 'Dates must be valid dates (YYYY-MM-DD).',
} as const;

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

/** "1 day" / "6 days": a tour's length on its own, as the tour cards show it. */
export const durationPhrase = (durationDays: number) => `${durationDays} ${durationDays === 1 ? 'day' : 'days'}`;

/** "6 days · groups of up to 12": how a tour's length and size read everywhere. */
export function tripShape(durationDays: number, capacity: number): string {
  return `${durationPhrase(durationDays)} · groups of up to ${capacity}`;
}
