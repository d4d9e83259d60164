import type { AdminSearchTerms } from '@yatrika/contract/admin-search';
import { inArray, or, sql, type SQL } from 'drizzle-orm';
import { bookings } from '../../db/schema/bookings.ts';
import { users } from '../../db/schema/users.ts';
import { containsPattern } from '../../lib/like-pattern.ts';

/**
 * The bookings an operator's search finds (packages/contract/src/admin-search.ts): any part of
 * the reference, the lead's name, the phone's digits, or the account's name or email. Each side
 * is a sub-select on its own table, so each uses its trigram index (migration 0020) rather than
 * one OR across a join, which no index serves.
 */
export function bookingSearchIds(terms: AdminSearchTerms): SQL {
  const pattern = containsPattern(terms.text);
  const onBooking: SQL[] = [sql`${bookings.fullName} ilike ${pattern}`];
  // The same expressions as the indexes, written once here (booking_reference_key, phone_search_key).
  if (terms.referencePart) onBooking.push(sql`booking_reference_key(${bookings.number}) like ${`%${terms.referencePart}%`}`);
  if (terms.phonePart) onBooking.push(sql`phone_search_key(${bookings.phone}) like ${`%${terms.phonePart}%`}`);
  return sql`(select ${bookings.id} from ${bookings} where ${or(...onBooking)} union select ${bookings.id} from ${bookings} where ${inArray(bookings.userId, accountSearchIds(terms))})`;
}

/** The accounts an operator's search finds by name ("Asha Verma") or email. */
export function accountSearchIds(terms: AdminSearchTerms): SQL {
  const pattern = containsPattern(terms.text);
  return sql`(select ${users.id} from ${users} where (${users.firstname} || ' ' || ${users.lastname}) ilike ${pattern} or ${users.email} ilike ${pattern})`;
}

/** Bookings matching the search, as a condition on `bookings.id`. */
export const matchesBookingSearch = (terms: AdminSearchTerms): SQL => inArray(bookings.id, bookingSearchIds(terms));
