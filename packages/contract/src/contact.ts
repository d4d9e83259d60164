import { z } from './zod.ts';
import { email } from './auth.ts';
import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX } from './contact-messages.ts';
import { requiredText } from './common.ts';

/**
 * A message for the operator from the Contact page. `website` is a field people never see:
 * a form that fills it in is a robot's, and is answered as if sent but sends nothing.
 */
export const contactRequest = z.object({
  name: requiredText('Name', CONTACT_NAME_MAX),
  email,
  message: requiredText('Message', CONTACT_MESSAGE_MAX),
  website: z.string().max(500).optional(),
});
export type ContactRequest = z.infer<typeof contactRequest>;

/** How to reach the operator, as the server is configured: each null when not set. */
export const contactDetailsResponse = z.object({
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type ContactDetails = z.infer<typeof contactDetailsResponse>;

export { contactMessages } from './contact-messages.ts';
