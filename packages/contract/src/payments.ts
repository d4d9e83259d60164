import { z } from 'zod';
import { paymentMessages } from './payment-messages.ts';
import { bookingDetails, bookingResponse } from './bookings.ts';
import { seatHold } from './departures.ts';

export const paymentProviders = ['sandbox', 'razorpay'] as const;
export type PaymentProvider = (typeof paymentProviders)[number];

export { paymentMessages } from './payment-messages.ts';

/**
 * `POST /api/payment/create-order`: the spec's `{amount, currency, receipt}` (amount in paise),
 * plus the booking details, which our web client always sends: the server then computes the
 * amount itself, refuses a different one, and verification saves the booking.
 */
export const createOrderRequest = z.object({
  amount: z.number({ message: paymentMessages.amountRequired }).int(paymentMessages.amountRequired).positive(paymentMessages.amountRequired).optional(),
  currency: z.literal('INR', { message: paymentMessages.currencyInr }).default('INR'),
  receipt: z.string().max(40).optional(),
  booking: bookingDetails.optional(),
});
export type CreateOrderRequest = z.input<typeof createOrderRequest>;

export const paymentOrder = z.object({
  id: z.string(),
  /** Paise. */
  amount: z.number().int(),
  currency: z.literal('INR'),
  receipt: z.string().nullable(),
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
