import type { Database } from '../../db/client.ts';
import { seatHolds } from '../../db/schema/departures.ts';
import { endedBy } from './hold-rules.ts';

/**
 * Removes holds that no longer matter. A hold stopped counting against the seats the moment it
 * expired (departures/calendar.ts); one that ran out unpaid is kept until its wait is over, as
 * that is what holdSeats reads to make its account and address wait (decision 013).
 */
export async function releaseExpiredHolds(db: Database, now: Date): Promise<number> {
  const released = await db.delete(seatHolds).where(endedBy(now)).returning({ id: seatHolds.id });
  return released.length;
}
