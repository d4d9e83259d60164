// The waiting list for sold-out departures on the wire (decision 037): joining, a traveller's
// entries, leaving, and the operator's list per departure.
import { z } from './zod.ts';
import { bookingDateField, numPeopleField } from './bookings.ts';
import { bookingMessages } from './booking-messages.ts';
import { entityId, isoDateTime } from './common.ts';
import { partyField, partyResponse } from './person-types.ts';
import { startTimeField } from './tour-schedule.ts';
import { waitlistMessages } from './waitlist-messages.ts';

export * from './waitlist-messages.ts';
export * from './waitlist-limits.ts';

/**
 * An entry's life: `waiting` in line; `offered` seats held for it until `offer.expiresAt`;
 * `booked` once the offer was paid for; `lapsed` when the offer ran out unclaimed (it passed to
 * the next); `left` by the traveller; `ended` when the departure stopped taking bookings first.
 */
const waitlistStatuses = ['waiting', 'offered', 'booked', 'lapsed', 'left', 'ended'] as const;
/** The states still in line: one of them per traveller and departure. */
export const liveWaitlistStatuses = ['waiting', 'offered'] as const;

/**
 * `POST /api/user/waitlist`: the spec's `{ tourId, bookingDate, numPeople }`, with the party by
 * person type (`party`, like a booking's; one of the two is required, and when both come they must
 * agree) and the departure's `startTime` (the tour's first when left out). "2" reads 2.
 */
export const joinWaitlistRequest = z.object({
  tourId: z.uuid({
    error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? bookingMessages.allFieldsRequired : bookingMessages.tourIdInvalid),
  }),
  bookingDate: bookingDateField,
  numPeople: numPeopleField.optional(),
  party: partyField.optional(),
  startTime: startTimeField.optional(),
});
export type JoinWaitlistRequest = z.infer<typeof joinWaitlistRequest>;

/** One entry as its traveller sees it. */
const waitlistEntryResponse = z.object({
  _id: z.string(),
  tourId: z.string(),
  tourTitle: z.string(),
  bookingDate: z.string(),
  startTime: z.string(),
  /** Seats the party takes. */
  numPeople: z.number().int(),
  /** The party by type, every type counted; adults only when joined with `numPeople` alone. */
  party: partyResponse,
  status: z.enum(waitlistStatuses),
  joinedAt: isoDateTime,
  /** Waiting entries: 1 for the first in line for this departure; null otherwise. */
  position: z.number().int().nullable(),
  /** While `offered`: the seats held and until when; null otherwise. */
  offer: z.object({ expiresAt: isoDateTime, seats: z.number().int() }).nullable(),
});
export type WaitlistEntryResponse = z.infer<typeof waitlistEntryResponse>;

/** `POST /api/user/waitlist`: 201 a new entry, 200 the one already in line. */
export const joinWaitlistResponse = z.object({ message: z.string(), entry: waitlistEntryResponse });
export type JoinWaitlistResponse = z.infer<typeof joinWaitlistResponse>;

export const waitlistEntriesResponse = z.array(waitlistEntryResponse);

export const waitlistEntryParams = z.object({ id: z.uuid({ message: waitlistMessages.entryIdInvalid }) });

/** `GET /api/admin/waitlist?tourId=&from=&to=`: the departures that have a waiting list. */
export const adminWaitlistQuery = z.object({
  tourId: entityId.optional(),
  from: bookingDateField.optional(),
  to: bookingDateField.optional(),
});

/** One entry as the operator sees it. */
const adminWaitlistEntry = z.object({
  _id: z.string(),
  travellerName: z.string(),
  email: z.string().nullable(),
  numPeople: z.number().int(),
  party: partyResponse,
  status: z.enum(waitlistStatuses),
  joinedAt: isoDateTime,
  /** When the seats were offered and until when they are (or were) held; null before any offer. */
  offeredAt: isoDateTime.nullable(),
  offerExpiresAt: isoDateTime.nullable(),
});
export type AdminWaitlistEntry = z.infer<typeof adminWaitlistEntry>;

/** A departure's waiting list, in the order of joining (live entries and those ended in the last days). */
const adminWaitlistDeparture = z.object({
  tourId: z.string(),
  tourTitle: z.string(),
  date: z.string(),
  startTime: z.string(),
  /** Parties still in line (waiting or offered). */
  waiting: z.number().int(),
  entries: z.array(adminWaitlistEntry),
});
export type AdminWaitlistDeparture = z.infer<typeof adminWaitlistDeparture>;
export const adminWaitlistResponse = z.array(adminWaitlistDeparture);
