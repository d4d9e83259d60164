/**
 * Dates and numbers formatted through one `Intl` formatter per style, made on first use and kept.
 * `toLocaleDateString(locale, options)` and `toLocaleString(locale, options)` build a new formatter
 * (locale data, time zone rules) on every call: a month's calendar, with a price and a date per
 * day, did it dozens of times while a phone painted the tour page. Made lazily, so a page that
 * never shows a style does not pay for it.
 */
export function formatter<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const utcDay = (isoDay: string) => new Date(`${isoDay.slice(0, 10)}T00:00:00Z`);

/** A calendar day ("YYYY-MM-DD") in a date style: the day itself, whatever the reader's time zone. */
export function calendarDayFormat(locale: string, options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>): (isoDay: string) => string {
  const format = formatter(() => new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }));
  return (isoDay) => {
    const date = utcDay(isoDay);
    return Number.isNaN(date.getTime()) ? isoDay : format().format(date);
  };
}
