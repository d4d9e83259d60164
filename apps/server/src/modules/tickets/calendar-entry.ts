import { addDays } from '@yatrika/contract/dates';
import { partyWords } from '@yatrika/contract/person-types';
import { createEvent, type DateArray } from 'ics';
import type { TicketBooking } from './ticket-booking.ts';

/** The trip as a calendar shows it: all day, from its date for as many days as the tour lasts. */
interface CalendarEntry {
  uid: string;
  title: string;
  /** "YYYY-MM-DD", the first day. */
  firstDay: string;
  /** "YYYY-MM-DD", the day after the last: calendars end all-day events there. */
  endDay: string;
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

/** The entry as an .ics file (text/calendar). */
export function calendarFileOf(entry: CalendarEntry): string {
  const { error, value } = createEvent({
    productId: 'yatrika/tickets',
    uid: entry.uid,
    title: entry.title,
    start: dateArray(entry.firstDay),
    end: dateArray(entry.endDay),
    location: entry.location,
    description: entry.details,
  });
  if (error || !value) throw error ?? new Error('The calendar file could not be made.');
  return value;
}

/** Google Calendar's "add event" address with the entry filled in. */
export function googleCalendarLinkOf(entry: CalendarEntry): string {
  const compact = (day: string) => day.replaceAll('-', '');
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: entry.title,
    dates: `${compact(entry.firstDay)}/${compact(entry.endDay)}`,
    location: entry.location,
    details: entry.details,
  });
  return `https://calendar.google.com/calendar/render?${query.toString()}`;
}

/** The .ics file of a trip, from its facts alone (the confirmation email attaches it). */
export const tripCalendarFile = (trip: CalendarTrip): string => calendarFileOf(calendarEntryOf(trip));
