import { lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { seatHolds } from '../../db/schema/departures.ts';

/**
 * Removes holds that ran out. They stopped counting against the seats the moment they
 * expired (departures/calendar.ts); this only keeps the table to live checkouts.
 */
export async function releaseExpiredHolds(db: Database, now: Date): Promise<number> {
  const released = await db.delete(seatHolds).where(lte(seatHolds.expiresAt, now)).returning({ id: seatHolds.id });
  return released.length;
}
