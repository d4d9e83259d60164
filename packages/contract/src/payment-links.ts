import { z } from './zod.ts';
import { entityId, isoDateTime } from './common.ts';
import { partyResponse } from './person-types.ts';

export * from './payment-link-messages.ts';
export * from './payment-link-limits.ts';

/**
 * Where a payment link stands: `awaiting` the traveller's payment (its seats held), `paid`,
 * `expired` (ran out unpaid, its seats back on sale) or `withdrawn` by the operator.
 */
export const paymentLinkStates = ['awaiting', 'paid', 'expired', 'withdrawn'] as const;
export type PaymentLinkState = (typeof paymentLinkStates)[number];

/**
 * `POST /api/admin/bookings` with `payment: { method: 'link' }` (201): what the operator needs to
 * tell the traveller on the phone. No booking exists yet: it is made when the link is paid.
 */
export const paymentLinkBookingResponse = z.object({
  message: z.string(),
  traveller: z.object({ email: z.string(), created: z.boolean() }),
  payment: z.object({ method: z.literal('link'), reference: z.null() }),
  paymentLink: z.object({
    /** The address emailed to the traveller: the payment page, signed (no sign-in needed). */
    url: z.string(),
    expiresAt: isoDateTime,
    /** Rupees, priced by the server like every checkout. */
    amount: z.number(),
    orderId: z.string(),
    holdId: entityId,
  }),
});
export type PaymentLinkBookingResponse = z.infer<typeof paymentLinkBookingResponse>;

/** A payment link as the Payments screen shows it beside its order. */
export const adminPaymentLink = z.object({
  state: z.enum(paymentLinkStates),
  expiresAt: isoDateTime,
  /** How many times it was emailed (1 when first sent). */
  sentCount: z.number().int(),
  lastSentAt: isoDateTime,
  withdrawnAt: isoDateTime.nullable(),
});
export type AdminPaymentLink = z.infer<typeof adminPaymentLink>;

/** `POST /api/admin/payment-links/{orderId}/resend` and `/withdraw`. */
export const paymentLinkActionResponse = z.object({ message: z.string(), orderId: z.string(), paymentLink: adminPaymentLink });
export type PaymentLinkActionResponse = z.infer<typeof paymentLinkActionResponse>;

export const paymentLinkOrderParams = z.object({ orderId: z.string().min(1).max(100) });
export const paymentLinkTokenParams = z.object({ token: z.string().min(1).max(300) });

/** `GET /api/payment/links/{token}`: the payment page, opened from the email without signing in. */
export const paymentLinkView = z.object({
  state: z.enum(paymentLinkStates),
  tourTitle: z.string(),
  tourLocation: z.string(),
  /** The trip's date, "YYYY-MM-DD". */
  bookingDate: z.string(),
  /** The seats held (an infant on a lap takes none). */
  numPeople: z.number().int(),
  /** Everyone in the party by person type, none as 0 (decision 030). */
  party: partyResponse,
  /** The lead traveller's name. */
  fullName: z.string(),
  /** Rupees. */
  amount: z.number(),
  expiresAt: isoDateTime,
  /** The provider order the checkout dialog pays. */
  order: z.object({ id: z.string(), amount: z.number().int(), currency: z.literal('INR') }),
  /** Once paid: the booking's reference and status. */
  booking: z.object({ reference: z.string(), status: z.string() }).nullable(),
  /** Why it cannot be paid now (ran out, withdrawn, paid), in the traveller's words; null while awaiting. */
  message: z.string().nullable(),
});
export type PaymentLinkView = z.infer<typeof paymentLinkView>;

/** `POST /api/payment/links/{token}/verify`: the payment, saved as its booking. */
export const paymentLinkPaidResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  booking: z.object({ reference: z.string(), status: z.string() }),
});
export type PaymentLinkPaidResponse = z.infer<typeof paymentLinkPaidResponse>;
