import { departureMessages } from '@yatrika/contract/departure-messages';
import { todayInIndia } from '@yatrika/contract/dates';
import type { Executor } from '../../db/client.ts';
import { conflict } from '../../lib/errors.ts';
import { departureOfKey, readDepartureCounts } from './calendar.ts';

/** Far enough ahead to take in every date anyone can hold or book. */
const LAST_DAY = '9999-12-31';

/**
 * Refuses (409, naming the dates) a new usual group size for a tour that would put any date
 * still to come below the seats already taken on it (bookings and live holds), exactly as the
 * per-date change refuses it for one date (change-departure.ts). Dates with their own capacity
 * keep it, so they are not affected. Call it in the transaction that changes the tour, after
 * locking the tour's row FOR UPDATE: every sale reads that row FOR SHARE (seats.ts), so none can
 * land between this check and the change.
 */
export async function checkGroupSizeFits(tx: Executor, tourId: string, capacity: number, now: Date = new Date()): Promise<void> {
  const counts = await readDepartureCounts(tx, { from: todayInIndia(now), to: LAST_DAY, tourIds: [tourId] }, { now });
  const taken = new Map<string, number>();
  for (const map of [counts.booked, counts.held]) {
    for (const [key, people] of map) taken.set(key, (taken.get(key) ?? 0) + people);
  }
  const over = [...taken]
    .filter(([key, people]) => people > capacity && counts.changes.get(key)?.capacity == null)
    .map(([key, people]) => ({ ...departureOfKey(key), taken: people }))
    .sort((a, b) => a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime));
  if (over.length > 0) throw conflict(departureMessages.groupSizeBelowTaken(capacity, over));
}
