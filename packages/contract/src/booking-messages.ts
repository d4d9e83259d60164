// The booking sentences, without zod, so the web app's booking form can show exactly the
// server's messages without shipping the schema library to the browser (limits: booking-limits.ts).

import { MAX_PEOPLE } from './booking-limits.ts';
export const bookingMessages = {
  created: 'Booking created successfully and approval is pending',
  allFieldsRequired: 'All booking fields are required.',
  atLeastOnePerson: 'Number of people must be at least 1.',
  tooManyPeople: `Number of people must be between 1 and ${MAX_PEOPLE}.`,
  totalNotPositive: 'Total amount must be greater than zero.',
  dateInPast: 'Booking date cannot be in the past.',
  dateInvalid: 'Booking date must be a valid date (YYYY-MM-DD).',
  phoneInvalid: 'Phone must be a valid phone number.',
  tourUnavailable: 'This tour is not available for booking.',
  paymentRequired: 'Please complete the payment before booking.',
  notFound: 'Booking not found.',
  cancelled: 'Booking cancelled.',
  cannotCancel: 'Only pending or booked bookings can be cancelled.',
  statusUpdated: 'Booking status updated.',
  onlyPendingChanges: 'Only pending bookings can be accepted or cancelled.',
  deleted: 'Booking deleted.',
  refundFailed: 'Booking cancelled. The refund could not be started yet; cancel again or ask us to retry it.',
  refundBeforeDelete: 'This booking was paid and is not refunded yet: cancel it first, so the traveller gets the money back.',
  tourIdInvalid: 'Tour id must be a valid id.',
  /** A payment confirmed after its traveller's account was deleted: refunded, never booked. */
  accountClosed: 'This account was closed before the payment was confirmed. The payment will be refunded in full.',
  paymentRefunded: 'This payment has been refunded, so it cannot pay for a booking. Please book and pay again.',
  /** What happens after paying, while the operator has not yet accepted the booking. */
  pendingNextStep: 'The operator confirms pending bookings within 24 hours. You will see the change in My Bookings.',
} as const;

/** A booking date later than today + the booking horizon. */
export const beyondHorizonMessage = (days: number) => `Bookings open up to ${days} days ahead.`;

export const packingGuideMessages = {
  generated: 'Packing guide generated.',
  onlyBooked: 'A packing guide is available only for confirmed (booked) bookings.',
  failed: 'Failed to generate packing guide. Please try again.',
} as const;
