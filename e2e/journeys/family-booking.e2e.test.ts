import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { adminToken, call, dayFromToday } from '../support/api.ts';
import { calendarDay, dayName } from '../support/calendar.ts';
import { rupees } from '../support/expected.ts';
import { pngPicture } from '../support/pictures.ts';
import type { Site } from '../support/server.ts';
import { screenshot, seeText } from '../support/screens.ts';
import { unique } from '../support/unique.ts';
import { expect, signedInTraveller, testOnOwnSite as test } from '../support/test.ts';

// A family (2 adults, 1 child, 1 infant on a lap) books a weekend date priced higher by the operator
// (decision 031), with a promo code (decision 032): the calendar shows the weekend price, the form
// prices each person type with the one price calculation (decision 029), the code's discount shows
// before paying, the sandbox asks for exactly that total, the receipt lists every line and the tax
// invoice (decision 033) downloads as a PDF. On a site of its own: it adds a tour and its prices.

/** The first date from `days` ahead that falls on a Saturday. */
function nextSaturday(days: number): string {
  for (let offset = days; ; offset += 1) {
    const date = dayFromToday(offset);
    if (new Date(`${date}T00:00:00Z`).getUTCDay() === 6) return date;
  }
}

/** A tour of adults ₹2,000, children (5–11) ₹1,000 and infants (0–4) free on a lap, made as the tour form sends it. */
async function familyTour(site: Site, token: string): Promise<{ _id: string; title: string }> {
  const form = new FormData();
  const title = `Backwaters Family Cruise ${unique()}`;
  form.set('title', title);
  form.set('description', 'A day on the Kerala backwaters with lunch on board, made for families.');
  form.set('category', 'romantic');
  form.set('location', 'Alleppey, Kerala');
  form.set('pricePerPerson', '2000');
  form.set(
    'priceTypes',
    JSON.stringify([
      { type: 'child', price: 1000, minAge: 5, maxAge: 11, takesSeat: true },
      { type: 'infant', price: 0, minAge: 0, maxAge: 4, takesSeat: false },
    ]),
  );
  form.set('image', new Blob([new Uint8Array(pngPicture())], { type: 'image/png' }), 'tour.png');
  const response = await fetch(`${site.url}/api/admin/tours`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  if (!response.ok) throw new Error(`POST /api/admin/tours answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: { _id: string; title: string } }).data;
}

async function makeCode(site: Site, token: string, body: object): Promise<{ _id: string; code: string }> {
  return (await call<{ promoCode: { _id: string; code: string } }>(site, 'POST', '/api/admin/promo-codes', { token, body })).promoCode;
}

async function usesOf(site: Site, token: string, id: string): Promise<number> {
  const { promoCodes } = await call<{ promoCodes: { _id: string; usesSoFar: number }[] }>(site, 'GET', '/api/admin/promo-codes', { token });
  return promoCodes.find((code) => code._id === id)!.usesSoFar;
}

async function openBookingForm(page: Page, tour: { _id: string; title: string }) {
  await page.goto(`/dashboard/booknow/${tour._id}`);
  await page.getByRole('heading', { level: 1, name: tour.title }).waitFor();
  const form = page.getByRole('form', { name: 'Book this tour' });
  await form.waitFor();
  return form;
}

test('a family books a weekend date with a promo code, sees every line before paying, and downloads the tax invoice', async ({ page, site }) => {
  const admin = await adminToken(site);
  const tour = await familyTour(site, admin);
  // Weekends cost more: adults ₹2,500, children ₹1,200 (infants stay free).
  await call(site, 'POST', `/api/admin/tours/${tour._id}/date-prices`, {
    token: admin,
    body: { from: dayFromToday(0), to: dayFromToday(60), weekdays: [0, 6], prices: { adult: 2500, child: 1200 } },
  });
  const stamp = Date.now().toString(36).toUpperCase();
  const family = await makeCode(site, admin, { code: `Family${stamp}`, kind: 'percent', percentOff: 20, minPeople: 3, maxUses: 5 });
  await makeCode(site, admin, { code: `Over${stamp}`, kind: 'percent', percentOff: 10, validFrom: '2026-01-01', validTo: '2026-01-31' });
  await signedInTraveller(page, site);

  const form = await openBookingForm(page, tour);
  await form.getByLabel('Full name').fill('Meera Iyer');
  await form.getByLabel('Phone').fill('9876543210');
  const saturday = await calendarDay(form, nextSaturday(14));
  expect(await dayName(saturday)).toMatch(/, ₹2,500 per adult$/);
  await saturday.click();

  await form.getByRole('button', { name: 'More: Adult' }).click();
  await form.getByRole('button', { name: 'More: Child' }).click();
  await form.getByRole('button', { name: 'More: Infant' }).click();
  for (const [n, name] of ['Arjun Iyer', 'Kavya Iyer', 'Dev Iyer'].entries()) await form.getByLabel(`Name of traveller ${n + 2}`).fill(name);

  // 2 × 2,500 + 1,200 + 0 = 6,200, each line before paying.
  const lines = form.getByLabel('Price lines');
  await expect.poll(() => lines.innerText()).toContain('2 adults × ₹2,500');
  expect(await lines.innerText()).toContain('1 child × ₹1,200');
  expect(await lines.innerText()).toContain('1 infant × ₹0');
  expect(await form.getByLabel('Total amount').innerText()).toBe(rupees(6200));

  // An ended code says so, in the server's words; the family's code takes 20% off: 4,960.
  await form.getByLabel('Promo code').fill(`over${stamp}`);
  await form.getByRole('button', { name: 'Apply' }).click();
  await seeText(page, 'This code ended on 31 Jan 2026.');
  await form.getByLabel('Promo code').fill(`family${stamp.toLowerCase()}`);
  await form.getByRole('button', { name: 'Apply' }).click();
  await seeText(page, `Code Family${stamp} applied.`);
  expect(await form.getByLabel('Total to pay').textContent()).toBe(rupees(4960));
  // The form's own lines and total now carry the code: what the order will charge.
  await expect.poll(() => form.getByLabel('Total amount').innerText()).toBe(rupees(4960));
  expect(await lines.innerText()).toMatch(new RegExp(`Code Family${stamp} \\(20% off\\)\\s+− ₹1,240`));
  await screenshot(page, 'booking-family-promo-code');

  await form.getByRole('button', { name: 'Confirm Booking & Pay' }).click();
  const checkout = page.getByRole('dialog', { name: 'Yatrika' });
  await checkout.getByRole('button', { name: `Pay ${rupees(4960)}` }).click();
  await form.getByRole('button', { name: 'Payment Successful!' }).waitFor();
  await seeText(page, 'Payment successful! Your booking is confirmed and saved.');
  expect(await usesOf(site, admin, family._id)).toBe(1);

  // The receipt lists the party's lines and the code, and the tax invoice downloads as a PDF.
  await page.getByRole('link', { name: 'View booking and receipt' }).click();
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect.poll(() => payment.innerText()).toContain(`Code Family${stamp} (20% off)`);
  expect(await payment.innerText()).toMatch(/2 adults × ₹2,500\s+₹5,000/);
  expect(await payment.innerText()).toMatch(/Total\s+₹4,960/);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download tax invoice' }).click()]);
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const number = download.suggestedFilename().replace('.pdf', '').replaceAll('-', '/');
  expect(pdf.includes(Buffer.from(`Tax invoice ${number}`))).toBe(true);
  await screenshot(page, 'receipt-family-lines');
});
