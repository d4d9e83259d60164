// Every kind of email Yatrika sends, by the name stored with it, and what an operator reads for it.
// The server has one template per kind (modules/emails/templates/catalogue.ts checks it against this
// list), and the admin's outbox names each in words, so no internal name reaches a screen.

export const emailKindNames = {
  'account-created': 'Welcome',
  'password-reset': 'Password reset',
  'email-change': 'Confirm new email',
  'email-changed': 'Email address changed',
  'booking-paid': 'Booking confirmation',
  'operator-new-booking': 'New booking (operator)',
  'booking-accepted': 'Accepted by the operator',
  'booking-cancelled': 'Cancellation',
  'booking-moved': 'Moved to a new date',
  'booking-party-changed': 'Party changed',
  'refund-processed': 'Refund processed',
  'refund-handed-back': 'Refund handed back',
  'order-refunded': 'Payment refunded (no booking)',
  'payment-link': 'Payment link',
  'payment-receipt': 'Payment receipt',
  'trip-reminder': 'Trip reminder',
  'balance-reminder': 'Balance reminder',
  'review-request': 'Review request',
  'contact-message': 'Contact form message',
  'waitlist-offer': 'Waiting list: seats offered',
  'newsletter-confirmation': 'Newsletter: confirm subscription',
  'staff-invitation': 'Invitation to the team',
} as const;

export type EmailKind = keyof typeof emailKindNames;
