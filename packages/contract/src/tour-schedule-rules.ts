// When a tour runs and until when it can be booked: the one rule both the server (availability,
// holds, bookings) and the web calendar apply, without zod. Sentences: tour-schedule-messages.ts.
import { ALL_WEEKDAYS, DEFAULT_START_TIME, type DayRange, type MinGroupAction } from './tour-schedule-limits.ts';
import { tourScheduleMessages } from './tour-schedule-messages.ts';

export interface TourSchedule {
  /** The weekdays it runs (0 Sunday … 6 Saturday); all seven by default. */
  runWeekdays: number[];
  /** Parts of every year it runs; none means all year. A range may wrap the new year ("11-01" to "02-28"). */
  seasons: DayRange[];
  /** Dates it does not run although the weekdays and seasons say it does. */
  closedRanges: DayRange[];
  /** When the group sets off by default, India time ("HH:MM"): the first of `startTimes`. */
  startTime: string;
  /** Every time of day a departure sets off, earliest first (decision 022). */
  startTimes: string[];
  /** Bookings close this many hours before the start; null: no cut-off, bookings close at the start. */
  cutoffHours: number | null;
}

export const openSchedule: TourSchedule = { runWeekdays: [...ALL_WEEKDAYS], seasons: [], closedRanges: [], startTime: DEFAULT_START_TIME, startTimes: [DEFAULT_START_TIME], cutoffHours: null };

/**
 * Why a departure is not scheduled or no longer open for booking: `cutoff` inside the hours before
 * its start that bookings close, `departed` once it has set off (whatever the cut-off).
 */
export type ScheduleRefusal = 'weekday' | 'season' | 'closed' | 'startTime' | 'cutoff' | 'departed';

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

function inSeason(monthDay: string, season: DayRange): boolean {
  return season.from <= season.to
    ? monthDay >= season.from && monthDay <= season.to
    : monthDay >= season.from || monthDay <= season.to;
}

/** The moment the group sets off on `date`: India is UTC+05:30 all year. */
export function departureStart(date: string, startTime: string): Date {
  return new Date(`${date}T${startTime}:00+05:30`);
}

/** Whether the departure on `date` at `startTime` ("HH:MM", India) has set off at `now`. */
export function hasDeparted(date: string, startTime: string, now: Date): boolean {
  return now.getTime() > departureStart(date, startTime).getTime();
}

/**
 * Whether the tour's departure on `date` at `startTime` (its first start time when left out) runs
 * and can still be booked at `now`: null when it can, otherwise the reason. The cut-off counts
 * back from that departure's own start, in India's time; without a cut-off the departure sells
 * until it sets off, never after (a booking after the start could never be refunded). Seats, the
 * booking horizon and the operator's closing are decided apart (departures/seats.ts); this is the
 * schedule alone.
 */
export function scheduleRefusal(schedule: TourSchedule, date: string, now: Date = new Date(), startTime: string = schedule.startTime): ScheduleRefusal | null {
  if (!schedule.runWeekdays.includes(weekdayOf(date))) return 'weekday';
  if (schedule.seasons.length > 0 && !schedule.seasons.some((season) => inSeason(date.slice(5), season))) return 'season';
  if (schedule.closedRanges.some((range) => date >= range.from && date <= range.to)) return 'closed';
  if (!schedule.startTimes.includes(startTime)) return 'startTime';
  if (hasDeparted(date, startTime, now)) return 'departed';
  if (now.getTime() > bookingCutoffAt(schedule, date, startTime).getTime()) return 'cutoff';
  return null;
}

/**
 * The last moment a departure may be booked on the web: `cutoffHours` before its start (the
 * tour's first start time unless another is given), or its start when the tour has no cut-off.
 * A payment link's hold, a waiting list's offer and a reseller's hold never last past it.
 */
export function bookingCutoffAt(schedule: Pick<TourSchedule, 'startTime' | 'cutoffHours'>, date: string, startTime: string = schedule.startTime): Date {
  return new Date(departureStart(date, startTime).getTime() - (schedule.cutoffHours ?? 0) * 3_600_000);
}

/** The sentence a refused hold or booking answers, and the calendar shows, for a refusal (`startTime`: the one asked for). */
export function scheduleRefusalMessage(refusal: ScheduleRefusal, schedule: TourSchedule, startTime: string = schedule.startTime): string {
  switch (refusal) {
    case 'weekday':
      return tourScheduleMessages.notOnWeekday(schedule.runWeekdays);
    case 'season':
      return tourScheduleMessages.outOfSeason(schedule.seasons);
    case 'closed':
      return tourScheduleMessages.closedOnDate;
    case 'startTime':
      return tourScheduleMessages.notAtStartTime(startTime, schedule.startTimes);
    case 'cutoff':
      return tourScheduleMessages.pastCutoff(schedule.cutoffHours ?? 0);
    case 'departed':
      return tourScheduleMessages.departed;
  }
}

/** A tour's minimum group: below `minGroup` travellers at the decision time, a departure is cancelled (decision 021). */
export interface MinimumGroup {
  minGroup: number;
  /** Hours before the departure's start at which it is decided. */
  decisionHours: number;
  /** 'confirm' also accepts pending bookings once the departure reaches the minimum. */
  action: MinGroupAction;
}

/** The moment a departure on `date` is decided: `decisionHours` before it sets off, India time. */
export function minGroupDecisionAt(date: string, startTime: string, decisionHours: number): Date {
  return new Date(departureStart(date, startTime).getTime() - decisionHours * 3_600_000);
}

/**
 * What a departure's minimum group asks at `now`, given the seats booked (pending and booked):
 * 'cancel' at or after the decision time below the minimum, 'run' at or above it (then it stays
 * as it is, or under 'confirm' its pending bookings are accepted), 'wait' before the decision
 * time below the minimum.
 */
export function minGroupVerdict(rule: MinimumGroup, booked: number, decisionAt: Date, now: Date): 'cancel' | 'run' | 'wait' {
  if (booked >= rule.minGroup) return 'run';
  return now.getTime() >= decisionAt.getTime() ? 'cancel' : 'wait';
}
