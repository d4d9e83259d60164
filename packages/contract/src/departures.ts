import { z } from './zod.ts';
import { partyResponse } from './person-types.ts';
import { attendance } from './attendance.ts';
import { bookingStatuses } from './bookings.ts';
import { entityId, isoDateTime } from './common.ts';
import { paymentStates } from './ticket-messages.ts';
import { traveller } from './travellers.ts';
import { isCalendarDay } from './dates.ts';
import { departureMessages } from './departure-messages.ts';
import { departureStatuses } from './departure-rules.ts';
import { MAX_AVAILABILITY_DAYS, MAX_TOUR_CAPACITY } from './departure-limits.ts';
import { startTimeField } from './tour-schedule.ts';
import { priceOnDate } from './date-prices.ts';

export * from './departure-messages.ts';
export * from './departure-limits.ts';
export * from './departure-rules.ts';

/** "YYYY-MM-DD" naming a real calendar day. */
export const calendarDay = z.string({ message: departureMessages.dateInvalid }).refine(isCalendarDay, departureMessages.dateInvalid);

/** `GET /api/routes/tours/{id}/availability?from=&days=`: `from` defaults to today in India. */
export const availabilityQuery = z.object({
  from: calendarDay.optional(),
  days: z
    .string()
    .regex(/^\d{1,3}$/, departureMessages.daysRange)
    .transform(Number)
    .pipe(z.number().min(1, departureMessages.daysRange).max(MAX_AVAILABILITY_DAYS, departureMessages.daysRange))
    .optional(),
});

/** One departure of a date: the tour setting off at one of its start times (decision 022). */
const departureSlot = z.object({
  /** "HH:MM", India time. */
  startTime: z.string(),
  capacity: z.number().int(),
  seatsLeft: z.number().int(),
  /** Closed by the operator, off the schedule, past its cut-off, or not bookable yet or any more. */
  closed: z.boolean(),
  status: z.enum(departureStatuses),
});
export type DepartureSlot = z.infer<typeof departureSlot>;

/**
 * One date of the calendar. `capacity`, `seatsLeft` and `status` speak of the whole date as
 * clients from before start times read it: the sums over its departures still open (over all of
 * them when none is), so a date with one start time reads exactly as it did. `departures` has
 * each start time's own seats, earliest first.
 */
const departureDay = z.object({
  date: z.string(),
  capacity: z.number().int(),
  seatsLeft: z.number().int(),
  status: z.enum(departureStatuses),
  departures: z.array(departureSlot),
  /**
   * Each person type's price on this date in rupees, adult first (decision 031): the tour's
   * prices with the operator's date prices applied, the same for every start time of the date.
   * Always sent by the server; optional only for days a client builds itself.
   */
  prices: z.array(priceOnDate).optional(),
});
export type DepartureDay = z.infer<typeof departureDay>;

export const availabilityResponse = z.object({
  tourId: entityId,
  /** The tour's usual group size; a date may differ (see each date's `capacity`). */
  capacity: z.number().int(),
  dates: z.array(departureDay),
  /**
   * The last date anyone may book (today in India plus the server's BOOKING_HORIZON_DAYS), so a
   * calendar pages exactly as far as the server sells. Optional only for answers a client builds.
   */
  lastBookableDate: z.string().optional(),
});
export type AvailabilityResponse = z.infer<typeof availabilityResponse>;

/**
 * What a checkout holds for its traveller while they pay. `expiresAt` is set by the traveller's
 * first checkout on the date; opening it again replaces the seats but keeps that time.
 */
export const seatHold = z.object({ expiresAt: isoDateTime, seats: z.number().int() });
export type SeatHold = z.infer<typeof seatHold>;

/** A whole number sent as a JSON number or as its digits. */
const wholeNumber = (message: string, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,6}$/.test(value.trim()) ? Number(value.trim()) : value),
    z.number({ message }).int(message).min(0, message).max(max, message),
  );

/**
 * `PUT /api/admin/tours/{id}/departures/{date}`: one departure's capacity, closed, or both;
 * `startTime` names which of the date's departures (the tour's first when left out).
 */
export const updateDepartureRequest = z
  .object({
    capacity: wholeNumber(departureMessages.capacityRange, MAX_TOUR_CAPACITY).optional(),
    closed: z.boolean({ message: 'Closed must be true or false.' }).optional(),
    startTime: startTimeField.optional(),
  })
  .refine((body) => body.capacity !== undefined || body.closed !== undefined, departureMessages.changeRequired);
export type UpdateDepartureRequest = z.input<typeof updateDepartureRequest>;

export const departureParams = z.object({ id: entityId, date: calendarDay });

/** `…/departures/{date}/manifest.csv?startTime=`: one start time's travellers; every start time of the date without it. */
export const departureManifestQuery = z.object({ startTime: startTimeField.optional() });

const manifestBooking = z.object({
  _id: entityId,
  fullName: z.string(),
  phone: z.string(),
  numPeople: z.number().int(),
  /** The party by person type (decision 030); numPeople adults for bookings made before types. */
  party: partyResponse,
  status: z.enum(bookingStatuses),
  /** Who of the party came: checked in at the meeting point, no-show, still awaited. */
  attendance,
  /** The short code the traveller quotes, e.g. "YT-7K3M-Q9TD". */
  reference: z.string(),
  /** The account's email of the one booking; null once the account is closed. */
  email: z.string().nullable(),
  /** Paid in full, not paid, or how far a refund has gone. */
  paymentState: z.enum(paymentStates),
  /** The party by name, the one booking first (only that one when the client sent no names). */
  travellers: z.array(traveller),
  /** People of the party nobody has named yet. */
  unnamedTravellers: z.number().int(),
});
export type ManifestBooking = z.infer<typeof manifestBooking>;

/** One departure as the operator sees it: seats by kind, and who is coming. */
const adminDeparture = z.object({
  tourId: entityId,
  title: z.string(),
  location: z.string(),
  date: z.string(),
  /** When it sets off, India time ("HH:MM"): a tour with several start times has a departure for each. */
  startTime: z.string(),
  capacity: z.number().int(),
  closed: z.boolean(),
  /** People on pending and booked bookings. */
  booked: z.number().int(),
  /** People on unexpired checkout holds. */
  held: z.number().int(),
  seatsLeft: z.number().int(),
  /** The tour's minimum group, against which `booked` is counted; null: none (decision 021). */
  minGroup: z.number().int().nullable(),
  /** Decided at the decision time: cancelled below the minimum, or runs; null: not decided yet. */
  minGroupOutcome: z.enum(['canceled', 'runs']).nullable(),
  bookings: z.array(manifestBooking),
});
export type AdminDeparture = z.infer<typeof adminDeparture>;

export const updateDepartureResponse = z.object({ message: z.string(), departure: adminDeparture });
export type UpdateDepartureResponse = z.infer<typeof updateDepartureResponse>;

/**
 * `GET /api/admin/departures?from=&to=&tourId=`: both inclusive; the next 14 days by default. With
 * `tourId`, every departure that tour is scheduled to run in the range, booked or not, so any can
 * be closed or resized before anyone books; without it, every tour's departures that have
 * bookings, holds or a change.
 */
export const adminDeparturesQuery = z.object({ from: calendarDay.optional(), to: calendarDay.optional(), tourId: entityId.optional() });
export const adminDeparturesResponse = z.object({ departures: z.array(adminDeparture) });
export type AdminDeparturesResponse = z.infer<typeof adminDeparturesResponse>;
