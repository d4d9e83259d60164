import { z } from './zod.ts';
import { priceLineResponse } from './person-types.ts';
import { bookingDetails } from './bookings.ts';
import { hasAtMostDecimals, readWholeNumberText } from './client-numbers.ts';
import { entityId, isoDateTime } from './common.ts';
import { isCalendarDay } from './dates.ts';
import { MAX_PEOPLE } from './booking-limits.ts';
import { PROMO_CODE_PATTERN, promoCodeLimits } from './promo-code-limits.ts';
import { promoCodeMessages } from './promo-code-messages.ts';
import { promoCodeKinds } from './promo-code-rules.ts';
import { tourCategories } from './tour-categories.ts';

export { promoCodeMessages } from './promo-code-messages.ts';
export { promoCodeLimits } from './promo-code-limits.ts';

/** A code as typed: trimmed; whether it is one we know is the server's to say. */
export const promoCodeField = z
  .string({ message: promoCodeMessages.codeInvalid })
  .trim()
  .min(promoCodeLimits.codeMin, promoCodeMessages.codeInvalid)
  .max(promoCodeLimits.codeMax, promoCodeMessages.codeInvalid)
  .regex(PROMO_CODE_PATTERN, promoCodeMessages.codeInvalid);

/** Text a number box sends ("2") read as the number; blank or null: none (decision 007). */
const optionalNumber = (schema: z.ZodType<number>) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : readWholeNumberText(value)), schema.optional());

const readDecimalText = (value: unknown) => (typeof value === 'string' && /^\d+(\.\d{1,2})?$/.test(value.trim()) ? Number(value) : value);

const amountOff = z.preprocess(
  (value) => (value === '' || value === null ? undefined : readDecimalText(value)),
  z
    .number({ message: promoCodeMessages.amountInvalid })
    .positive(promoCodeMessages.amountInvalid)
    .max(promoCodeLimits.maxAmountOffRupees, promoCodeMessages.amountInvalid)
    // Whole paise: at most two decimals.
    .refine((rupees) => hasAtMostDecimals(rupees, 2), promoCodeMessages.amountInvalid)
    .optional(),
);

const validDay = z.preprocess(
  (value) => (value === '' ? null : value),
  z.string({ message: promoCodeMessages.dateInvalid }).trim().refine(isCalendarDay, promoCodeMessages.dateInvalid).nullable().optional(),
);

const useLimit = optionalNumber(z.number({ message: promoCodeMessages.usesInvalid }).int(promoCodeMessages.usesInvalid).min(1, promoCodeMessages.usesInvalid).max(promoCodeLimits.maxUses, promoCodeMessages.usesInvalid));

/** A code's terms, as the operator's form sends them (create and update alike; the code itself is named only at creation). */
const promoCodeTermsFields = {
  kind: z.enum(promoCodeKinds, { message: promoCodeMessages.kindInvalid }),
  percentOff: optionalNumber(z.number({ message: promoCodeMessages.percentInvalid }).int(promoCodeMessages.percentInvalid).min(1, promoCodeMessages.percentInvalid).max(100, promoCodeMessages.percentInvalid)),
  /** Rupees, with at most two decimals. */
  amountOff,
  /** India's calendar days ("YYYY-MM-DD"), both counted; absent or null: open-ended. */
  validFrom: validDay,
  validTo: validDay,
  /** Chosen tours; with `categories` empty too, every tour. */
  tourIds: z.array(z.uuid({ message: promoCodeMessages.tourUnknown }), { message: promoCodeMessages.toursInvalid }).max(promoCodeLimits.maxTours, promoCodeMessages.toursInvalid).default([]),
  categories: z.array(z.enum(tourCategories, { message: promoCodeMessages.categoryInvalid }), { message: promoCodeMessages.categoryInvalid }).max(tourCategories.length, promoCodeMessages.categoryInvalid).default([]),
  /** The smallest party, in seats; 1 by default. */
  minPeople: optionalNumber(z.number({ message: promoCodeMessages.minPeopleInvalid }).int(promoCodeMessages.minPeopleInvalid).min(1, promoCodeMessages.minPeopleInvalid).max(MAX_PEOPLE, promoCodeMessages.minPeopleInvalid)),
  /** Uses in all; absent or null: no limit. */
  maxUses: useLimit,
  /** Uses by one traveller; absent or null: no limit. */
  maxUsesPerTraveller: useLimit,
  active: z.boolean({ message: 'Active must be true or false.' }).default(true),
};

/** The rules across fields: one value for the kind, dates in order. */
function checkTerms(terms: { kind: string; percentOff?: number | undefined; amountOff?: number | undefined; validFrom?: string | null | undefined; validTo?: string | null | undefined }, ctx: z.RefinementCtx) {
  const percent = terms.kind === 'percent';
  if (percent ? terms.percentOff === undefined || terms.amountOff !== undefined : terms.amountOff === undefined || terms.percentOff !== undefined) {
    ctx.addIssue({ code: 'custom', message: promoCodeMessages.valueMissing, path: [percent ? 'percentOff' : 'amountOff'] });
  }
  if (terms.validFrom && terms.validTo && terms.validTo < terms.validFrom) {
    ctx.addIssue({ code: 'custom', message: promoCodeMessages.datesBackwards, path: ['validTo'] });
  }
}

/** `POST /api/admin/promo-codes`. */
export const createPromoCodeRequest = z.object({ code: promoCodeField, ...promoCodeTermsFields }).superRefine(checkTerms);
export type CreatePromoCodeRequest = z.input<typeof createPromoCodeRequest>;

/** `PUT /api/admin/promo-codes/{id}`: every term again; the code's name never changes once made (orders in flight name it). */
export const updatePromoCodeRequest = z.object(promoCodeTermsFields).superRefine(checkTerms);
export type UpdatePromoCodeRequest = z.input<typeof updatePromoCodeRequest>;

/** `PUT /api/admin/promo-codes/{id}/active`: switch a code off or on again. */
export const promoCodeActiveRequest = z.object({ active: z.boolean({ message: 'Active must be true or false.' }) });

export const promoCode = z.object({
  _id: entityId,
  code: z.string(),
  kind: z.enum(promoCodeKinds),
  percentOff: z.number().nullable(),
  /** Rupees. */
  amountOff: z.number().nullable(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  tourIds: z.array(z.string()),
  categories: z.array(z.string()),
  minPeople: z.number(),
  maxUses: z.number().nullable(),
  maxUsesPerTraveller: z.number().nullable(),
  active: z.boolean(),
  /** Uses counted at payment, less those given back by refunded bookings. */
  usesSoFar: z.number(),
  createdAt: isoDateTime,
});
export type PromoCode = z.infer<typeof promoCode>;

export const promoCodeListResponse = z.object({ promoCodes: z.array(promoCode) });
export const promoCodeResponse = z.object({ message: z.string(), promoCode });

/** `POST /api/user/promo-codes/check`: the booking the traveller is about to pay for, and the code typed. */
export const promoCodeCheckRequest = z.object({
  booking: bookingDetails,
  code: z.string({ message: promoCodeMessages.unknown }).trim().min(1, promoCodeMessages.unknown).max(200, promoCodeMessages.unknown),
});

/** One line of the price in rupees, as `priceBooking` made it (discounts negative). */

export const promoCodeCheckResponse = z.object({
  message: z.string(),
  /** The code as the operator wrote it. */
  code: z.string(),
  /** The price's lines as bookings answer them (priceLinesAnswer), the code's line last. */
  lines: z.array(priceLineResponse),
  /** Rupees: the people's lines before discounts, the code's discount (positive), and what will be charged. */
  subtotal: z.number(),
  discount: z.number(),
  total: z.number(),
});
export type PromoCodeCheckResponse = z.infer<typeof promoCodeCheckResponse>;
