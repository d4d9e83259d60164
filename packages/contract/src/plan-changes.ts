// The traveller's own changes to a booking (decision 036): moving it to another date of its tour
// and changing its party, each quoted first. Sentences: plan-change-messages.ts; rules:
// plan-change-rules.ts.
import { z } from './zod.ts';
import { bookingDateField, bookingResponse, numPeopleField } from './bookings.ts';
import { isoDateTime } from './common.ts';
import { seatHold } from './departures.ts';
import { paymentOrder } from './payments.ts';
import { partyField, partyResponse, priceLineResponse } from './person-types.ts';
import { changeSettlementKinds } from './plan-change-rules.ts';
import { startTimeField } from './tour-schedule.ts';
import { partyTravellers } from './travellers.ts';

export * from './plan-change-messages.ts';
export * from './plan-change-rules.ts';

/** `GET /api/user/bookings/{id}/reschedule?bookingDate=&startTime=` and the body of its `POST`. */
export const rescheduleRequest = z.object({
  bookingDate: bookingDateField,
  /** One of the tour's start times; without it, the tour's first. */
  startTime: startTimeField.optional(),
});
export type RescheduleRequest = z.input<typeof rescheduleRequest>;

/** How a change's difference settles, in rupees, with the sentence the dialog shows. */
export const changeSettlement = z.object({
  kind: z.enum(changeSettlementKinds),
  /** Rupees to pay (`pay`) or coming back (`refund`); 0 for `none`. */
  amount: z.number(),
  /** Rupees the cancellation policy keeps of a smaller party's difference (only a party change, late). */
  kept: z.number(),
  /** Rupees still owed after the change (a balance paid by advance); 0 when nothing is owed. */
  owed: z.number().optional(),
  /** The promo code whose discount the change loses, when its terms no longer hold. */
  promoLost: z.string().optional(),
  line: z.string(),
});
export type ChangeSettlement = z.infer<typeof changeSettlement>;

const departure = z.object({ bookingDate: z.string(), startTime: z.string() });

/** What a move would do, before the traveller confirms. */
export const rescheduleQuoteResponse = z.object({
  from: departure,
  to: departure,
  /** Whether the move can be made now; `reason` says why not. */
  allowed: z.boolean(),
  reason: z.string().nullable(),
  /** The last moment this booking may be moved online (the tour's policy). */
  allowedUntil: isoDateTime,
  policy: z.string(),
  /** Rupees: the booking's total now, and on the new date for the same party (its lines below). */
  total: z.object({ from: z.number(), to: z.number() }),
  lines: z.array(priceLineResponse),
  /** The new total minus the old, in rupees: negative when money comes back. */
  difference: z.number(),
  seats: z.object({ left: z.number().int(), enough: z.boolean() }),
  settlement: changeSettlement,
});
export type RescheduleQuote = z.infer<typeof rescheduleQuoteResponse>;

/**
 * A change made at once (`done`), or waiting for its difference to be paid (`awaiting_payment`):
 * then `order` is the order to pay in the checkout dialog and `hold` the seats kept meanwhile.
 */
export const planChangeResponse = z.object({
  message: z.string(),
  status: z.enum(['done', 'awaiting_payment']),
  booking: bookingResponse,
  /** Rupees: the new total minus the old. */
  difference: z.number(),
  settlement: changeSettlement,
  order: paymentOrder.optional(),
  hold: seatHold.optional(),
});
export type PlanChangeResponse = z.infer<typeof planChangeResponse>;

/**
 * `POST /api/user/bookings/{id}/party` (and its `GET` quote, the party as query fields): the new
 * party by type, or `numPeople` adults from a client that knows no types; names optional.
 */
export const travellerPartyRequest = z.object({
  party: partyField.optional(),
  numPeople: numPeopleField.optional(),
  travellers: partyTravellers.optional(),
});
export type TravellerPartyRequest = z.input<typeof travellerPartyRequest>;

/** The quote's query: the party's counts as fields (`?adult=2&child=1`), or `numPeople`. */
export const travellerPartyQuery = z.object({
  adult: z.string().optional(),
  child: z.string().optional(),
  infant: z.string().optional(),
  senior: z.string().optional(),
  numPeople: z.string().optional(),
});

export const travellerPartyQuoteResponse = z.object({
  party: z.object({ from: partyResponse, to: partyResponse }),
  numPeople: z.object({ from: z.number().int(), to: z.number().int() }),
  total: z.object({ from: z.number(), to: z.number() }),
  lines: z.array(priceLineResponse),
  difference: z.number(),
  /** Seats the newcomers need beyond the party's own, and seats left now. */
  seats: z.object({ needed: z.number().int(), left: z.number().int(), enough: z.boolean() }),
  settlement: changeSettlement,
});
export type TravellerPartyQuote = z.infer<typeof travellerPartyQuoteResponse>;
