import { z } from './zod.ts';
import { isoDateTime } from './common.ts';
import { cancellationPolicyLine, type CancellationPolicy } from './cancellation-policy.ts';

export * from './cancellation-policy.ts';

/** `GET /api/routes/cancellation-policy`: the figures and the line every screen states. */
export const cancellationPolicyResponse = z.object({
  freeCancellationHours: z.number().int(),
  lateCancellationRefundPercent: z.number().int(),
  /** "Free cancellation up to 24 hours before the tour starts; no refund after that." */
  policy: z.string(),
});
export type CancellationPolicyResponse = z.infer<typeof cancellationPolicyResponse>;

/** The policy's answer: its figures and the line every screen states. */
export const cancellationPolicyAnswer = (policy: CancellationPolicy): CancellationPolicyResponse => ({ ...policy, policy: cancellationPolicyLine(policy) });

/** `GET /api/user/bookings/{id}/cancellation`: what cancelling now gives back. */
export const cancellationQuoteResponse = z.object({
  /** Rupees that come back if the traveller cancels now (0 for an unpaid booking). */
  refundAmount: z.number(),
  /** Rupees paid for the booking (0 when it was not paid online). */
  paidAmount: z.number(),
  /** The last instant a cancel gets everything back. */
  fullRefundUntil: isoDateTime,
  policy: z.string(),
});
export type CancellationQuote = z.infer<typeof cancellationQuoteResponse>;
