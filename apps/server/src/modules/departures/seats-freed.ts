import type { Executor } from '../../db/client.ts';
import { enqueueJob } from '../../jobs/enqueue.ts';
import type { DepartureOf } from './seats.ts';

/**
 * The job that looks at a departure again after seats may have come free on it: the waiting
 * list (modules/waitlist, decision 037) registers its handler under this name and offers them.
 */
export const SEATS_FREED_JOB = 'waitlist-offers';

/**
 * Says, in the transaction that frees seats (a cancel, a smaller party, a move away, a larger
 * capacity, a date reopened), that the departure may have seats for someone waiting. The job is
 * committed with the change and runs after it, so it sees the seats free; one for a change that
 * rolled back never exists. A hold that simply runs out frees seats without any transaction:
 * the waiting list's periodic sweep finds those.
 */
export async function announceFreedSeats(tx: Executor, departure: DepartureOf): Promise<void> {
  const { tourId, date, startTime } = departure;
  await enqueueJob(tx, { name: SEATS_FREED_JOB, payload: { tourId, date, startTime } });
}
