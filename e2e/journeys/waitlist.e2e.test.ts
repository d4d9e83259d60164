import { waitlistMessages } from '@yatrika/contract/waitlist';
import { adminToken, bookAndPay, call, createTraveller, dayFromToday, type TourSummary } from '../support/api.ts';
import { calendarDay } from '../support/calendar.ts';
import { receivedEmail } from '../support/emails.ts';
import { screenshot } from '../support/screens.ts';
import { expect, openContext, phone, signedInTraveller, signIn, test } from '../support/test.ts';

// The waiting list (issue 26 item 5): a traveller joins the list of a sold-out date from the booking form,
// a seat frees when another traveller cancels, and the offer email's link opens the booking form with the
// seat held for them, which they pay for through the ordinary checkout. The site is shared across files:
// this journey keeps to the demo tour with one start time last in title order, on a date months ahead that
// it makes sold out.

interface AvailabilityAnswer {
  dates: { date: string; status: string; seatsLeft: number; capacity: number }[];
}

test('a traveller joins the waiting list of a sold-out date and books the seat the offer email holds for them', async ({ site, page, browser }) => {
  // One start time, so one departure makes the whole date sold out.
  const tours = await call<(TourSummary & { schedule: { startTimes: string[] } })[]>(site, 'GET', '/api/routes/destinations');
  const tour = tours.filter((each) => each.schedule.startTimes.length === 1).toSorted((a, b) => a.title.localeCompare(b.title)).at(-1)!;
  const calendar = await call<AvailabilityAnswer>(site, 'GET', `/api/routes/tours/${tour._id}/availability?from=${dayFromToday(150)}&days=60`);
  const date = calendar.dates.find((day) => day.status === 'available' && day.seatsLeft === day.capacity)!.date;
  // The operator makes it a departure of one seat, and another traveller books it.
  await call(site, 'PUT', `/api/admin/tours/${tour._id}/departures/${date}`, { token: await adminToken(site), body: { capacity: 1 } });
  const first = await createTraveller(site, { firstname: 'Ravi' });
  const firstBooking = await bookAndPay(site, first, { tourId: tour._id, fullName: 'Ravi Iyer', phone: '9812345678', bookingDate: date, numPeople: 1 });

  const waiting = await signedInTraveller(page, site, { firstname: 'Sunita' });
  await page.goto(`/dashboard/booknow/${tour._id}`);
  const form = page.getByRole('form', { name: 'Book this tour' });
  const day = await calendarDay(form, date);
  expect(await day.locator('.sr-only').innerText()).toMatch(/Sold out, waiting list open$/);
  await day.click();
  await form.getByRole('button', { name: 'Join the waiting list' }).click();
  await form.getByText(`${waitlistMessages.joined} You are number 1 in line.`).waitFor();
  await screenshot(page, 'waitlist-joined');

  // The seat frees: the first traveller cancels, and the offer goes out by email.
  await call(site, 'DELETE', `/api/user/bookings/${firstBooking}`, { token: first.token });
  const offer = await receivedEmail(site, waiting.email, /^Seats are free on /);
  const link = /https?:\/\/\S+\/dashboard\/booknow\/\S+\?waitlist=[\w-]+/.exec(offer.mail.text ?? '')?.[0];
  expect(link, offer.mail.text).toBeDefined();

  await page.goto(link!);
  await form.getByText(/^Seats freed up for you from the waiting list: 1 seat held for you until /).waitFor();
  // The held date is chosen, and reads as having the traveller's seat.
  expect(await (await calendarDay(form, date)).getAttribute('aria-pressed')).toBe('true');
  await screenshot(page, 'waitlist-offer');
  await form.getByRole('button', { name: 'Confirm Booking & Pay' }).click();
  const checkout = page.getByRole('dialog', { name: 'Yatrika' });
  await checkout.getByRole('button', { name: /^Pay ₹/ }).click();
  await form.getByRole('button', { name: 'Payment Successful!' }).waitFor();

  const { bookings } = await call<{ bookings: { bookingDate: string; tourId: string; numPeople: number }[] }>(site, 'GET', '/api/user/bookings', { token: waiting.token });
  expect(bookings).toEqual([expect.objectContaining({ tourId: tour._id, bookingDate: date, numPeople: 1 })]);
  await page.setViewportSize(phone);
  await page.goto('/login/userdashboard/mybookings');
  await page.getByRole('region', { name: 'Waiting lists' }).getByText('Booked').waitFor();
  await screenshot(page, 'waitlist-my-bookings');

  // The operator sees the departure's line, with the offer booked.
  const operator = await openContext(browser, site);
  const admin = await operator.newPage();
  await signIn(admin, await adminToken(site));
  await admin.goto('/admindashboard/departures');
  await admin.getByLabel('From', { exact: true }).fill(date);
  await admin.getByLabel('To', { exact: true }).fill(date);
  const line = admin.getByRole('table', { name: new RegExp(`^Waiting list of ${tour.title}, `) });
  const row = line.getByRole('row').filter({ hasText: 'Sunita Iyer' });
  await row.waitFor();
  expect(await row.getByRole('cell').allInnerTexts()).toEqual(['1', expect.stringContaining(waiting.email), '1 person', expect.stringMatching(/IST$/), 'Booked', expect.stringMatching(/, booked$/)]);
  await screenshot(admin, 'waitlist-departures');
  await operator.close();
});
