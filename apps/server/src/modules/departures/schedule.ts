import { scheduleRefusal, scheduleRefusalMessage, type TourSchedule } from '@yatrika/contract/tour-schedule';
import type { tours } from '../../db/schema/tours.ts';

/** The columns of a tour that make its schedule. */
export type ScheduledTour = Pick<typeof tours.$inferSelect, 'runWeekdays' | 'seasons' | 'closedRanges' | 'startTime' | 'startTimes' | 'cutoffHours'>;

/** The columns to select for scheduleOf. */
export const scheduleColumns = (table: typeof tours) => ({
  runWeekdays: table.runWeekdays,
  seasons: table.seasons,
  closedRanges: table.closedRanges,
  startTime: table.startTime,
  startTimes: table.startTimes,
  cutoffHours: table.cutoffHours,
});

export function scheduleOf(tour: ScheduledTour): TourSchedule {
  return { runWeekdays: tour.runWeekdays, seasons: tour.seasons, closedRanges: tour.closedRanges, startTime: tour.startTime, startTimes: tour.startTimes, cutoffHours: tour.cutoffHours };
}

/**
 * The sentence refusing a hold or booking on a departure (a date at a start time) the tour does
 * not run or no longer sells, or null when it does. `ignoreCutoff` (the operator's sales and
 * moves) lets the hours before the start pass, never the start itself: a departure that has set
 * off is refused on every path.
 */
export function offScheduleMessage(tour: ScheduledTour, date: string, startTime: string, now: Date, { ignoreCutoff = false } = {}): string | null {
  const schedule = scheduleOf(tour);
  const refusal = scheduleRefusal(schedule, date, now, startTime);
  if (refusal === 'cutoff' && ignoreCutoff) return null;
  return refusal ? scheduleRefusalMessage(refusal, schedule, startTime) : null;
}

/**
 * offScheduleMessage, and whether the operator may confirm the departure anyway (a move or a
 * booking by phone outside the schedule): a date off the tour's weekdays, seasons or closed dates,
 * or a departure that has already set off, may be confirmed; a start time the tour does not run
 * never is.
 */
export function offScheduleRefusal(tour: ScheduledTour, date: string, startTime: string, now: Date, options: { ignoreCutoff?: boolean } = {}): { message: string; confirmable: boolean } | null {
  const message = offScheduleMessage(tour, date, startTime, now, options);
  return message === null ? null : { message, confirmable: scheduleOf(tour).startTimes.includes(startTime) };
}
