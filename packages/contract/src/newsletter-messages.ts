// The newsletter's sentences and limits, without zod, so the footer box, the confirmation page and
// the operator's screen state exactly the server's words.

/** Subscriptions one email address may ask for in an hour: a second try if the first email is slow. */
export const NEWSLETTER_SUBSCRIBES_PER_EMAIL_PER_HOUR = 3;
/** Subscriptions from one client address in an hour: several people may share one (an office, a phone network). */
export const NEWSLETTER_SUBSCRIBES_PER_ADDRESS_PER_HOUR = 10;

export const newsletterMessages = {
  /**
   * The one answer to every well-formed address, new, waiting or already subscribed: whoever types
   * an address into the footer learns nothing about whether it is on the list.
   */
  checkInbox: 'Thank you. Please check your inbox for an email with a link to confirm your subscription. If this address is already subscribed, there is nothing more to do.',
  confirmed: 'Your subscription is confirmed. Travel ideas and offers will reach you now and then.',
  badConfirmLink: 'This confirmation link is not valid any more. Please subscribe again from the box at the foot of our home page.',
  unsubscribed: 'You are unsubscribed from the Yatrika newsletter. Booking confirmations and receipts still arrive.',
  badUnsubscribeLink: 'This unsubscribe link is not valid.',
  emailInvalid: 'Email must be a valid email address.',
  tooMany: 'You have subscribed several times in a short time. Please wait an hour before trying again.',
} as const;

export const newsletterStatuses = ['pending', 'confirmed', 'unsubscribed'] as const;
export type NewsletterStatus = (typeof newsletterStatuses)[number];

/** Each status as the operator reads it. */
export const newsletterStatusWords: Record<NewsletterStatus, string> = {
  pending: 'Waiting for confirmation',
  confirmed: 'Confirmed',
  unsubscribed: 'Unsubscribed',
};
