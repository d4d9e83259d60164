import { z } from './zod.ts';
import { bookingStatuses } from './booking-status.ts';
import { entityId } from './common.ts';
import { partyResponse } from './person-types.ts';
import { paymentStates } from './ticket-messages.ts';
import { traveller } from './travellers.ts';

/** The web app's address of a booking's e-ticket (paths.bookingTicket there); emails link to it. */
export const ticketPagePath = (bookingId: string) => `/login/userdashboard/mybookings/${bookingId}/ticket`;

/** `GET /api/user/bookings/:id/ticket`: what the e-ticket shows, with its QR code drawn as SVG. */
export const ticketResponse = z.object({
  bookingId: entityId,
  /** "YT-7K3M-Q9TD". */
  reference: z.string(),
  /** The text the QR code holds: the reference and its signature ("YTK1.<reference>.<signature>"). */
  code: z.string(),
  /** The QR code as SVG markup, drawn black on white with its quiet zone. */
  qrSvg: z.string(),
  tourTitle: z.string(),
  tourLocation: z.string(),
  /** "YYYY-MM-DD": the departure's day. */
  date: z.string(),
  /** "HH:MM", India time: when the group sets off that day. */
  startTime: z.string(),
  /** The last day of the trip, "YYYY-MM-DD" (the same day for a one-day tour). */
  lastDay: z.string(),
  durationDays: z.number().int(),
  meetingPoint: z.string().nullable(),
  inclusions: z.array(z.string()),
  fullName: z.string(),
  /** The seats the party takes (an infant on a lap takes none). */
  numPeople: z.number().int(),
  /** Everyone in the party by person type, none as 0 (decision 030); a booking from before person types is `numPeople` adults. */
  party: partyResponse,
  /** The party by name, the one booking first (only that one when no names were given). */
  travellers: z.array(traveller),
  /** People of the party nobody has named yet, counting everyone in it (a lap infant too). */
  unnamedTravellers: z.number().int(),
  status: z.enum(bookingStatuses),
  paymentState: z.enum(paymentStates),
  /** Paid by advance (decision 035): the balance still owed (rupees) and its last day; absent when nothing is due. */
  balanceDue: z.number().optional(),
  balanceDueOn: z.string().optional(),
  /** "Add to Google Calendar": an address that opens Google Calendar with the trip filled in. */
  googleCalendarUrl: z.string(),
});
export type TicketResponse = z.infer<typeof ticketResponse>;

export { hasTicket, paymentStateWords, ticketMessages, type PaymentState } from './ticket-messages.ts';
