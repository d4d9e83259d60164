import { planChangeMessages } from '@yatrika/contract/plan-changes';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { resellers } from '../../db/schema/resellers.ts';
import { conflict } from '../../lib/errors.ts';
import type { BookingRow } from './booking-response.ts';

/**
 * A booking a reseller sold was paid to the reseller (decision 039) and changes only through their
 * OCTO calls (decision 040): the traveller who finds it in My Bookings is told who sold it and to ask
 * them (409), before any change or cancel of theirs is quoted or made.
 */
export async function refuseResold(db: Executor, row: Pick<BookingRow, 'resellerId'>): Promise<void> {
  if (!row.resellerId) return;
  const [reseller] = await db.select({ name: resellers.name }).from(resellers).where(eq(resellers.id, row.resellerId));
  throw conflict(planChangeMessages.soldByReseller(reseller?.name ?? 'a reseller'));
}

/** The same, for the traveller's own booking by id (another's reads as missing further on, 404). */
export async function refuseResoldToTraveller(db: Executor, userId: string, bookingId: string): Promise<void> {
  const [row] = await db.select({ resellerId: bookings.resellerId }).from(bookings).where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId)));
  if (row) await refuseResold(db, row);
}
