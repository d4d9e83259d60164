import { z } from './zod.ts';
import { hasAtMostDecimals } from './client-numbers.ts';
import { entityId, isoDateTime } from './common.ts';
import { isCalendarDay } from './dates.ts';
import { departureMessages } from './departure-messages.ts';
import { datePriceInvalid, datePriceMessages, datePriceTooLarge, type DatePriceType } from './date-price-messages.ts';
import { personTypes } from './price-calculation.ts';
import { MAX_PRICE_RUPEES } from './tours.ts';

export * from './date-price-messages.ts';
export * from './date-price-rules.ts';

const day = z.string({ message: departureMessages.dateInvalid }).refine(isCalendarDay, departureMessages.dateInvalid);

/** Rupees with at most two decimals, sent as a JSON number or as text ("2500", "2499.50"). */
const rupees = (type: DatePriceType) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d+(\.\d{1,2})?\s*$/.test(value) ? Number(value) : value),
    z
      .number({ message: datePriceInvalid(type) })
      .positive(datePriceInvalid(type))
      .refine((value) => hasAtMostDecimals(value, 2), datePriceInvalid(type))
      .refine((value) => value <= MAX_PRICE_RUPEES, datePriceTooLarge(type)),
  );

/** Absent, null or empty: every day of the range. Kept sorted without repeats. */
const weekdays = z
  .array(z.number({ message: datePriceMessages.weekdaysInvalid }).int(datePriceMessages.weekdaysInvalid).min(0, datePriceMessages.weekdaysInvalid).max(6, datePriceMessages.weekdaysInvalid), {
    message: datePriceMessages.weekdaysInvalid,
  })
  .max(7, datePriceMessages.weekdaysInvalid)
  .nullish()
  .transform((days) => (days && days.length > 0 ? [...new Set(days)].sort((a, b) => a - b) : null));

/** `POST /api/admin/tours/{id}/date-prices`: prices in rupees for `from`…`to`, on `weekdays` only when given. */
export const createDatePriceRequest = z
  .object({
    from: day,
    to: day,
    weekdays,
    prices: z.object(
      { adult: rupees('adult'), child: rupees('child').nullish(), senior: rupees('senior').nullish() },
      { message: datePriceMessages.pricesRequired },
    ),
  })
  .refine((body) => body.from <= body.to, { message: datePriceMessages.rangeBackwards, path: ['to'] });
export type CreateDatePriceRequest = z.input<typeof createDatePriceRequest>;

/** One rule as the operator sees it (rupees). A null child or senior price is the tour's own. */
const datePriceRule = z.object({
  _id: entityId,
  tourId: entityId,
  from: z.string(),
  to: z.string(),
  /** 0 Sunday … 6 Saturday; null: every day of the range. */
  weekdays: z.array(z.number().int()).nullable(),
  prices: z.object({ adult: z.number(), child: z.number().nullable(), senior: z.number().nullable() }),
  createdAt: isoDateTime,
});
export type DatePriceRule = z.infer<typeof datePriceRule>;

/** `GET …/date-prices?past=true`: rules still to come, newest first; with `past`, those that ended too. */
export const datePriceListQuery = z.object({ past: z.enum(['true', 'false']).optional() });
export const datePriceListResponse = z.object({ datePrices: z.array(datePriceRule) });
export type DatePriceListResponse = z.infer<typeof datePriceListResponse>;
export const datePriceCreatedResponse = z.object({ message: z.string(), datePrice: datePriceRule });
export const datePriceParams = z.object({ id: entityId, ruleId: entityId });

/**
 * One person type's price on a date in rupees: the tours' price type without its ages and seat
 * rule, which do not change by date. The availability answer lists them adult first.
 */
export const priceOnDate = z.object({ type: z.enum(personTypes), price: z.number() });
