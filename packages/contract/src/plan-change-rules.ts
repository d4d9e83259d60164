// The rules of the traveller's own changes to a booking (decision 036), shared by the server that
// applies them and the web app that states them.
import { departureStart } from './tour-schedule-rules.ts';

/** A tour that sets no policy lets travellers move their booking up to a day before it starts. */
export const DEFAULT_RESCHEDULE_CUTOFF_HOURS = 24;

/** The last moment the traveller may move a booking on `date` at `startTime` themselves. */
export function rescheduleDeadline(date: string, startTime: string, cutoffHours: number): Date {
  return new Date(departureStart(date, startTime).getTime() - cutoffHours * 3_600_000);
}

/** Whether the traveller may still move a booking on that departure themselves at `now`. */
export function mayReschedule(date: string, startTime: string, cutoffHours: number, now: Date): boolean {
  return now.getTime() <= rescheduleDeadline(date, startTime, cutoffHours).getTime();
}

/** How a change's difference settles: paid online before it completes, refunded, or nothing moves. */
export const changeSettlementKinds = ['pay', 'refund', 'none'] as const;
