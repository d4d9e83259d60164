import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';

/**
 * Moves every booking of a duplicate record to the record kept (modules/customers merges two
 * records of one person), in the merge's transaction. Each booking keeps its names, party and
 * money: only whose account it sits on changes. Answers how many moved; `dryRun` counts them
 * without writing.
 */
export async function moveBookingsToTraveller(tx: Executor, fromUserId: string, toUserId: string, { dryRun = false }: { dryRun?: boolean } = {}): Promise<number> {
  if (dryRun) return (await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.userId, fromUserId))).length;
  const moved = await tx.update(bookings).set({ userId: toUserId }).where(eq(bookings.userId, fromUserId)).returning({ id: bookings.id });
  return moved.length;
}
