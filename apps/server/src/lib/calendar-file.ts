import { addDays } from '@yatrika/contract/dates';
import { createEvent } from 'ics';

export interface TripEvent {
  /** Stable per booking, so a calendar updates the event instead of adding a second one. */
  uid: string;
  title: string;
  /** The first day, "YYYY-MM-DD" (India's calendar: the trip's own day). */
  startDay: string;
  /** Whole days; the event spans them all. */
  days: number;
  location: string | undefined;
  description: string;
  url: string | undefined;
}

const dayParts = (day: string): [number, number, number] => {
  const [year, month, date] = day.split('-').map(Number);
  return [year!, month!, date!];
};

/**
 * An iCalendar (.ics) file for a trip, made with the `ics` library: an all-day event over the
 * trip's days (tours start on a date, not at a time), with the meeting point as its location.
 * The confirmation email attaches it and the ticket page offers it.
 */
export function tripCalendarFile(trip: TripEvent): string {
  const { error, value } = createEvent({
    productId: 'yatrika/tickets',
    method: 'PUBLISH',
    uid: trip.uid,
    title: trip.title,
    start: dayParts(trip.startDay),
    // The end of an all-day event is the day after its last (RFC 5545).
    end: dayParts(addDays(trip.startDay, Math.max(1, trip.days))),
    ...(trip.location ? { location: trip.location } : {}),
    description: trip.description,
    ...(trip.url ? { url: trip.url } : {}),
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
  });
  if (error || !value) throw error ?? new Error('calendar file could not be made');
  return value;
}
