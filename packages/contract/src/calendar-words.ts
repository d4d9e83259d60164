/**
 * Calendar days ("YYYY-MM-DD") in English words, written out by hand rather than through `Intl`.
 * A page's first use of `Intl` loads the browser's locale data: 50–70 ms on a desktop, several
 * times that on a mid-range phone, in the middle of painting the first screen, for a handful of
 * English month names. The words match what `Intl` writes for en-GB and en-US (en-GB's
 * "Sept" included); anything that is not a real day is handed back as it came.
 */

const monthNames = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const shortMonthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

interface CalendarDay {
  year: number;
  /** 0 for January. */
  month: number;
  day: number;
  /** 0 for Sunday. */
  weekday: number;
}

function partsOf(isoDay: string): CalendarDay | undefined {
  const date = new Date(`${isoDay.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return undefined;
  return { year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate(), weekday: date.getUTCDay() };
}

const inWords = (write: (day: CalendarDay) => string) => (isoDay: string) => {
  const parts = partsOf(isoDay);
  return parts ? write(parts) : isoDay;
};

/** "12 Dec 2026" */
export const dayMonthYear = inWords(({ day, month, year }) => `${day} ${shortMonthNames[month]} ${year}`);

/** "12 Dec" */
export const dayMonth = inWords(({ day, month }) => `${day} ${shortMonthNames[month]}`);

/** "Sat 5 Dec" */
export const weekdayDayMonth = inWords(({ weekday, day, month }) => `${weekdayNames[weekday]!.slice(0, 3)} ${day} ${shortMonthNames[month]}`);

/** "March 5, 2027" */
export const monthDayYear = inWords(({ month, day, year }) => `${monthNames[month]} ${day}, ${year}`);

/** "Saturday, December 5, 2026" */
export const weekdayMonthDayYear = inWords(({ weekday, month, day, year }) => `${weekdayNames[weekday]}, ${monthNames[month]} ${day}, ${year}`);

/** "December 2026" */
export const monthYear = inWords(({ month, year }) => `${monthNames[month]} ${year}`);
