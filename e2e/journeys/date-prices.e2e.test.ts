import type { Locator, Page } from 'playwright-core';
import { adminToken, call, dayFromToday, type TourSummary } from '../support/api.ts';
import { calendarDay, dayName } from '../support/calendar.ts';
import { rupees } from '../support/expected.ts';
import type { Site } from '../support/server.ts';
import { expect, signedInTraveller, testOnOwnSite as test } from '../support/test.ts';

// Prices per date (decision 031): the operator prices the weekends of the coming weeks higher through
// the admin API (the Departures screen's panel sends the same request), and a traveller sees the
// weekend price in the calendar beside the weekday price, and the total follows the date chosen.
// On a site of its own: other journeys read the demo tours' prices.

/** The first date from `days` ahead that falls on `weekday` (0 Sunday … 6 Saturday). */
function nextWeekday(weekday: number, days: number): string {
  for (let offset = days; ; offset += 1) {
    const date = dayFromToday(offset);
    if (new Date(`${date}T00:00:00Z`).getUTCDay() === weekday) return date;
  }
}

/** A demo tour that runs all week and all year, so the dates chosen here are on its schedule. */
async function everyDayTour(site: Site): Promise<TourSummary> {
  const tours = await call<(TourSummary & { schedule: { seasons: unknown[]; runWeekdays: number[] } })[]>(site, 'GET', '/api/routes/destinations');
  return tours.filter((tour) => tour.schedule.seasons.length === 0 && tour.schedule.runWeekdays.length === 7).toSorted((a, b) => a.title.localeCompare(b.title)).at(-1)!;
}

async function openBookingForm(page: Page, tour: TourSummary): Promise<Locator> {
  await page.goto(`/dashboard/booknow/${tour._id}`);
  await page.getByRole('heading', { level: 1, name: tour.title }).waitFor();
  const form = page.getByRole('form', { name: 'Book this tour' });
  await form.waitFor();
  return form;
}

test('a weekend price shows in the calendar, and the total follows the chosen date', async ({ page, site }) => {
  const admin = await adminToken(site);
  const tour = await everyDayTour(site);
  const saturday = nextWeekday(6, 14);
  const friday = dayFromToday(Math.round((Date.parse(saturday) - Date.parse(dayFromToday(0))) / 86_400_000) - 1);
  const weekendPrice = Math.round(tour.pricePerPerson * 1.5);
  await call(site, 'POST', `/api/admin/tours/${tour._id}/date-prices`, {
    token: admin,
    body: { from: dayFromToday(0), to: dayFromToday(60), weekdays: [0, 6], prices: { adult: weekendPrice } },
  });

  await signedInTraveller(page, site);
  const form = await openBookingForm(page, tour);
  const saturdayCell = await calendarDay(form, saturday);
  expect(await dayName(saturdayCell)).toMatch(new RegExp(`, ${rupees(weekendPrice)} per adult$`));
  const fridayCell = await calendarDay(form, friday);
  expect(await dayName(fridayCell)).toMatch(new RegExp(`, ${rupees(tour.pricePerPerson)} per adult$`));

  await saturdayCell.click();
  await form.getByLabel('Number of people').fill('2');
  await expect.poll(() => form.getByLabel('Total amount').innerText()).toBe(rupees(weekendPrice * 2));
  await (await calendarDay(form, friday)).click();
  await expect.poll(() => form.getByLabel('Total amount').innerText()).toBe(rupees(tour.pricePerPerson * 2));
});
