import type { TicketResponse } from '@yatrika/contract/tickets';
import { addDays } from '@yatrika/contract/dates';
import type { Executor } from '../../db/client.ts';
import { calendarEntryOf, calendarFileOf, googleCalendarLinkOf } from './calendar-entry.ts';
import { qrSvg } from './qr-image.ts';
import { ticketCodeFor } from './ticket-code.ts';
import { findTicketBooking } from './ticket-booking.ts';

/** The traveller's e-ticket for one of their bookings: 404 for anyone else's, 409 for a cancelled one. */
export async function travellerTicket(db: Executor, userId: string, bookingId: string): Promise<TicketResponse> {
  const booking = await findTicketBooking(db, bookingId, userId);
  const code = await ticketCodeFor(db, booking.reference);
  return {
    ...booking,
    code,
    qrSvg: await qrSvg(code),
    lastDay: addDays(booking.date, booking.durationDays - 1),
    googleCalendarUrl: googleCalendarLinkOf(calendarEntryOf(booking)),
  };
}

/** The calendar file of a booking; `userId` limits it to the traveller's own. */
export async function bookingCalendarFile(db: Executor, bookingId: string, userId?: string): Promise<{ reference: string; file: string }> {
  const booking = await findTicketBooking(db, bookingId, userId);
  return { reference: booking.reference, file: calendarFileOf(calendarEntryOf(booking)) };
}

/** Google Calendar's "add event" address for a booking. */
export async function bookingGoogleCalendarLink(db: Executor, bookingId: string): Promise<string> {
  return googleCalendarLinkOf(calendarEntryOf(await findTicketBooking(db, bookingId)));
}
