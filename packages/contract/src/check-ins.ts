import { z } from './zod.ts';
import { bookingStatuses } from './booking-status.ts';
import { wholeNumberFromClient } from './client-numbers.ts';
import { attendance } from './attendance.ts';
import { entityId } from './common.ts';
import { partyResponse } from './person-types.ts';
import { calendarDay } from './departures.ts';
import { paymentStates } from './ticket-messages.ts';
import { checkInMessages } from './check-in-messages.ts';
import { startTimeField } from './tour-schedule.ts';


/**
 * `POST /api/admin/check-ins`: the scanned QR text (`code`) or a typed `reference`. `people`:
 * how many of the party arrive now (everyone still awaited if left out). `id`: the phone's own id
 * for this check-in, so one sent twice (an offline queue replayed) counts once. `scannedAt`:
 * when the phone scanned it, if it could not send at once.
 */
export const checkInRequest = z
  .object({
    code: z.string().max(200).optional(),
    reference: z.string().max(40).optional(),
    people: wholeNumberFromClient(z.number().int().min(1, 'People must be at least 1.').max(500)).optional(),
    id: z.uuid({ message: 'The check-in id must be a UUID.' }).optional(),
    scannedAt: z.iso.datetime({ offset: true, message: 'scannedAt must be an ISO date and time.' }).optional(),
  })
  .refine((body) => Boolean(body.code?.trim() || body.reference?.trim()), checkInMessages.codeOrReference);
export type CheckInRequest = z.input<typeof checkInRequest>;

/** What a scan found, for the screen to say plainly; `ready`: looked up only, people are awaited. */
const checkInOutcomes = ['ready', 'checked_in', 'already_checked_in', 'other_date', 'cancelled'] as const;
export type CheckInOutcome = (typeof checkInOutcomes)[number];

const checkInBooking = z.object({
  _id: entityId,
  reference: z.string(),
  fullName: z.string(),
  tourId: entityId.nullable(),
  tourTitle: z.string(),
  date: z.string(),
  /** "HH:MM", India time: the departure of the date the party travels on. */
  startTime: z.string(),
  /** The seats the party takes: who check-in counts (an infant on a lap rides with an adult). */
  numPeople: z.number().int(),
  /** Everyone in the party by person type, none as 0 (decision 030). */
  party: partyResponse,
  status: z.enum(bookingStatuses),
  paymentState: z.enum(paymentStates),
  /** Paid in full and nothing refunded: nothing to collect at the meeting point. */
  paidInFull: z.boolean(),
  /** Paid by advance (decision 035): the balance still owed in rupees, to collect or to point to, and its due date. */
  balanceDue: z.number().optional(),
  balanceDueOn: z.string().optional(),
  /** Sold by a reseller (decision 039): the reseller's name, for the guide to know whose guests these are. */
  soldBy: z.string().optional(),
});
export type CheckInBooking = z.infer<typeof checkInBooking>;

export const checkInResponse = z.object({
  outcome: z.enum(checkInOutcomes),
  message: z.string(),
  /** People this request checked in (0 unless `checked_in`; for a replayed id, what the first one counted). */
  checkedInNow: z.number().int(),
  /** The same check-in id was already recorded: nothing was counted twice. */
  duplicate: z.boolean(),
  booking: checkInBooking,
  attendance,
});
export type CheckInResponse = z.infer<typeof checkInResponse>;

/** `POST /api/admin/check-ins/lookup`: what a ticket is, before anyone is checked in. */
export const checkInLookupRequest = z
  .object({ code: z.string().max(200).optional(), reference: z.string().max(40).optional() })
  .refine((body) => Boolean(body.code?.trim() || body.reference?.trim()), checkInMessages.codeOrReference);
export type CheckInLookupRequest = z.input<typeof checkInLookupRequest>;

/**
 * `POST /api/admin/check-ins/no-shows`: everyone still awaited on a departure that has begun;
 * `startTime` names one departure of the date, every one of them without it.
 */
export const markNoShowsRequest = z.object({ tourId: entityId, date: calendarDay, startTime: startTimeField.optional() });
export type MarkNoShowsRequest = z.infer<typeof markNoShowsRequest>;
export const markNoShowsResponse = z.object({ message: z.string(), markedPeople: z.number().int() });
export type MarkNoShowsResponse = z.infer<typeof markNoShowsResponse>;

export const checkInDayQuery = z.object({ date: calendarDay.optional() });

const checkInDayBooking = z.object({
  _id: entityId,
  reference: z.string(),
  fullName: z.string(),
  /** The seats the party takes: who check-in counts. */
  numPeople: z.number().int(),
  /** Everyone in the party by person type, none as 0 (decision 030). */
  party: partyResponse,
  status: z.enum(bookingStatuses),
  paidInFull: z.boolean(),
  attendance,
});

/** One departure of the day as the check-in screen lists it. */
const checkInDeparture = z.object({
  tourId: entityId.nullable(),
  title: z.string(),
  date: z.string(),
  /** "HH:MM", India time: a tour with several start times has a departure for each. */
  startTime: z.string(),
  meetingPoint: z.string().nullable(),
  /** The departure has begun (midnight India time on its day): no-shows may be marked. */
  started: z.boolean(),
  people: z.number().int(),
  checkedIn: z.number().int(),
  noShow: z.number().int(),
  waiting: z.number().int(),
  bookings: z.array(checkInDayBooking),
});
export type CheckInDeparture = z.infer<typeof checkInDeparture>;

/** `GET /api/admin/check-ins/today?date=`: the day's departures with bookings to check in. */
export const checkInDayResponse = z.object({ date: z.string(), departures: z.array(checkInDeparture) });
export type CheckInDayResponse = z.infer<typeof checkInDayResponse>;

export { checkInMessages } from './check-in-messages.ts';

export { attendance, type Attendance } from './attendance.ts';
