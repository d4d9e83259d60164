import { randomUUID } from 'node:crypto';
import { adminToken, call, dayFromToday, publicTours } from '../support/api.ts';
import { receivedEmail } from '../support/emails.ts';
import { longUsDate, rupees } from '../support/expected.ts';
import { chooseTravelDate } from '../support/calendar.ts';
import { screenshot } from '../support/screens.ts';
import { desktop, expect, openContext, phone, signIn, test } from '../support/test.ts';

// Bookings taken by phone (issue 24): on a phone-sized screen the operator takes a booking paid by UPI,
// reads its reference back, and finds it on the Bookings screen and on its departure's manifest; and
// sends a payment link that the traveller opens from the email and pays, which makes the booking.
// The site is shared across files: this journey keeps to the demo tour sixth in title order, a month ahead.

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

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
  await form.getByRole('searchbox', { name: 'Find a tour' }).fill(tour.title);
  await form.getByRole('radio', { name: new RegExp(`^${escapeRegExp(tour.title)} · `) }).check();
  await chooseTravelDate(form, date);
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

test('the operator sends a payment link; the traveller pays from the email and the booking appears on Bookings', async ({ site, browser }) => {
  const tour = (await publicTours(site)).toSorted((a, b) => a.title.localeCompare(b.title))[5]!;
  const calendar = await call<AvailabilityAnswer>(site, 'GET', `/api/routes/tours/${tour._id}/availability?days=120`);
  const date = calendar.dates.find((day) => day.date >= dayFromToday(45) && day.seatsLeft >= 2 && day.status !== 'closed')!.date;
  const email = `nandini.${randomUUID().slice(0, 8)}@example.in`;

  const operator = await openContext(browser, site, { viewport: desktop });
  const page = await operator.newPage();
  await signIn(page, await adminToken(site));
  await page.goto('/admindashboard/bookings/new');
  const form = page.getByRole('form', { name: 'New booking by phone' });
  await form.getByRole('searchbox', { name: 'Find a tour' }).fill(tour.title);
  await form.getByRole('radio', { name: new RegExp(`^${escapeRegExp(tour.title)} · `) }).check();
  await chooseTravelDate(form, date);
  await form.getByLabel('People').fill('2');
  await form.getByLabel('Full name').fill('Nandini Rao');
  await form.getByLabel('Phone').fill('9845067890');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Payment method').selectOption({ label: 'Send a payment link' });
  expect(await form.getByLabel('Payment reference').count()).toBe(0);
  await form.getByRole('button', { name: 'Send payment link' }).click();
  await page.getByRole('heading', { name: 'Awaiting payment via link' }).waitFor();
  await page.getByText(`${site.url}/pay/`).waitFor();
  await screenshot(page, 'payment-link-sent');

  // The Payments screen shows it awaiting payment via the link, with its expiry.
  await page.getByRole('link', { name: 'See it in Payments' }).click();
  const payment = page.getByRole('article').filter({ hasText: 'Nandini Rao' });
  await payment.getByText(/^Awaiting payment via link until /).waitFor();
  await payment.getByRole('button', { name: /^Send payment link again/ }).waitFor();

  // The traveller opens the link from the email as it arrived, on a phone, without signing in.
  const message = await receivedEmail(site, email, /^Pay .+ to confirm /);
  const link = /https?:\/\/\S+\/pay\/[\w.%-]+/.exec(message.mail.text ?? '')?.[0];
  expect(link, message.mail.text).toMatch(new RegExp(`^${site.url}/pay/`));
  const traveller = await openContext(browser, site, { viewport: phone, isMobile: true, hasTouch: true });
  const payPage = await traveller.newPage();
  await payPage.goto(link!);
  await payPage.getByRole('heading', { level: 1, name: 'Pay for your booking' }).waitFor();
  await payPage.getByText(`${tour.title}, `).waitFor();
  await payPage.getByText('Nandini Rao · 2 people').waitFor();
  await payPage.getByText(longUsDate(date)).waitFor();
  await screenshot(payPage, 'payment-link-page');
  await payPage.getByRole('button', { name: `Pay ${rupees(tour.pricePerPerson * 2)}` }).click();
  const checkout = payPage.getByRole('dialog', { name: 'Yatrika' });
  await checkout.waitFor();
  await checkout.getByRole('button', { name: `Pay ${rupees(tour.pricePerPerson * 2)}` }).click();
  await payPage.getByText('Payment received. Your booking is saved and confirmed by email.').waitFor();
  const reference = (await payPage.getByText(/^YT-/).innerText()).trim();
  await traveller.close();

  // The operator's Bookings list has it, under the reference the traveller was shown.
  await page.goto(`/admindashboard/bookings?query=${reference}&view=cards`);
  const card = page.getByRole('article').filter({ hasText: 'Nandini Rao' });
  await card.waitFor();
  expect(await card.innerText()).toContain(reference);
  await operator.close();
});
