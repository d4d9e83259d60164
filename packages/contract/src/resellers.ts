import { z } from './zod.ts';
import { hasAtMostDecimals } from './client-numbers.ts';
import { bookingStatuses } from './booking-status.ts';
import { entityId, isoDateTime } from './common.ts';
import { partyResponse } from './person-types.ts';
import { resellerLimits } from './reseller-limits.ts';
import { resellerMessages } from './reseller-messages.ts';

export { resellerMessages } from './reseller-messages.ts';
export { resellerLimits, RESELLER_KEY_PREFIX } from './reseller-limits.ts';

/** "12.5" from a form's number box reads 12.5 (decision 007); anything else is left for the number schema to refuse. */
const readPercentText = (value: unknown) => (typeof value === 'string' && /^\d+(\.\d{1,2})?$/.test(value.trim()) ? Number(value) : value);

/** Percent with at most two decimals, 0 to 100: stored as whole hundredths (basis points). */
const commissionPercent = z.preprocess(
  readPercentText,
  z
    .number({ message: resellerMessages.commissionInvalid })
    .min(resellerLimits.commissionMin, resellerMessages.commissionInvalid)
    .max(resellerLimits.commissionMax, resellerMessages.commissionInvalid)
    .refine((percent) => hasAtMostDecimals(percent, 2), resellerMessages.commissionInvalid),
);

export const createResellerRequest = z.object({
  name: z.string({ message: resellerMessages.nameRequired }).trim().min(1, resellerMessages.nameRequired).max(resellerLimits.nameMax, resellerMessages.nameTooLong),
  email: z
    .string({ message: resellerMessages.emailInvalid })
    .trim()
    .max(resellerLimits.emailMax, resellerMessages.emailInvalid)
    .pipe(z.email({ message: resellerMessages.emailInvalid })),
  commissionPercent,
});
export type CreateResellerRequest = z.infer<typeof createResellerRequest>;

/** A reseller as the operator sees it: never the key, only its first characters. */
const resellerResponse = z.object({
  _id: entityId,
  name: z.string(),
  email: z.string(),
  commissionPercent: z.number(),
  /** The key's first characters, to tell keys apart ("yk_3fA9c2"). */
  keyPrefix: z.string(),
  keyIssuedAt: isoDateTime,
  /** Null while the key works. */
  revokedAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
});
export type ResellerResponse = z.infer<typeof resellerResponse>;

/** The answer that carries a new key: the only time it is ever shown. */
export const resellerWithKeyResponse = z.object({
  message: z.string(),
  reseller: resellerResponse,
  apiKey: z.string().describe('The API key, shown this once; send it as "Authorization: Bearer <apiKey>"'),
});
export type ResellerWithKeyResponse = z.infer<typeof resellerWithKeyResponse>;

export const resellerListResponse = z.object({ resellers: z.array(resellerResponse) });

export const resellerKeyRevokedResponse = z.object({ message: z.string(), reseller: resellerResponse });

/** `?month=YYYY-MM`: the month of the trips (India's calendar date of the departure). */
export const resellerMonthQuery = z.object({
  month: z
    .string({ message: resellerMessages.monthInvalid })
    .trim()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, resellerMessages.monthInvalid),
});

/** One booking of the month as the commission report lists it; amounts in rupees. */
const resellerReportBooking = z.object({
  _id: entityId,
  reference: z.string(),
  tourTitle: z.string(),
  bookingDate: z.string(),
  startTime: z.string(),
  party: partyResponse,
  numPeople: z.number().int(),
  /** The party in words ("2 adults, 1 child"). */
  partyWords: z.string(),
  amount: z.number(),
  /** The reseller's own reference, as they sent it. */
  resellerReference: z.string().nullable(),
  status: z.enum(bookingStatuses),
  /** Its share of the month's commission: 0 for a cancelled booking. */
  commission: z.number(),
});

export const resellerReportResponse = z.object({
  reseller: resellerResponse,
  month: z.string(),
  bookings: z.array(resellerReportBooking),
  totals: z.object({
    /** Bookings that count: every one of the month's but the cancelled. */
    bookings: z.number().int(),
    amount: z.number(),
    commission: z.number(),
  }),
});
export type ResellerReportResponse = z.infer<typeof resellerReportResponse>;
