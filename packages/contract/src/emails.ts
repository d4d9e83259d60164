import { z } from './zod.ts';
import { entityId, isoDateTime, pageLimit } from './common.ts';

/**
 * Where an email stands: `queued` (waiting to be sent, or to be tried again after the mail server
 * refused), `sent` (the mail server took it), `kept` (no mail server is configured: it is kept for
 * the administrator to read), `skipped` (not sent on purpose: the traveller unsubscribed from
 * reminders), `failed` (refused for good, or every try failed).
 */
export const emailStatuses = ['queued', 'sent', 'kept', 'skipped', 'failed'] as const;
export type EmailStatus = (typeof emailStatuses)[number];

/** `GET /api/admin/emails`: one message in the list. */
const adminEmailSummary = z.object({
  _id: entityId,
  /** Which kind of message: `booking-confirmed`, `password-reset`… */
  kind: z.string(),
  to: z.string(),
  /** Null until it is rendered for sending. */
  subject: z.string().nullable(),
  status: z.enum(emailStatuses),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: isoDateTime,
  sentAt: isoDateTime.nullable(),
});
export type AdminEmailSummary = z.infer<typeof adminEmailSummary>;

/** Newest first; paged by `limit` and `cursor` with `X-Next-Cursor` (docs/decisions/003). */
export const adminEmailsResponse = z.array(adminEmailSummary);

export const adminEmailsQuery = z.object({
  status: z.enum(emailStatuses, { message: `Status must be one of ${emailStatuses.join(', ')}.` }).optional(),
  /** Only messages to this address (any case). */
  to: z.string().trim().max(320).optional(),
  limit: pageLimit,
  cursor: z.string().max(200).optional(),
});

/** `GET /api/admin/emails/:id`: the message as it went out (or would have). */
export const adminEmailDetail = adminEmailSummary.extend({
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  /** List-Unsubscribe, for reminders and review requests; null for transactional messages. */
  unsubscribeUrl: z.string().nullable(),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), size: z.number().int() })),
});
export type AdminEmailDetail = z.infer<typeof adminEmailDetail>;

/** `POST /api/admin/emails/:id/resend`: the message, queued to be sent again. */
export const resendEmailResponse = z.object({ message: z.string(), email: adminEmailSummary });
export type ResendEmailResponse = z.infer<typeof resendEmailResponse>;

/** `POST /api/emails/unsubscribe`: the signed token from an email's unsubscribe link. */
export const unsubscribeBody = z.object({ token: z.string().trim().min(1).max(500) });

export const emailMessages = {
  notFound: 'No such email.',
  notFailed: 'Only a failed email can be sent again.',
  alreadyQueued: 'This email is already waiting to be sent.',
  sentAgain: 'The email is queued to be sent again.',
  unsubscribed: 'You will no longer get trip reminders or review requests. Booking confirmations and receipts still arrive.',
  badUnsubscribeLink: 'This unsubscribe link is not valid.',
} as const;
