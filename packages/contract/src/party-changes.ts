// Changing the party of a booking (decision 023): the operator's quote before confirming and the
// change itself. Sentences: party-change-messages.ts.
import { z } from './zod.ts';
import { adminBooking, numPeopleField } from './bookings.ts';
import { entityId } from './common.ts';
import { bookingEvent } from './operator-bookings.ts';
import { offlinePaymentMethods, PAYMENT_REFERENCE_MAX } from './payment-methods.ts';
import { partyChangeMessages, partySettlementKinds } from './party-change-messages.ts';
import { partyTravellers } from './travellers.ts';

export { partyChangeMessages, partySettlementKinds } from './party-change-messages.ts';

/** `GET /api/admin/bookings/{id}/party?numPeople=N` (the number box's text is read as a number). */
export const partyChangeQuery = z.object({ numPeople: numPeopleField });

/**
 * How the difference is settled, in rupees: `refund` goes back `online` through the provider (the
 * original payment) and `byHand` by the operator (what was paid offline); `collect` is taken
 * offline by the operator; `none` when nothing was paid or the total stays.
 */
export const partySettlement = z.object({
  kind: z.enum(partySettlementKinds),
  amount: z.number(),
  online: z.number(),
  byHand: z.number(),
  /** The settlement in one sentence, as the dialog states it. */
  line: z.string(),
});
export type PartySettlement = z.infer<typeof partySettlement>;

export const partyChangeQuoteResponse = z.object({
  numPeople: z.object({ from: z.number().int(), to: z.number().int() }),
  /** Rupees: the new party priced by priceBooking as adults at the booked price per person (decision 030). */
  total: z.object({ from: z.number(), to: z.number() }),
  /** The new total minus the old, in rupees: negative when money goes back. */
  difference: z.number(),
  /** Seats the change needs beyond the party's own, and seats left on the departure now. */
  seats: z.object({ needed: z.number().int(), left: z.number().int(), enough: z.boolean() }),
  settlement: partySettlement,
});
export type PartyChangeQuote = z.infer<typeof partyChangeQuoteResponse>;

const paymentReference = z
  .string()
  .trim()
  .max(PAYMENT_REFERENCE_MAX, partyChangeMessages.referenceTooLong)
  .optional()
  .transform((value) => value || undefined);

/** `PUT /api/admin/bookings/{id}/party`. `payment` is how a larger party's difference was collected (required then). */
export const changePartyRequest = z.object({
  numPeople: numPeopleField,
  /** The party by name, the one booking first; when absent the stored names are trimmed to the party. */
  travellers: partyTravellers.optional(),
  payment: z
    .object({
      method: z.enum(offlinePaymentMethods, { message: partyChangeMessages.methodInvalid }),
      reference: paymentReference,
    })
    .optional(),
});
export type ChangePartyRequest = z.input<typeof changePartyRequest>;

export const changePartyResponse = z.object({ message: z.string(), booking: adminBooking, event: bookingEvent, settlement: partySettlement });
export type ChangePartyResponse = z.infer<typeof changePartyResponse>;

/** `PUT /api/admin/bookings/{id}/partial-refunds/{refundId}/handed-back` */
export const partialRefundParams = z.object({ id: entityId, refundId: entityId });
export const partialRefundHandedBackResponse = z.object({ message: z.string(), booking: adminBooking, event: bookingEvent });
export type PartialRefundHandedBackResponse = z.infer<typeof partialRefundHandedBackResponse>;
