import { z } from './zod.ts';
import { paymentChoices } from './part-payment.ts';
import { partPaymentMessages } from './part-payment-messages.ts';
import { paymentMessages } from './payment-messages.ts';
import { RECEIPT_MAX } from './payment-limits.ts';
import { bookingDetails, bookingResponse } from './bookings.ts';
import { wholeNumberFromClient } from './client-numbers.ts';
import { seatHold } from './departures.ts';
import { priceLineResponse } from './person-types.ts';

export const paymentProviders = ['sandbox', 'razorpay'] as const;
export type PaymentProvider = (typeof paymentProviders)[number];

export { paymentMessages } from './payment-messages.ts';
export { RECEIPT_MAX } from './payment-limits.ts';

/**
 * The original client computes paise as pricePerPerson × numPeople × 100 in floating point, so
 * ₹1,025.16 for one reads 102516.00000000001. A number this close to a whole number of paise is
 * only rounding error and is read as that whole number (decision 007); anything further off
 * (10.5) is left as it is, for the amount's own message. A relative bound: the error of a
 * product grows with it, and a millionth of a millionth stays far below half a paisa for any
 * price we sell.
 */
export function withoutRoundingError(value: unknown): unknown {
  if (typeof value !== 'number' || !Number.isFinite(value)) return value;
  const whole = Math.round(value);
  return Math.abs(value - whole) <= Math.abs(value) * 1e-12 ? whole : value;
}

const amountPaise = wholeNumberFromClient(
  z.preprocess(
    withoutRoundingError,
    z.number({ message: paymentMessages.amountRequired }).int(paymentMessages.amountRequired).positive(paymentMessages.amountRequired),
  ),
);

/**
 * `POST /api/payment/create-order`: the spec's `{amount, currency, receipt}` (amount in paise),
 * plus the booking details, which our web client always sends: the server then computes the
 * amount itself, refuses a different one, and verification saves the booking.
 *
 * `receipt` is the client's own reference, kept as sent. The provider takes at most 40
 * characters, and the original client makes 63 (`receipt_tour_<uuid>_<ms>`), so a longer one is
 * stored and answered but the provider gets a receipt of ours (decision 007).
 */
export const createOrderRequest = z.object({
  amount: amountPaise.optional(),
  currency: z.literal('INR', { message: paymentMessages.currencyInr }).default('INR'),
  receipt: z
    .string({ message: paymentMessages.receiptInvalid })
    .max(RECEIPT_MAX, paymentMessages.receiptInvalid)
    // Postgres text cannot hold NUL: refuse it here rather than fail in the database.
    .refine((value) => !value.includes('\u0000'), paymentMessages.receiptInvalid)
    .optional(),
  booking: bookingDetails.optional(),
  /**
   * Paying in parts (decision 035): `advance` pays the tour's advance now and the balance by its due
   * date; absent or `full`, the whole amount. Read liberally: any case, spaces around.
   */
  payment: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
    z.enum(paymentChoices, { message: partPaymentMessages.paymentChoiceInvalid }),
  ).optional(),
});

export const paymentOrder = z.object({
  id: z.string(),
  /** Paise. */
  amount: z.number().int(),
  currency: z.literal('INR'),
  receipt: z.string().nullable(),
  /** With booking details: the price's lines (rupees) and their sum, `total` = `amount` / 100 when paid in full. */
  lines: z.array(priceLineResponse).optional(),
  total: z.number().optional(),
  /** Paying an advance (decision 035): `amount` is the advance; the balance (rupees) is due by `balanceDueOn`. */
  payment: z.enum(paymentChoices).optional(),
  balance: z.number().optional(),
  balanceDueOn: z.string().optional(),
});
export type PaymentOrder = z.infer<typeof paymentOrder>;

/** `hold`: present when the order carried booking details: its seats, kept until `expiresAt`. */
export const createOrderResponse = z.object({
  success: z.literal(true),
  order: paymentOrder,
  message: z.string(),
  hold: seatHold.optional(),
});
export type CreateOrderResponse = z.infer<typeof createOrderResponse>;

/** The three fields the checkout dialog hands to its `handler`. */
export const paymentConfirmation = z.object({
  razorpay_order_id: z.string({ message: paymentMessages.confirmationFieldsRequired }).min(1, paymentMessages.confirmationFieldsRequired).max(100),
  razorpay_payment_id: z.string({ message: paymentMessages.confirmationFieldsRequired }).min(1, paymentMessages.confirmationFieldsRequired).max(100),
  razorpay_signature: z.string({ message: paymentMessages.confirmationFieldsRequired }).min(1, paymentMessages.confirmationFieldsRequired).max(200),
});
export type PaymentConfirmation = z.infer<typeof paymentConfirmation>;

/** `booking` is present when the order carried the booking details: verification saved it. */
export const verifyPaymentResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  booking: bookingResponse.optional(),
});
export type VerifyPaymentResponse = z.infer<typeof verifyPaymentResponse>;

/** `GET /api/payment/config`: what the browser needs to open the checkout. */
export const paymentConfigResponse = z.object({
  provider: z.enum(paymentProviders),
  keyId: z.string(),
  /** Absolute for the provider's script, a same-origin path for the sandbox's. */
  checkoutScriptUrl: z.string(),
  currency: z.literal('INR'),
  name: z.string(),
});
export type PaymentConfig = z.infer<typeof paymentConfigResponse>;

/** What the checkout's `payment.failed` event carries, as the provider documents it. */
export const paymentFailure = z.object({
  code: z.string(),
  description: z.string(),
  source: z.string(),
  step: z.string(),
  reason: z.string(),
  metadata: z.object({ order_id: z.string(), payment_id: z.string() }),
});
export type PaymentFailure = z.infer<typeof paymentFailure>;

/**
 * `POST /api/user/bookings/{id}/balance` (decision 035): the order for the balance of a booking paid
 * by advance, priced by the server (`order.amount` in paise, `balance` the same in rupees); pay it
 * and confirm it with `POST /api/payment/verify-payment` like any order.
 */
export const balanceOrderResponse = z.object({
  success: z.literal(true),
  order: paymentOrder,
  message: z.string(),
  balance: z.number(),
  balanceDueOn: z.string(),
});
export type BalanceOrderResponse = z.infer<typeof balanceOrderResponse>;
