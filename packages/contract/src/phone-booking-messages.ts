import { PAYMENT_REFERENCE_MAX } from './payment-methods.ts';

/** The sentences of a booking taken by phone, shared by the server's answers and the admin form. */
export const phoneBookingMessages = {
  booked: 'Booking taken and paid offline. The traveller has been emailed the confirmation.',
  methodInvalid: 'Payment method must be cash, UPI, bank transfer or payment link.',
  upiReferenceRequired: 'A UPI payment needs its transaction reference.',
  bankTransferReferenceRequired: 'A bank transfer needs its reference.',
  referenceTooLong: `The payment reference must be at most ${PAYMENT_REFERENCE_MAX} characters.`,
  emailOfOperator: 'That email belongs to an operator account. Use the traveller’s own email.',
  saveFailed: 'The booking could not be saved. Please try again.',
} as const;
