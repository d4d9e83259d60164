import { z } from './zod.ts';
import { MAX_ADMIN_SEARCH } from './admin-search-limits.ts';

/** The `query` of the operator's searches (bookings, payments): optional text, at most 100 characters. */
export const adminSearchQuery = z.string().max(MAX_ADMIN_SEARCH, `The search must be at most ${MAX_ADMIN_SEARCH} characters.`).optional();
