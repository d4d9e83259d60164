// The defaults, limits and date ranges of a tour's schedule, shared by the server's checks and the web app's form.

/** Days of the week as JavaScript numbers them: 0 is Sunday. */
export const ALL_WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
export const DEFAULT_START_TIME = '09:00';
/** Departures a tour may set off on in one day (decision 022). */
export const MAX_START_TIMES = 6;
/** Cut-offs beyond a month would close a tour's calendar for nothing the operator can mean. */
export const MAX_CUTOFF_HOURS = 720;
export const MAX_SCHEDULE_RANGES = 50;

/** Both ends included. Seasons recur every year ("MM-DD"); closed dates are days ("YYYY-MM-DD"). */
export interface DayRange {
  from: string;
  to: string;
}

/** What happens to a departure below its tour's minimum group (decision 021). */
export const minGroupActions = ['cancel', 'confirm'] as const;
export type MinGroupAction = (typeof minGroupActions)[number];
export const DEFAULT_MIN_GROUP_DECISION_HOURS = 48;
