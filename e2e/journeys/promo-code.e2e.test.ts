import type { Page } from 'playwright-core';
import { adminToken, call, dayFromToday, type TourSummary } from '../support/api.ts';
import { chooseTravelDate } from '../support/calendar.ts';
import { rupees } from '../support/expected.ts';
import type { Site } from '../support/server.ts';
import { screenshot, seeText } from '../support/screens.ts';
import { expect, signedInTraveller, test } from '../support/test.ts';

// A family of four books a tour with a promo code the operator made (decision 032): the code's
// discount shows before paying, the sandbox asks for the discounted total, and the operator's list
// counts the use once the payment is confirmed. A code that does not apply says exactly why.

/** A demo tour that runs all year, so a date in the coming weeks is always on sale. */
async function allYearTour(site: Site): Promise<TourSummary> {
  const tours = await call<(TourSummary & { schedule: { seasons: unknown[] } })[]>(site, 'GET', '/api/routes/destinations');
  return tours.filter((tour) => tour.schedule.seasons.length === 0).toSorted((a, b) => b.pricePerPerson - a.pricePerPerson)[2]!;
}

async function makeCode(site: Site, body: object): Promise<{ _id: string; code: string }> {
  const answer = await call<{ promoCode: { _id: string; code: string } }>(site, 'POST', '/api/admin/promo-codes', { token: await adminToken(site), body });
  return answer.promoCode;
}

async function usesOf(site: Site, id: string): Promise<number> {
  const { promoCodes } = await call<{ promoCodes: { _id: string; usesSoFar: number }[] }>(site, 'GET', '/api/admin/promo-codes', { token: await adminToken(site) });
  return promoCodes.find((code) => code._id === id)!.usesSoFar;
}

async function openBookingForm(page: Page, tour: TourSummary) {
  await page.goto(`/dashboard/booknow/${tour._id}`);
  await page.getByRole('heading', { level: 1, name: tour.title }).waitFor();
  const form = page.getByRole('form', { name: 'Book this tour' });
  await form.waitFor();
  return form;
}

test('a family of four books with a promo code: the discount shows before paying and the checkout charges the discounted total', async ({ page, site }) => {
  const tour = await allYearTour(site);
  const stamp = Date.now().toString(36).toUpperCase();
  const family = await makeCode(site, { code: `Family${stamp}`, kind: 'percent', percentOff: 20, minPeople: 4, maxUses: 5 });
  await makeCode(site, { code: `Over${stamp}`, kind: 'percent', percentOff: 10, validFrom: '2026-01-01', validTo: '2026-01-31' });
  await signedInTraveller(page, site);

  const form = await openBookingForm(page, tour);
  await form.getByLabel('Full name').fill('Meera Iyer');
  await form.getByLabel('Phone').fill('9876543210');
  await chooseTravelDate(form, dayFromToday(40));
  await form.getByLabel('Number of people').fill('4');
  for (const [n, name] of ['Arjun Iyer', 'Kavya Iyer', 'Dev Iyer'].entries()) await form.getByLabel(`Name of traveller ${n + 2}`).fill(name);

  // An ended code says so, in the server's words.
  await form.getByLabel('Promo code').fill(`over${stamp}`);
  await form.getByRole('button', { name: 'Apply' }).click();
  await seeText(page, 'This code ended on 31 Jan 2026.');

  const full = tour.pricePerPerson * 4;
  const discounted = Math.round(full * 100 - Math.floor((full * 100 * 20 + 50) / 100)) / 100;
  await form.getByLabel('Promo code').fill(`family${stamp.toLowerCase()}`);
  await form.getByRole('button', { name: 'Apply' }).click();
  await seeText(page, `Code Family${stamp} applied.`);
  expect(await form.getByLabel('Total to pay').textContent()).toBe(rupees(discounted));
  await screenshot(page, 'booking-promo-code');

  await form.getByRole('button', { name: 'Confirm Booking & Pay' }).click();
  const checkout = page.getByRole('dialog', { name: 'Yatrika' });
  await checkout.getByRole('button', { name: `Pay ${rupees(discounted)}` }).click();
  await form.getByRole('button', { name: 'Payment Successful!' }).waitFor();
  await seeText(page, 'Payment successful! Your booking is confirmed and saved.');
  expect(await usesOf(site, family._id)).toBe(1);
});
