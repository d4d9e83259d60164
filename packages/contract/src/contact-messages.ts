// The Contact page's sentences and limits, without zod, so the web app states exactly the
// server's words and checks a field as the server will, without shipping the schema library.

export const CONTACT_NAME_MAX = 120;
export const CONTACT_MESSAGE_MAX = 5000;
/** Messages one sender's email address may send in an hour: enough for a follow-up or two. */
export const CONTACT_MESSAGES_PER_EMAIL_PER_HOUR = 3;
/** Messages from one client address in an hour: several people may share one (an office, a phone network). */
export const CONTACT_MESSAGES_PER_ADDRESS_PER_HOUR = 10;

export const contactMessages = {
  sent: 'Thank you. Your message is on its way to us, and we will answer by email.',
  nameRequired: 'Name is required.',
  messageRequired: 'Message is required.',
  tooMany: 'You have sent several messages in a short time. Please wait an hour before sending another.',
} as const;
