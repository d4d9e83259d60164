import { bookingNumbersOf } from '@yatrika/contract/booking-reference';
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { octoBookings } from '../../db/schema/octo.ts';
import { readMadeBookings, toOctoBooking } from './booking-answer.ts';
import type { Capabilities } from './capabilities.ts';
import type { OctoBooking } from './octo-types.ts';

/** At most this many bookings answer one list: a reference names a handful, never a catalogue. */
const MAX_LISTED = 100;

/**
 * This reseller's bookings by their own reference and/or by the Yatrika reference a confirmation
 * gave (`supplierReference`, typed in any of its written forms), newest first.
 */
export async function listOctoBookings(
  db: Executor,
  resellerId: string,
  query: { resellerReference?: string | undefined; supplierReference?: string | undefined },
  capabilities: Capabilities,
  horizonDays: number,
  now: Date = new Date(),
): Promise<OctoBooking[]> {
  const conditions: SQL[] = [eq(octoBookings.resellerId, resellerId)];
  if (query.resellerReference) conditions.push(eq(octoBookings.resellerReference, query.resellerReference));
  if (query.supplierReference) {
    const numbers = bookingNumbersOf(query.supplierReference);
    if (numbers.length === 0) return [];
    const booked = await db.select({ id: bookings.id }).from(bookings).where(inArray(bookings.number, numbers));
    if (booked.length === 0) return [];
    conditions.push(inArray(octoBookings.bookingId, booked.map((row) => row.id)));
  }
  const rows = await db
    .select()
    .from(octoBookings)
    .where(and(...conditions))
    .orderBy(desc(octoBookings.createdAt), desc(octoBookings.id))
    .limit(MAX_LISTED);
  const made = await readMadeBookings(db, rows.flatMap((row) => (row.bookingId ? [row.bookingId] : [])));
  return Promise.all(rows.map((row) => toOctoBooking(db, row, capabilities, horizonDays, now, row.bookingId ? made.get(row.bookingId) : undefined)));
}
