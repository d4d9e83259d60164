import { z } from './zod.ts';
import { email } from './auth.ts';
import { entityId, isoDateTime, pageLimit } from './common.ts';
import { newsletterStatuses } from './newsletter-messages.ts';

/**
 * `POST /api/newsletter/subscribe`: the footer's "Get in Touch" box. `website` is a field people
 * never see: a form that fills it in is a robot's, and is answered as if subscribed but sends nothing.
 */
export const subscribeRequest = z.object({
  email,
  website: z.string().max(500).optional(),
});
export type SubscribeRequest = z.infer<typeof subscribeRequest>;

/** `POST /api/newsletter/confirm` and `/unsubscribe`: the signed token from the emailed link. */
export const newsletterTokenBody = z.object({ token: z.string().trim().min(1).max(500) });

/** `GET /api/admin/newsletter/subscribers`: one address on the list. */
const adminNewsletterSubscriber = z.object({
  _id: entityId,
  email: z.string(),
  status: z.enum(newsletterStatuses),
  /** When the address was first given. */
  createdAt: isoDateTime,
  confirmedAt: isoDateTime.nullable(),
  unsubscribedAt: isoDateTime.nullable(),
});
export type AdminNewsletterSubscriber = z.infer<typeof adminNewsletterSubscriber>;

/** Newest first; paged by `limit` and `cursor` with `X-Next-Cursor` (docs/decisions/003). */
export const adminNewsletterSubscribersResponse = z.array(adminNewsletterSubscriber);

export const adminNewsletterSubscribersQuery = z.object({
  status: z.enum(newsletterStatuses, { message: `Status must be one of ${newsletterStatuses.join(', ')}.` }).optional(),
  limit: pageLimit,
  cursor: z.string().max(200).optional(),
});

/** `GET /api/admin/newsletter/counts`: how many addresses are in each status. */
export const adminNewsletterCountsResponse = z.object({
  pending: z.number().int(),
  confirmed: z.number().int(),
  unsubscribed: z.number().int(),
});
export type AdminNewsletterCounts = z.infer<typeof adminNewsletterCountsResponse>;

export { newsletterMessages, newsletterStatuses, newsletterStatusWords, type NewsletterStatus } from './newsletter-messages.ts';
