import { z } from './zod.ts';
import { entityId, isoDateTime, pageLimit } from './common.ts';
import { isCalendarDay } from './dates.ts';
import { normalizeReference } from './booking-reference.ts';

/**
 * The audit log as the operator reads it (`GET /api/admin/audit`, `GET /api/admin/audit.csv`):
 * every change a staff account made, newest first, with who, from where, what and the values
 * before and after. Rows are never changed or deleted.
 */

export const auditMessages = {
  dateInvalid: 'Dates must be real days, written YYYY-MM-DD.',
  rangeReversed: 'The first day must not be after the last.',
  referenceInvalid: 'That is not a booking reference.',
  title: 'Audit log',
  empty: 'No change matches these filters.',
  csvFileName: (today: string) => `audit-log-${today}.csv`,
} as const;

/** The kinds of thing a row is about, as the filter offers them. */
export const auditSubjectKinds = [
  'booking',
  'payment-link',
  'tour',
  'departure',
  'date-price',
  'promo-code',
  'reseller',
  'review',
  'moment',
  'user',
  'staff',
  'email',
  'job',
] as const;
export type AuditSubjectKind = (typeof auditSubjectKinds)[number];

export const auditSubjectKindNames: Record<AuditSubjectKind, string> = {
  booking: 'Bookings',
  'payment-link': 'Payment links',
  tour: 'Tours',
  departure: 'Departures',
  'date-price': 'Prices per date',
  'promo-code': 'Promo codes',
  reseller: 'Resellers and keys',
  review: 'Reviews',
  moment: 'Moments',
  user: 'Travellers',
  staff: 'Team',
  email: 'Emails',
  job: 'Jobs',
};

const day = z.string({ message: auditMessages.dateInvalid }).refine(isCalendarDay, auditMessages.dateInvalid);

/** The filters, shared by the list and its CSV; `from` and `to` are days in India, both included. */
const auditFilterFields = z.object({
  actor: entityId.optional(),
  kind: z.string().trim().max(40).optional(),
  from: day.optional(),
  to: day.optional(),
  /** A booking's reference as a person types it: any case, dashes optional. */
  reference: z
    .string()
    .trim()
    .max(40)
    .optional()
    .transform((typed, context) => {
      if (!typed) return undefined;
      const reference = normalizeReference(typed);
      if (!reference) {
        context.addIssue({
          code: 'custom',
          message: auditMessages.referenceInvalid,
        });
        return z.NEVER;
      }
      return reference;
    }),
});
const inOrder = (query: { from?: string | undefined; to?: string | undefined }) => !query.from || !query.to || query.from <= query.to;

export const auditFilterQuery = auditFilterFields.refine(inOrder, {
  message: auditMessages.rangeReversed,
  path: ['to'],
});
export type AuditFilter = z.output<typeof auditFilterQuery>;

export const auditListQuery = auditFilterFields
  .extend({ limit: pageLimit, cursor: z.string().max(200).optional() })
  .refine(inOrder, { message: auditMessages.rangeReversed, path: ['to'] });

export const auditEntry = z.object({
  _id: entityId,
  at: isoDateTime,
  actor: z.object({ _id: entityId, name: z.string(), role: z.string() }),
  /** The client address the change came from. */
  ip: z.string(),
  /** `<kind>.<verb>`: `booking.cancel`, `tour.update`, `check-in.scan`. */
  action: z.string(),
  subject: z.object({ kind: z.string(), id: z.string() }),
  bookingReference: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** Newest first; paged by `limit` and `cursor` with `X-Next-Cursor` (docs/decisions/003). */
export const auditListResponse = z.array(auditEntry);
