import { indiaTimePhrase } from './hold-messages.ts';

/** The sentences of payment links, shared by the server's answers, the admin screens and the payment page. */
export const paymentLinkMessages = {
  sent: 'Payment link sent. The seats are held for the traveller until the link runs out.',
  resent: 'Payment link sent again. It still runs out at the same time.',
  withdrawn: 'Payment link withdrawn. Its seats are back on sale.',
  pastCutoff: 'This date’s booking cut-off has passed, so a payment link could not be paid in time. Take the payment now by cash, UPI or bank transfer.',
  notFound: 'This payment link is not valid. Please check the address in your email.',
  linkNotFound: 'No payment link was sent for this payment.',
  alreadyPaid: 'This payment link has been paid already.',
  alreadyWithdrawn: 'This payment link was withdrawn by the operator.',
  ranOut: (expiresAt: Date, now?: Date) => `This payment link ran out at ${indiaTimePhrase(expiresAt, now)}. Please call us to book again.`,
  confirmationOfAnotherOrder: 'This payment does not belong to this payment link.',
  paid: 'Payment received. Your booking is saved and confirmed by email.',
} as const;
