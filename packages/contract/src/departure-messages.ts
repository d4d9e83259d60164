// Seats on a departure (a tour on a date) in words, without zod, so the web app's calendar and
// booking panel say exactly what the server says. Limits: departure-limits.ts; the status rule: departure-rules.ts.
import { dayInWords } from './dates.ts';
import { MAX_AVAILABILITY_DAYS, MAX_DURATION_DAYS, MAX_MANIFEST_DAYS, MAX_TOUR_CAPACITY } from './departure-limits.ts';

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
  /** A payment confirmed after its tour was banned or deleted: the order is kept for a full refund. */
  tourGoneAfterPayment: 'This tour stopped taking bookings while you were paying. Your payment is recorded and will be refunded in full.',
  capacityBelowTaken: (taken: number) =>
    `${taken} ${taken === 1 ? 'seat is' : 'seats are'} already taken on this date; the capacity cannot be lower than that.`,
  /**
   * A tour-wide group size below the seats already taken on some dates still to come (the
   * per-date change's rule for every date that follows the tour's usual size).
   */
  groupSizeBelowTaken: (capacity: number, dates: { date: string; taken: number }[]) => {
    const most = Math.max(...dates.map((entry) => entry.taken));
    const shown = dates.slice(0, 5).map((entry) => `${dayInWords(entry.date)} (${entry.taken} taken)`);
    const more = dates.length > shown.length ? ` and ${dates.length - shown.length} more ${dates.length - shown.length === 1 ? 'date' : 'dates'}` : '';
    return `More seats are already taken than a group size of ${capacity} on ${shown.join(', ')}${more}. Choose ${most} or more, or give those dates their own capacity in Departures first.`;
  },
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

/** "1 day" / "6 days": a tour's length on its own, as the tour cards show it. */
export const durationPhrase = (durationDays: number) => `${durationDays} ${durationDays === 1 ? 'day' : 'days'}`;

/** "6 days · groups of up to 12": how a tour's length and size read everywhere. */
export function tripShape(durationDays: number, capacity: number): string {
  return `${durationPhrase(durationDays)} · groups of up to ${capacity}`;
}
