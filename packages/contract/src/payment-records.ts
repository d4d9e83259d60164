import { z } from './zod.ts';
import { entityId, isoDateTime, pageLimit } from './common.ts';
import { adminSearchQuery } from './admin-search-query.ts';
import { attentionReasons, checkoutOutcomes, paymentRecordStatuses, refundReasons } from './payment-record-kinds.ts';
import { refundStatuses } from './bookings.ts';
import { paymentMethods } from './payment-methods.ts';
import { adminPaymentLink } from './payment-links.ts';

export * from './payment-record-messages.ts';
export * from './payment-record-kinds.ts';

/** A refund of a payment: rupees, the provider's progress, and why it was made. */
export const paymentRefund = z.object({
  /** Rupees. */
  amount: z.number(),
  status: z.enum(refundStatuses),
  reason: z.enum(refundReasons),
  /** A payment taken offline is refunded by hand by the operator, never through the provider. */
  byHand: z.boolean(),
});

/** `GET /api/user/payments`: one of the traveller's payment orders and what became of it. */
export const paymentRecord = z.object({
  orderId: z.string(),
  /** Rupees, like a booking's `totalPrice`. */
  amount: z.number(),
  status: z.enum(paymentRecordStatuses),
  createdAt: isoDateTime,
  /** When the provider captured the payment; null until then. */
  paidAt: isoDateTime.nullable(),
  bookingId: entityId.nullable(),
  refund: paymentRefund.nullable(),
});
export type PaymentRecord = z.infer<typeof paymentRecord>;
export const myPaymentsResponse = z.array(paymentRecord);

/** `GET /api/admin/payments`: the same, plus who paid (null once the account is deleted). */
export const adminPayment = paymentRecord.extend({
  paymentId: z.string().nullable(),
  /** `online` through the provider, or taken offline by the operator with a booking by phone. */
  method: z.enum(paymentMethods),
  /** What the traveller read out for an offline payment (UPI or bank transfer reference); null online. */
  paymentReference: z.string().nullable(),
  user: z.object({ _id: entityId, username: z.string(), email: z.string() }).nullable(),
  /** Paid with no booking past the grace, a refund failed or pending for over an hour, or a booking stranded by a withdrawal. */
  needsAttention: z.boolean(),
  /** Why it needs attention (the first reason that applies), null when it does not. */
  attentionReason: z.enum(attentionReasons).nullable(),
  /** The booking's reference ("YT-7K3M-Q9TD"); null for an order that never became a booking. */
  reference: z.string().nullable(),
  /** The tour paid for: the booking's, else the one the order was opened for; null for an order without booking details. */
  tourTitle: z.string().nullable(),
  /** Who travels: the booking's lead name, else the order's, else the account's name; null when none is known. */
  travellerName: z.string().nullable(),
  /** How the checkout ended: paid, declined by the bank, abandoned (the seat hold ran out unpaid) or still in progress. */
  checkoutOutcome: z.enum(checkoutOutcomes),
  /** The payment link the operator emailed for this order (a booking by phone paid online later); null for any other order. */
  paymentLink: adminPaymentLink.nullable(),
});
export type AdminPayment = z.infer<typeof adminPayment>;
export const adminPaymentsResponse = z.array(adminPayment);

export const adminPaymentsQuery = z.object({
  status: z.enum(paymentRecordStatuses, { message: `Status must be one of ${paymentRecordStatuses.join(', ')}.` }).optional(),
  /** `attention=true`: only the payments needing attention. */
  attention: z.enum(['true', 'false'], { message: 'Attention must be true or false.' }).optional(),
  /** The booking's reference, the traveller's name, email or phone, as on the bookings list (admin-search.ts); or the order id. */
  query: adminSearchQuery,
  limit: pageLimit,
  cursor: z.string().max(200).optional(),
});

/** What one reconciliation run did. */
export const reconcileSummary = z.object({
  /** Unpaid orders whose payment the provider was asked about. */
  checked: z.number().int(),
  /** Paid orders that became bookings. */
  booked: z.number().int(),
  /** Refunds decided this run (paid orders that could not become bookings). */
  refundsStarted: z.number().int(),
  /** Refunds the provider accepted this run, new or retried. */
  refundsAccepted: z.number().int(),
  /** Refunds the provider refused or could not be reached for; retried later. */
  refundsFailed: z.number().int(),
  /** Accepted refunds the provider reported finished when asked (its webhook never came). */
  refundsProcessed: z.number().int().default(0),
  /** Expired seat holds removed. */
  holdsReleased: z.number().int(),
  startedAt: isoDateTime,
  finishedAt: isoDateTime,
});
export type ReconcileSummary = z.infer<typeof reconcileSummary>;
export const reconcileResponse = z.object({ message: z.string(), summary: reconcileSummary });
export type ReconcileResponse = z.infer<typeof reconcileResponse>;

/** `GET /api/admin/payments/attention`: the dashboard's count and the last run. */
export const paymentsAttentionResponse = z.object({
  needingAttention: z.number().int(),
  lastRun: reconcileSummary.nullable(),
});
export type PaymentsAttention = z.infer<typeof paymentsAttentionResponse>;
