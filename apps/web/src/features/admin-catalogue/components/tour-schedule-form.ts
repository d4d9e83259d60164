import { ALL_WEEKDAYS, DEFAULT_MIN_GROUP_DECISION_HOURS, DEFAULT_START_TIME, tourScheduleFields, type DayRange, type MinGroupAction } from '@yatrika/contract/tour-schedule';
import { DEFAULT_RESCHEDULE_CUTOFF_HOURS } from '@yatrika/contract/plan-change-rules';
import type { Tour } from '@yatrika/contract/tours';

/** When the tour runs, as the admin edits it: ranges one per line ("05-01 to 10-31"). */
export interface TourScheduleValues {
  runWeekdays: number[];
  /** Lines of "MM-DD to MM-DD". */
  seasons: string;
  /** Lines of "YYYY-MM-DD" or "YYYY-MM-DD to YYYY-MM-DD". */
  closedRanges: string;
  /** The times of day it sets off ("HH:MM", India), one departure each; sent as one list. */
  startTimes: string[];
  /** As typed: blank means no cut-off. */
  cutoffHours: string;
  confirmInstantly: boolean;
  /** As typed: blank means no minimum group. */
  minGroup: string;
  minGroupDecisionHours: string;
  minGroupAction: MinGroupAction;
  /** Hours before the start up to which travellers may change the date themselves (decision 036). */
  rescheduleCutoffHours: string;
  /** Part payment (decision 035), as typed: both blank means the full amount only. */
  advancePercent: string;
  balanceDueDays: string;
}
export type TourScheduleField = keyof TourScheduleValues;
export type TourScheduleErrors = Partial<Record<TourScheduleField, string>>;

export const emptyTourSchedule: TourScheduleValues = {
  runWeekdays: [...ALL_WEEKDAYS],
  seasons: '',
  closedRanges: '',
  startTimes: [DEFAULT_START_TIME],
  cutoffHours: '',
  confirmInstantly: false,
  minGroup: '',
  minGroupDecisionHours: String(DEFAULT_MIN_GROUP_DECISION_HOURS),
  minGroupAction: 'cancel',
  rescheduleCutoffHours: String(DEFAULT_RESCHEDULE_CUTOFF_HOURS),
  advancePercent: '',
  balanceDueDays: '',
};

const rangeLine = (range: DayRange) => (range.from === range.to ? range.from : `${range.from} to ${range.to}`);

export function tourScheduleOf(tour: Tour): TourScheduleValues {
  return {
    runWeekdays: tour.schedule.runWeekdays,
    seasons: tour.schedule.seasons.map(rangeLine).join('\n'),
    closedRanges: tour.schedule.closedRanges.map(rangeLine).join('\n'),
    startTimes: tour.schedule.startTimes,
    cutoffHours: tour.schedule.cutoffHours === null ? '' : String(tour.schedule.cutoffHours),
    confirmInstantly: tour.confirmInstantly,
    minGroup: tour.minGroup === null ? '' : String(tour.minGroup),
    minGroupDecisionHours: String(tour.minGroupDecisionHours),
    minGroupAction: tour.minGroupAction,
    rescheduleCutoffHours: String(tour.rescheduleCutoffHours),
    advancePercent: tour.advancePercent == null ? '' : String(tour.advancePercent),
    balanceDueDays: tour.balanceDueDays == null ? '' : String(tour.balanceDueDays),
  };
}

/** "a to b" or a single "a" per line, blank lines skipped. */
function rangesOf(text: string): DayRange[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => {
      const [from = '', to = from] = line.split(/\s+to\s+/i).map((part) => part.trim());
      return { from, to };
    });
}

/** The schedule as the server's form fields. */
export function scheduleFormFields(values: TourScheduleValues): Record<string, string> {
  return {
    runWeekdays: values.runWeekdays.join(','),
    seasons: JSON.stringify(rangesOf(values.seasons)),
    closedRanges: JSON.stringify(rangesOf(values.closedRanges)),
    // Sorted and without repeats, as the server keeps them, so an unchanged list is not sent again.
    startTimes: [...new Set(values.startTimes.map((time) => time.trim()))].sort().join(','),
    cutoffHours: values.cutoffHours.trim(),
    confirmInstantly: String(values.confirmInstantly),
    minGroup: values.minGroup.trim(),
    minGroupDecisionHours: values.minGroupDecisionHours.trim(),
    minGroupAction: values.minGroupAction,
    rescheduleCutoffHours: values.rescheduleCutoffHours.trim(),
    advancePercent: values.advancePercent.trim(),
    balanceDueDays: values.balanceDueDays.trim(),
  };
}

/** Each field's first problem under the server's own rules. */
export function validateTourSchedule(values: TourScheduleValues): TourScheduleErrors {
  const errors: TourScheduleErrors = {};
  for (const issue of tourScheduleFields.safeParse(scheduleFormFields(values)).error?.issues ?? []) {
    const field = issue.path[0] as TourScheduleField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/**
 * Sends the schedule fields that differ from `baseline` (the stored tour's, or the defaults on
 * create): the server keeps what is not sent, and a tour form from before schedules sends the same.
 */
export function appendTourSchedule(form: FormData, values: TourScheduleValues, baseline: TourScheduleValues): void {
  const before = scheduleFormFields(baseline);
  for (const [name, value] of Object.entries(scheduleFormFields(values))) if (value !== before[name]) form.set(name, value);
}
