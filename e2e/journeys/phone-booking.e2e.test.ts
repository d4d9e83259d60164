import { randomUUID } from 'node:crypto';
import { adminToken, call, dayFromToday, publicTours } from '../support/api.ts';
import { longUsDate, rupees } from '../support/expected.ts';
import { screenshot } from '../support/screens.ts';
import { expect, openContext, phone, signIn, test } from '../support/test.ts';

// Bookings taken by phone (issue 24): on a phone-sized screen the operator takes a booking paid by UPI,
// reads its reference back, and finds it on the Bookings screen and on its departure's manifest.
// The site is shared across files: this journey keeps to the demo tour sixth in title order, a month ahead.

interface AvailabilityAnswer {
  dates: { date: string; status: string; seatsLeft: number }[];
}

test('the operator takes a booking by phone paid by UPI, then finds it on Bookings and on the manifest', async ({ site, browser }) => {
  const tour = (await publicTours(site)).toSorted((a, b) => a.title.localeCompare(b.title))[5]!;
  const calendar = await call<AvailabilityAnswer>(site, 'GET', `/api/routes/tours/${tour._id}/availability?days=120`);
  const date = calendar.dates.find((day) => day.date >= dayFromToday(25) && day.seatsLeft >= 2 && day.status !== 'closed')!.date;

  const context = await openContext(browser, site, { viewport: phone, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await signIn(page, await adminToken(site));
  await page.goto('/admindashboard/bookings');
  await page.getByRole('link', { name: 'New booking' }).click();
  await page.getByRole('heading', { level: 1, name: 'New booking by phone' }).waitFor();

  const form = page.getByRole('form', { name: 'New booking by phone' });
  await form.getByLabel('Tour').selectOption(tour._id);
  await form.locator(`option[value="${date}"]`).waitFor({ state: 'attached' });
  await form.getByLabel('Date').selectOption(date);
  await form.getByLabel('People').fill('2');
  await form.getByLabel('Full name').fill('Lakshmi Pillai');
  await form.getByLabel('Phone').fill('9845012345');
  await form.getByLabel('Email').fill(`lakshmi.${randomUUID().slice(0, 8)}@example.in`);
  await form.getByLabel('Traveller 2 name').fill('Gopal Pillai');
  await form.getByLabel('Payment method').selectOption('upi');
  await form.getByLabel('Payment reference').fill('UPI-E2E-2290');
  expect(await form.getByTestId('phone-booking-total').innerText()).toBe(rupees(tour.pricePerPerson * 2));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, 'phone-booking-form');
  await form.getByRole('button', { name: 'Save booking' }).click();

  const saved = page.getByRole('heading', { name: /^Reference YT-/ });
  await saved.waitFor();
  const reference = (await saved.innerText()).replace('Reference ', '').trim();
  expect(reference).toMatch(/^YT-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  await page.getByText('UPI · UPI-E2E-2290').waitFor();
  await screenshot(page, 'phone-booking-saved');

  // The Bookings screen lists it, booked at once.
  await page.getByRole('link', { name: 'Back to bookings' }).click();
  await page.getByLabel('Filter').selectOption('fullName');
  await page.getByLabel('Search by full name').fill('Lakshmi Pillai');
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: tour.title }) }).filter({ hasText: 'Lakshmi Pillai' });
  await card.waitFor();
  expect(await card.innerText()).toMatch(/booked/i);

  // The departure's manifest has the party, both named, under the booking's reference.
  await page.goto('/admindashboard/departures');
  await page.getByRole('heading', { level: 1, name: 'Departures' }).waitFor();
  await page.getByLabel('From', { exact: true }).fill(date);
  await page.getByLabel('To', { exact: true }).fill(date);
  const section = page.getByRole('region', { name: new RegExp(`, ${longUsDate(date)}$`) });
  const row = section.getByRole('article', { name: tour.title }).getByRole('row').filter({ hasText: 'Lakshmi Pillai' });
  await row.waitFor();
  const cells = await row.getByRole('cell').allInnerTexts();
  expect(cells[0]).toContain('Gopal Pillai');
  expect(cells[1]).toBe(reference);
  await context.close();
});
