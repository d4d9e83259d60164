// Two tours the operator would take for one: the same title (case and spacing aside) on the same
// dates. Creating such a second tour asks the operator first; the server and the form apply this.
import type { TourSchedule } from './tour-schedule-rules.ts';

export const tourDuplicateMessages = {
  /** The 409 of a create that would repeat a tour, until the operator confirms. */
  duplicate: (title: string) => `A tour called "${title}" already runs on the same dates. Create it anyway only if it is a different tour.`,
  confirmLabel: 'Create it anyway',
} as const;

/** The title as the operator means it: lower case, one space between words, none at the ends. */
export function normalizedTourTitle(title: string): string {
  return title.trim().replace(/\s+/g, ' ').toLowerCase();
}

export type TourDates = Pick<TourSchedule, 'runWeekdays' | 'seasons' | 'closedRanges' | 'startTimes'>;

const sortedKey = (values: readonly (string | number)[]) => values.map(String).sort().join('|');
// Ranges by their ends, not as JSON: a stored range's keys may come back in another order.
const rangesKey = (ranges: TourDates['seasons']) => sortedKey(ranges.map((range) => `${range.from}..${range.to}`));

/** The same weekdays, seasons, closed dates and start times, whatever order they were given in. */
export function sameTourDates(a: TourDates, b: TourDates): boolean {
  return (
    sortedKey(a.runWeekdays) === sortedKey(b.runWeekdays) &&
    rangesKey(a.seasons) === rangesKey(b.seasons) &&
    rangesKey(a.closedRanges) === rangesKey(b.closedRanges) &&
    sortedKey(a.startTimes) === sortedKey(b.startTimes)
  );
}
