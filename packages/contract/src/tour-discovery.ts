import { z } from './zod.ts';
import { pageQuery } from './common.ts';
import { isCalendarDay } from './dates.ts';
import { MAX_DURATION_DAYS } from './departure-limits.ts';
import { indianStates } from './indian-states.ts';
import { discoveryMessages, tourSorts } from './tour-discovery-names.ts';
import { MAX_PRICE_RUPEES, MAX_SEARCH_LENGTH, tourCategories } from './tours.ts';

export { discoveryMessages, tourSorts, type TourSort } from './tour-discovery-names.ts';

/** Plain decimal digits only: "0x10", "1e3", " 5", "5.0" and "-1" are refused, never guessed at. */
const wholeNumber = (message: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .pipe(z.number().min(min, message).max(max, message))
    .optional();

/** Search text: case-insensitive "contains" on title or location; empty means everything. */
export const searchText = z
  .string()
  .max(MAX_SEARCH_LENGTH, discoveryMessages.searchTooLong)
  // Postgres text cannot hold NUL: refuse it here rather than fail in the database.
  .refine((value) => !value.includes('\u0000'), discoveryMessages.searchCharacter)
  .optional();

/** The filters and sort every public and traveller tour list takes (all optional). */
const filterFields = {
  state: z.enum(indianStates, { message: discoveryMessages.state }).optional().describe('An Indian state or union territory, by its full name'),
  minPrice: wholeNumber(discoveryMessages.minPrice, 0, MAX_PRICE_RUPEES).describe('Lowest price per person, whole rupees'),
  maxPrice: wholeNumber(discoveryMessages.maxPrice, 0, MAX_PRICE_RUPEES).describe('Highest price per person, whole rupees'),
  minDays: wholeNumber(discoveryMessages.minDays, 1, MAX_DURATION_DAYS).describe('Shortest trip, days'),
  maxDays: wholeNumber(discoveryMessages.maxDays, 1, MAX_DURATION_DAYS).describe('Longest trip, days'),
  date: z
    .string()
    .refine(isCalendarDay, discoveryMessages.date)
    .optional()
    .describe('YYYY-MM-DD: only tours that run that day with seats left (an unbookable day has none)'),
  sort: z.enum(tourSorts, { message: discoveryMessages.sort }).optional().describe('Default recommended'),
  q: searchText.describe('Search title or location (case-insensitive, contains)'),
};

/** Lowest above highest is a mistake the client should hear about, not an empty list. */
function rangesInOrder(query: { minPrice?: number | undefined; maxPrice?: number | undefined; minDays?: number | undefined; maxDays?: number | undefined }, context: z.RefinementCtx) {
  if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) {
    context.addIssue({ code: 'custom', message: discoveryMessages.priceOrder, path: ['minPrice'] });
  }
  if (query.minDays !== undefined && query.maxDays !== undefined && query.minDays > query.maxDays) {
    context.addIssue({ code: 'custom', message: discoveryMessages.daysOrder, path: ['minDays'] });
  }
}

const category = z.enum(tourCategories, { message: discoveryMessages.category }).optional().describe(tourCategories.join(', '));

/** Lists of every category (destinations, the traveller's home): a category is one more filter. */
export const tourListQuery = pageQuery.extend({ ...filterFields, category }).superRefine(rangesInOrder);

/** A category's own list: the path names the category. */
export const categoryTourListQuery = pageQuery.extend(filterFields).superRefine(rangesInOrder);

/** The traveller's search: `query` is the search text, as it always was (`q` is read too). */
export const tourSearchFilterQuery = pageQuery.extend({ ...filterFields, category, query: searchText }).superRefine(rangesInOrder);
