import type { Locator } from 'playwright-core';
import { longUsDate } from './expected.ts';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "December 2026": the month heading that names the calendar grid. */
export function monthHeading(isoDay: string): string {
  const [year, month] = isoDay.split('-').map(Number);
  return `${MONTHS[month! - 1]} ${year}`;
}

/**
 * A date's button in the booking form's calendar, paging forward to its month first. Its name is the date
 * with its weekday and then its seats: "Saturday, December 5, 2026, Only 2 seats left".
 */
export async function calendarDay(form: Locator, isoDay: string): Promise<Locator> {
  const grid = form.getByRole('grid', { name: monthHeading(isoDay) });
  for (let page = 0; page < 13 && (await grid.count()) === 0; page += 1) {
    await form.getByRole('button', { name: 'Next month' }).click();
  }
  // The seats have arrived when the grid is no longer busy.
  await form.locator('[role="grid"][aria-busy="false"]').waitFor();
  return grid.getByRole('button', { name: new RegExp(`^\\w+, ${longUsDate(isoDay)}, `) });
}

/** Chooses the travel date in the booking form's calendar. */
export async function chooseTravelDate(form: Locator, isoDay: string): Promise<void> {
  await (await calendarDay(form, isoDay)).click();
}

/** What a screen reader says for a date's button: the date, its seats and its adult price, in words. */
export function dayName(day: Locator): Promise<string> {
  return day.locator('.sr-only').innerText();
}
