import { z } from './zod.ts';
import { entityId, isoDateTime, pageQuery, requiredText } from './common.ts';
import { DEFAULT_DURATION_DAYS, DEFAULT_TOUR_CAPACITY, MAX_DURATION_DAYS, MAX_TOUR_CAPACITY } from './departure-limits.ts';
import { departureMessages } from './departure-messages.ts';
import { tourDetailsResponse } from './tour-details.ts';
import { minGroupActions, tourScheduleResponse } from './tour-schedule.ts';
import { tourCategories, type TourCategory } from './tour-categories.ts';
import { MAX_SEARCH_LENGTH } from './tour-discovery-names.ts';
import { groupDiscountField, groupDiscountResponse, priceTypeResponse, priceTypesField } from './person-types.ts';

export { tourCategories, type TourCategory } from './tour-categories.ts';

const tourStatuses = ['active', 'banned'] as const;
export type TourStatus = (typeof tourStatuses)[number];

/** A tour as every endpoint answers it. `image` is a relative path (`media/…`). */
export const tourResponse = z.object({
  _id: entityId,
  title: z.string(),
  description: z.string(),
  category: z.enum(tourCategories),
  location: z.string(),
  /** Rupees. */
  pricePerPerson: z.number(),
  /**
   * "From ₹X" in rupees: the lowest adult price over the dates still to come, the operator's date
   * prices included (decision 031); `pricePerPerson` when no date price is lower. Always sent by
   * the server.
   */
  fromPrice: z.number().optional(),
  /** Prices by person type (decision 030), adult first: the adult price is `pricePerPerson`. */
  priceTypes: z.array(priceTypeResponse),
  /** The tour's automatic group discount, applied before any promo code; null: none. */
  groupDiscount: groupDiscountResponse,
  image: z.string(),
  status: z.enum(tourStatuses),
  /** Travellers per departure date unless the operator changes that date. */
  capacity: z.number().int(),
  durationDays: z.number().int(),
  ...tourDetailsResponse,
  /** When it runs and until when it can be booked (tour-schedule-rules.ts). */
  schedule: tourScheduleResponse,
  /** A paid booking is booked at once, without the operator accepting it. */
  confirmInstantly: z.boolean(),
  /** Fewest travellers a departure runs with; null: no minimum (decision 021). */
  minGroup: z.number().int().nullable(),
  /** Hours before the start at which a departure below the minimum is cancelled. */
  minGroupDecisionHours: z.number().int(),
  /** cancel: only the cancel at the decision time; confirm: pending bookings are also accepted once the minimum is reached. */
  minGroupAction: z.enum(minGroupActions),
  /** Hours before the start up to which the traveller may move the booking to another date themselves (decision 036). */
  rescheduleCutoffHours: z.number().int(),
  /** Part payment (decision 035): the advance in percent of the total and the days before the departure the balance is due; both null: not offered. */
  advancePercent: z.number().int().nullable().optional(),
  balanceDueDays: z.number().int().nullable().optional(),
  /** Mean of its reviews' stars to one decimal; null before the first review. */
  ratingAverage: z.number().nullable(),
  reviewCount: z.number().int(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Tour = z.infer<typeof tourResponse>;

/** `/api/routes/{path}`: the public category lists (the visitor's /destinations/{path} pages). */
export const publicCategoryPaths = {
  adventure: 'adventure',
  historical: 'historical & cultural',
  religious: 'religious',
  romantic: 'romantic',
} as const satisfies Record<string, TourCategory>;

/** `/api/user/dashboard/tours/{path}`: the signed-in category lists. */
export const travellerCategoryPaths = {
  adventure: 'adventure',
  religious: 'religious',
  'historical-cultural': 'historical & cultural',
  romantic: 'romantic',
} as const satisfies Record<string, TourCategory>;

/** The category a path names, or undefined for a path that names none. */
export function categoryForPath(paths: Record<string, TourCategory>, path: string): TourCategory | undefined {
  return Object.hasOwn(paths, path) ? paths[path] : undefined;
}

export { MAX_SEARCH_LENGTH };

/** The administrator's search (travellers' lists take filters too: tour-discovery.ts): case-insensitive "contains" on title or location; empty means everything. */
export const tourSearchQuery = pageQuery.extend({
  query: z
    .string()
    .max(MAX_SEARCH_LENGTH, `The search must be at most ${MAX_SEARCH_LENGTH} characters.`)
    // Postgres text cannot hold NUL: refuse it here rather than fail in the database.
    .refine((value) => !value.includes('\u0000'), 'The search contains a character that is not allowed.')
    .optional(),
});

export const tourListResponse = z.array(tourResponse);
export type TourListResponse = z.infer<typeof tourListResponse>;
export const tourCategoryListResponse = z.object({ success: z.literal(true), data: z.array(tourResponse) });
export type TourCategoryListResponse = z.infer<typeof tourCategoryListResponse>;
export const adminTourListResponse = z.object({ tours: z.array(tourResponse) });
export type AdminTourListResponse = z.infer<typeof adminTourListResponse>;
export const adminTourResponse = z.object({ tour: tourResponse });
export type AdminTourResponse = z.infer<typeof adminTourResponse>;
/** Create, update, ban and unban answer the tour as it now is. */
export const tourChangeResponse = z.object({ data: tourResponse, message: z.string() });
export type TourChangeResponse = z.infer<typeof tourChangeResponse>;
export const tourCategoryCountsResponse = z.object({
  counts: z.object({
    adventure: z.number().int(),
    religious: z.number().int(),
    'historical & cultural': z.number().int(),
    romantic: z.number().int(),
  }),
});
export type TourCategoryCounts = z.infer<typeof tourCategoryCountsResponse>['counts'];
export type TourCategoryCountsResponse = z.infer<typeof tourCategoryCountsResponse>;

export const MAX_PRICE_RUPEES = 10_000_000;

const category = z
  .string({ message: 'Category is required.' })
  .trim()
  .min(1, 'Category is required.')
  .pipe(z.enum(tourCategories, { message: 'Category must be adventure, religious, historical & cultural or romantic.' }));

/** Form fields arrive as text; the price is rupees with at most two decimals (paise). */
const pricePerPerson = z
  .string({ message: 'Price per person is required.' })
  .trim()
  .min(1, 'Price per person is required.')
  .regex(/^\d+(\.\d{1,2})?$/, 'Price per person must be a positive number of rupees with at most 2 decimals.')
  .transform(Number)
  .pipe(
    z
      // The pattern allows only digits, so the one non-number left is a value too large for a double.
      .number({ message: 'Price per person must be at most ₹1,00,00,000.' })
      .positive('Price per person must be greater than zero.')
      .max(MAX_PRICE_RUPEES, 'Price per person must be at most ₹1,00,00,000.'),
  );

/** A whole number typed into a form field, from 1 to `max`. */
const wholeField = (message: string, max: number) =>
  z
    .string({ message })
    .trim()
    .regex(/^\d{1,6}$/, message)
    .transform(Number)
    .pipe(z.number().min(1, message).max(max, message));

const tourFieldSchemas = {
  title: requiredText('Title', 200),
  description: requiredText('Description', 5000),
  category,
  location: requiredText('Location', 200),
  pricePerPerson,
  capacity: wholeField(departureMessages.tourCapacityRange, MAX_TOUR_CAPACITY),
  durationDays: wholeField(departureMessages.durationRange, MAX_DURATION_DAYS),
};

/** A blank field on the update form means "keep it as it is". */
const keepWhenBlank = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());

/**
 * The text fields of the multipart create form; the image comes as the file part `image`.
 * Group size and duration are optional (the spec's admin client sends neither) and default.
 */
export const createTourFields = z.object({
  ...tourFieldSchemas,
  /** One JSON value each (person-types.ts); left out: adults only, no group rule. */
  priceTypes: keepWhenBlank(priceTypesField),
  groupDiscount: keepWhenBlank(groupDiscountField),
  capacity: keepWhenBlank(tourFieldSchemas.capacity).transform((value) => value ?? DEFAULT_TOUR_CAPACITY),
  durationDays: keepWhenBlank(tourFieldSchemas.durationDays).transform((value) => value ?? DEFAULT_DURATION_DAYS),
});
export type CreateTourFields = z.output<typeof createTourFields>;

/** The update form: every field optional, the image too. */
export const updateTourFields = z.object({
  title: keepWhenBlank(tourFieldSchemas.title),
  description: keepWhenBlank(tourFieldSchemas.description),
  category: keepWhenBlank(tourFieldSchemas.category),
  location: keepWhenBlank(tourFieldSchemas.location),
  pricePerPerson: keepWhenBlank(tourFieldSchemas.pricePerPerson),
  capacity: keepWhenBlank(tourFieldSchemas.capacity),
  durationDays: keepWhenBlank(tourFieldSchemas.durationDays),
  /** Left out or blank: kept as they are. `[]` takes every other type away; `null` the group rule. */
  priceTypes: keepWhenBlank(priceTypesField),
  groupDiscount: keepWhenBlank(groupDiscountField),
});
export type UpdateTourFields = z.output<typeof updateTourFields>;

/** Messages the spec's client shows; kept here so server and web agree. */
export { tourMessages } from './tour-messages.ts';
