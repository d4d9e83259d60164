// A tour's schedule in words, so the calendar, the tour form and the server's refusals agree.
import { MAX_CUTOFF_HOURS, MAX_SCHEDULE_RANGES, MAX_START_TIMES, type DayRange } from './tour-schedule-limits.ts';

export const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "5 May" for "05-01". */
function monthDayInWords(monthDay: string): string {
  const [month, day] = monthDay.split('-').map(Number) as [number, number];
  return `${day} ${monthNames[month - 1]}`;
}

/** "Monday, Wednesday and Saturday". */
function listInWords(items: string[], joiner = 'and'): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${joiner} ${items.at(-1)}`;
}

const seasonInWords = (season: DayRange) => `${monthDayInWords(season.from)} to ${monthDayInWords(season.to)}`;

export const tourScheduleMessages = {
  notOnWeekday: (runWeekdays: number[]) =>
    `This tour runs only on ${listInWords([...runWeekdays].sort((a, b) => a - b).map((day) => `${weekdayNames[day]}s`))}.`,
  outOfSeason: (seasons: DayRange[]) => `This tour runs only from ${seasons.map(seasonInWords).join(' and from ')}.`,
  closedOnDate: 'This tour does not run on this date.',
  /** A sale, date change, offer or reservation asked for a departure after its start (409). */
  departed: 'This departure has already set off.',
  pastCutoff: (hours: number) =>
    hours === 0 ? 'This departure has already set off.' : `Bookings for this departure closed ${hours} ${hours === 1 ? 'hour' : 'hours'} before it sets off.`,
  /** The tour page's note under the price: when bookings close (before each start, for a tour setting off several times a day). */
  cutoffNote: (hours: number, startTimes: string | string[]) =>
    `Sets off at ${listInWords([startTimes].flat())} (India); bookings close ${hours === 0 ? 'at the start' : `${hours} ${hours === 1 ? 'hour' : 'hours'} before`}.`,
  /** The tour page's note for a tour setting off more than once a day, without a cut-off. */
  startTimesNote: (startTimes: string[]) => `Sets off at ${listInWords(startTimes)} (India): choose one when you book.`,
  weekdaysInvalid: 'Weekdays must be one or more of 0 (Sunday) to 6 (Saturday).',
  seasonsInvalid: `Seasons must be a list of at most ${MAX_SCHEDULE_RANGES} ranges from a month and day (MM-DD) to another.`,
  closedRangesInvalid: `Closed dates must be a list of at most ${MAX_SCHEDULE_RANGES} ranges from a date (YYYY-MM-DD) to the same or a later one.`,
  startTimeInvalid: 'The start time must be a time of day like 09:00.',
  startTimesInvalid: `Start times must be 1 to ${MAX_START_TIMES} different times of day like 09:00, 15:30.`,
  /** A hold, booking, move or change asking for a start time the tour does not run (409). */
  notAtStartTime: (startTime: string, startTimes: string[]) =>
    `This tour does not set off at ${startTime}; it sets off at ${listInWords(startTimes, 'or')} (India).`,
  cutoffInvalid: `The booking cut-off must be a whole number of hours from 0 to ${MAX_CUTOFF_HOURS}, or blank for none.`,
  confirmInstantlyInvalid: 'Confirm instantly must be true or false.',
  minGroupInvalid: 'The minimum group must be a whole number of people from 1 up, or blank for none.',
  minGroupAboveCapacity: (capacity: number) => `The minimum group cannot be more than the group size (${capacity}).`,
  minGroupDecisionHoursInvalid: `The minimum group's decision must be a whole number of hours from 0 to ${MAX_CUTOFF_HOURS} before the start.`,
  minGroupActionInvalid: 'The minimum group action must be cancel or confirm.',
  rescheduleCutoffInvalid: `Travellers' date changes must close a whole number of hours from 0 to ${MAX_CUTOFF_HOURS} before the start.`,
  /** The tour page's promise: the decision time is said relative to the start, as the tour page has no date yet. */
  minGroupNote: (minGroup: number, decisionHours: number) =>
    `Runs with at least ${minGroup} ${minGroup === 1 ? 'traveller' : 'travellers'}; if fewer book by ${
      decisionHours === 0 ? 'the start' : `${decisionHours} ${decisionHours === 1 ? 'hour' : 'hours'} before the start`
    }, you get a full refund.`,
  /** Why the departure was cancelled, as the traveller's email and the booking's history say it. */
  minGroupCancelReason: (minGroup: number) => `The departure did not reach its minimum group of ${minGroup}.`,
  /** A payment arriving after its departure was cancelled for its minimum group: refunded. */
  minGroupDepartureCancelled: 'This departure was cancelled: it did not reach its minimum group.',
  /** What the traveller whose payment arrived just after that cancel reads: the order is kept for a full refund. */
  minGroupCancelledAfterPayment:
    'This departure was cancelled while you were paying: it did not reach its minimum group. Your payment is recorded and will be refunded in full.',
  /** Who the booking's history names for the minimum group's own cancels and accepts. */
  minGroupHistoryActor: 'Automatic: minimum group',
  /** Why the minimum group accepted a booking, as the booking's history says it. */
  minGroupReachedReason: (minGroup: number) => `The departure reached its minimum group of ${minGroup}.`,
  /** The Departures screen: booked against the minimum. */
  minGroupCount: (booked: number, minGroup: number) => `${booked} of at least ${minGroup}`,
} as const;
