import { addDays } from '@yatrika/contract/dates';
import { partyWords } from '@yatrika/contract/person-types';
import { createEvent, type DateArray } from 'ics';
import type { TicketBooking } from './ticket-booking.ts';

/**
 * The trip as a calendar shows it: from its start time (India) on its date to the end of its last
 * day; all day, from its date for as many days as the tour lasts, when the start time is not known.
 */
interface CalendarEntry {
  uid: string;
  title: string;
  /** "YYYY-MM-DD", the first day. */
  firstDay: string;
  /** "YYYY-MM-DD", the day after the last: calendars end all-day events there. */
  endDay: string;
  /** When the group sets off, as an instant; null for an all-day entry. */
  startsAt: Date | null;
  location: string;
  details: string;
}

/** What a calendar entry needs of a booking: the ticket's facts, or an email's. */
export type CalendarTrip = Pick<TicketBooking, 'bookingId' | 'reference' | 'tourTitle' | 'tourLocation' | 'date' | 'durationDays' | 'meetingPoint' | 'fullName' | 'numPeople'> & {
  /** The party by type; absent in emails queued before person types (then numPeople people). */
  party?: TicketBooking['party'] | undefined;
  /** When the group sets off ("HH:MM", India); absent in emails queued before start times. */
  startTime?: string | undefined;
};

export function calendarEntryOf(ticket: CalendarTrip): CalendarEntry {
  const people = partyWords(ticket);
  return {
    // Stable per booking, so importing the file again updates the entry instead of adding one.
    uid: `${ticket.bookingId}@yatrika`,
    title: `${ticket.tourTitle} (Yatrika)`,
    firstDay: ticket.date,
    endDay: addDays(ticket.date, ticket.durationDays),
    startsAt: ticket.startTime ? new Date(`${ticket.date}T${ticket.startTime}:00+05:30`) : null,
    location: ticket.meetingPoint ?? ticket.tourLocation,
    details: [
      `Booking reference: ${ticket.reference}`,
      ...(ticket.startTime ? [`Sets off at ${ticket.startTime} (India time)`] : []),
      `${ticket.fullName}, ${people}`,
      ticket.meetingPoint ? `Meeting point: ${ticket.meetingPoint}` : `Where: ${ticket.tourLocation}`,
      'Show your e-ticket at the meeting point.',
    ].join('\n'),
  };
}

const dateArray = (day: string) => day.split('-').map(Number) as DateArray;
const utcArray = (at: Date): DateArray => [at.getUTCFullYear(), at.getUTCMonth() + 1, at.getUTCDate(), at.getUTCHours(), at.getUTCMinutes()];
/** Midnight in India at the start of a day, as an instant: where a timed entry of the trip ends. */
const indiaMidnight = (day: string) => new Date(`${day}T00:00:00+05:30`);

/** The entry as an .ics file (text/calendar): timed in UTC when the start is known, all day otherwise. */
export function calendarFileOf(entry: CalendarEntry): string {
  const when = entry.startsAt
    ? { start: utcArray(entry.startsAt), startInputType: 'utc' as const, startOutputType: 'utc' as const, end: utcArray(indiaMidnight(entry.endDay)), endInputType: 'utc' as const, endOutputType: 'utc' as const }
    : { start: dateArray(entry.firstDay), end: dateArray(entry.endDay) };
  const { error, value } = createEvent({
    productId: 'yatrika/tickets',
    uid: entry.uid,
    title: entry.title,
    ...when,
    location: entry.location,
    description: entry.details,
  });
  if (error || !value) throw error ?? new Error('The calendar file could not be made.');
  return value;
}

/** Google Calendar's "add event" address with the entry filled in. */
export function googleCalendarLinkOf(entry: CalendarEntry): string {
  const compact = (day: string) => day.replaceAll('-', '');
  // "20261210T033000Z": Google's form of an instant in UTC.
  const instant = (at: Date) => at.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  const dates = entry.startsAt ? `${instant(entry.startsAt)}/${instant(indiaMidnight(entry.endDay))}` : `${compact(entry.firstDay)}/${compact(entry.endDay)}`;
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: entry.title,
    dates,
    location: entry.location,
    details: entry.details,
  });
  return `https://calendar.google.com/calendar/render?${query.toString()}`;
}

/** The .ics file of a trip, from its facts alone (the confirmation email attaches it). */
export const tripCalendarFile = (trip: CalendarTrip): string => calendarFileOf(calendarEntryOf(trip));
