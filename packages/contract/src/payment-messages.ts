// The checkout sentences, without zod, so the web app can show exactly the server's words without
// shipping the schema library to the browser.
import { RECEIPT_MAX } from './payment-limits.ts';

export const paymentMessages = {
  orderCreated: 'Payment order created.',
  orderFailed: 'Could not create payment order.',
  amountMismatch: 'The amount does not match the price of this booking.',
  amountRequired: 'Amount must be a whole number of paise greater than zero.',
  currencyInr: 'Currency must be INR.',
  receiptInvalid: `Receipt must be text of at most ${RECEIPT_MAX} characters.`,
  verified: 'Payment verified successfully.',
  verificationFailed: 'Payment verification failed. Please contact support.',
  orderNotFound: 'Payment order not found.',
  confirmationFieldsRequired: 'The razorpay_order_id, razorpay_payment_id and razorpay_signature fields are all required.',
  webhookSignatureInvalid: 'Invalid webhook signature.',
  webhookAccepted: 'Webhook processed.',
  orderAlreadyPaid: 'This order is already paid.',
  /** The checkout's words for a payment the bank or card refused; the provider's codes stay out of sight. */
  declined: 'Your payment did not go through: your bank or card did not accept it. Please try again, or use another card or payment method.',
} as const;
