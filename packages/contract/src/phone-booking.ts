import { z } from './zod.ts';
import { email } from './auth.ts';
import { bookingDetails, bookingResponse } from './bookings.ts';
import { offlinePaymentMethods, PAYMENT_REFERENCE_MAX, phonePaymentMethods } from './payment-methods.ts';
import { phoneBookingMessages } from './phone-booking-messages.ts';

export * from './phone-booking-messages.ts';

/**
 * `POST /api/admin/bookings`: a booking the operator takes over the phone. The booking's
 * fields are the traveller's own (`bookingDetails`); `email` finds the traveller's account
 * or opens one; `payment` says how the money was taken. Whether the method needs a reference
 * is checked by the server with its own sentence (see `referenceRequired`).
 */
export const phoneBookingRequest = bookingDetails.extend({
  email,
  payment: z.object({
    method: z.enum(phonePaymentMethods, { message: phoneBookingMessages.methodInvalid }),
    reference: z.string().trim().max(PAYMENT_REFERENCE_MAX, phoneBookingMessages.referenceTooLong).optional(),
  }),
  /**
   * Paid offline: the operator confirms a date travellers cannot book (past the booking horizon, off
   * the tour's schedule). Without it such a date is refused with `outsideSchedule: true` (400 past
   * the horizon, 409 off the schedule); with it the booking is taken and its history says so.
   */
  outsideSchedule: z.boolean().optional(),
});
/** A refused booking by phone: `outsideSchedule` when the operator may confirm the date and take it anyway. */
export const phoneBookingRefusal = z.object({ message: z.string(), outsideSchedule: z.literal(true).optional() });
export type PhoneBookingRequest = z.infer<typeof phoneBookingRequest>;
export type PhoneBookingInput = z.input<typeof phoneBookingRequest>;

export const phoneBookingResponse = z.object({
  message: z.string(),
  booking: bookingResponse,
  traveller: z.object({
    email: z.string(),
    /** True when the account was opened for this booking (the traveller sets a password by the emailed link). */
    created: z.boolean(),
  }),
  payment: z.object({ method: z.enum(offlinePaymentMethods), reference: z.string().nullable() }),
});
export type PhoneBookingResponse = z.infer<typeof phoneBookingResponse>;
