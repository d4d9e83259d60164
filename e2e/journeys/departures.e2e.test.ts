import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from 'playwright-core';
import { adminToken, bookAndPay, call, createTraveller, dayFromToday, publicTours, type TourSummary } from '../support/api.ts';
import { calendarDay, dayName } from '../support/calendar.ts';
import { longUsDate, rupees } from '../support/expected.ts';
import type { Site } from '../support/server.ts';
import { screenshot, seeText } from '../support/screens.ts';
import { expect, openContext, phone, signedInTraveller, signIn, test } from '../support/test.ts';

// Departures with seats (issue 10): the operator gives a date 2 seats, a traveller sees "Only 2 seats left",
// books both through the sandbox checkout while the panel says they are held, and the date is sold out for
// the next traveller; the operator closes a date and it can no longer be chosen; the Departures screen lists
// who is coming. The operator's changes go through the admin API (the screen's own controls are also used
// once, to close a date).

/** One demo tour per test (by its index in title order), so that the dates one test fills are not another's. */
async function demoTour(site: Site, index: number): Promise<TourSummary> {
  const tours = (await publicTours(site)).toSorted((a, b) => a.title.localeCompare(b.title));
  return tours[index]!;
}

function setDeparture(site: Site, token: string, tourId: string, date: string, change: { capacity?: number; closed?: boolean }) {
  return call(site, 'PUT', `/api/admin/tours/${tourId}/departures/${date}`, { token, body: change });
}

async function openTourPage(page: Page, tour: TourSummary): Promise<Locator> {
  await page.goto(`/dashboard/booknow/${tour._id}`);
  await page.getByRole('heading', { level: 1, name: tour.title }).waitFor();
  const form = page.getByRole('form', { name: 'Book this tour' });
  await form.waitFor();
  return form;
}

async function openDepartures(page: Page, date: string): Promise<Locator> {
  await page.goto('/admindashboard/departures');
  await page.getByRole('heading', { level: 1, name: 'Departures' }).waitFor();
  const section = page.getByRole('region', { name: new RegExp(`, ${longUsDate(date)}$`) });
  await section.waitFor();
  return section;
}

async function adminPage(browser: Browser, site: Site, viewport?: { width: number; height: number }): Promise<Page> {
  const context = await openContext(browser, site, viewport ? { viewport } : {});
  const page = await context.newPage();
  await signIn(page, await adminToken(site));
  return page;
}

test('a traveller books the last 2 seats on a date, which is then sold out to the next traveller and listed on Departures', async ({ page, site, browser }) => {
  const admin = await adminToken(site);
  const tour = await demoTour(site, 0);
  const date = dayFromToday(9);
  await setDeparture(site, admin, tour._id, date, { capacity: 2 });

  // The first traveller sees the date's two seats in the calendar.
  const meera = await signedInTraveller(page, site, { firstname: 'Meera', lastname: 'Iyer' });
  const form = await openTourPage(page, tour);
  const day = await calendarDay(form, date);
  expect(await dayName(day)).toMatch(/, Only 2 seats left, ₹[\d,.]+ per adult$/);
  expect(await day.innerText()).toContain('2 left');
  await screenshot(page, 'departures-tour-calendar');
  await day.click();
  await form.getByText(`· Only 2 seats left`).waitFor();

  // Three cannot go; two can.
  const people = form.getByLabel('Number of people');
  expect(await people.getAttribute('max')).toBe('2');
  await people.fill('3');
  await form.getByText('Only 2 seats left on this date.', { exact: true }).waitFor();
  await people.fill('2');
  await form.getByRole('button', { name: 'Confirm Booking & Pay' }).click();

  // While the checkout is open the panel says the seats are held, until a time on the traveller's clock.
  const checkout = page.getByRole('dialog', { name: 'Yatrika' });
  await checkout.waitFor();
  const held = form.getByRole('status').filter({ hasText: 'held until' });
  expect(await held.innerText()).toMatch(/^Your 2 seats are held until \d{1,2}:\d{2} (AM|PM) while you pay\.$/);
  await checkout.getByRole('button', { name: `Pay ${rupees(tour.pricePerPerson * 2)}` }).click();
  await seeText(page, 'Payment successful! Your booking is confirmed and saved.');
  expect(await held.count()).toBe(0);
  // The calendar reads the seats again: none left.
  await expect.poll(async () => dayName(await calendarDay(form, date))).toMatch(/, Sold out, waiting list open$/);

  // A second traveller finds the date sold out: shown, and chosen only to join its waiting list (decision 037).
  const second = await openContext(browser, site, { viewport: phone, isMobile: true, hasTouch: true });
  const secondPage = await second.newPage();
  await signedInTraveller(secondPage, site, { firstname: 'Kabir', lastname: 'Malhotra' });
  const secondForm = await openTourPage(secondPage, tour);
  const soldOut = await calendarDay(secondForm, date);
  expect(await dayName(soldOut)).toMatch(/, Sold out, waiting list open$/);
  expect(await soldOut.innerText()).toContain('Full');
  await soldOut.click();
  await secondForm.getByText('Not enough seats for your party on this departure.', { exact: false }).waitFor();
  await secondForm.getByRole('button', { name: 'Join the waiting list' }).waitFor();
  await screenshot(secondPage, 'departures-tour-calendar-sold-out');
  await second.close();

  // The operator's Departures screen lists Meera on that date, with both seats booked and both awaited
  // (checked in, no-show, waiting).
  for (const viewport of [undefined, phone]) {
    const operator = await adminPage(browser, site, viewport);
    const section = await openDepartures(operator, date);
    const departure = section.getByRole('article', { name: tour.title });
    await departure.getByRole('img', { name: '2 booked, 0 held, 0 left of 2 seats' }).waitFor();
    const row = departure.getByRole('row').filter({ hasText: `${meera.firstname} ${meera.lastname}` });
    // Meera named nobody else: the second of the party shows as unnamed.
    expect(await row.getByRole('cell').allInnerTexts()).toEqual([
      `${meera.firstname} ${meera.lastname}\n\n+1 unnamed`,
      expect.stringMatching(/^YT-[0-9A-Z]{4}-[0-9A-Z]{4}$/),
      meera.phone,
      '2',
      '0',
      '0',
      '2',
      'Paid in full',
      'Pending',
    ]);
    await screenshot(operator, 'departures-screen');
    if (!viewport) {
      // On paper: the manifest alone, without the menus, the range form or a single button.
      await operator.emulateMedia({ media: 'print' });
      expect(await operator.getByRole('navigation', { name: 'Admin menu' }).isVisible()).toBe(false);
      expect(await operator.getByRole('button').filter({ visible: true }).count()).toBe(0);
      expect(await departure.getByRole('table').isVisible()).toBe(true);
      await operator.getByText(/^Departures from \w+ \d+, \d{4} to \w+ \d+, \d{4}$/).waitFor();
      await screenshot(operator, 'departures-print');
    }
    await operator.context().close();
  }
});

test("a traveller books for three named travellers; the operator's manifest lists all three and downloads them as CSV", async ({ page, site, browser }) => {
  const tour = await demoTour(site, 2);
  // Within the next two weeks, which the Departures screen shows first.
  const date = dayFromToday(12);
  const lead = await signedInTraveller(page, site, { firstname: 'Sunita', lastname: 'Negi' });
  const form = await openTourPage(page, tour);
  await (await calendarDay(form, date)).click();
  await form.getByLabel('Number of people').fill('3');
  const party = form.getByRole('group', { name: 'Who is travelling' });
  await party.getByLabel('Age of traveller 1').fill('41');
  await party.getByLabel('Name of traveller 2').fill('=HYPERLINK("x")');
  await party.getByLabel('Name of traveller 3').fill('मीरा नेगी');
  await party.getByLabel('Age of traveller 3').fill('12');
  await screenshot(page, 'booking-form-named-party');
  await form.getByRole('button', { name: 'Confirm Booking & Pay' }).click();
  const checkout = page.getByRole('dialog', { name: 'Yatrika' });
  await checkout.getByRole('button', { name: `Pay ${rupees(tour.pricePerPerson * 3)}` }).click();
  await seeText(page, 'Payment successful! Your booking is confirmed and saved.');

  const operator = await adminPage(browser, site);
  const departure = (await openDepartures(operator, date)).getByRole('article', { name: tour.title });
  const row = departure.getByRole('row').filter({ hasText: 'Sunita Negi' });
  expect(await row.getByRole('listitem').allInnerTexts()).toEqual(['Sunita Negi, 41', '=HYPERLINK("x")', 'मीरा नेगी, 12']);
  const reference = await row.getByRole('link', { name: /^YT-/ }).innerText();
  expect(await row.getByRole('link', { name: reference }).getAttribute('href')).toBe(`/admindashboard/bookings?query=${reference}`);
  await screenshot(operator, 'departures-named-party');

  const [download] = await Promise.all([operator.waitForEvent('download'), departure.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^manifest-${date}-0900-[a-z0-9-]+\\.csv$`));
  const file = await readFile((await download.path())!, 'utf8');
  expect(file.startsWith('\uFEFFDate,Tour,Reference,Traveller,Age,Lead phone,Lead email,Party,Payment,Check-in,Start time,Party by type\r\n')).toBe(true);
  // Only this booking's rows: other bookings on the date are not this journey's.
  const rows = file.slice(1).trimEnd().split('\r\n').filter((line) => line.includes(reference));
  const cells = (name: string, age: string) => `${date},${csvTitle(tour.title)},${reference},${name},${age},${lead.phone},${lead.email},3,Paid in full,3 awaited,09:00,3 adults`;
  expect(rows).toEqual([cells('Sunita Negi', '41'), cells(`"'=HYPERLINK(""x"")"`, ''), cells('मीरा नेगी', '12')]);
  await operator.context().close();
});

/** A tour title as a CSV cell: quoted when it holds a comma or a quote. */
const csvTitle = (title: string) => (/[",]/.test(title) ? `"${title.replaceAll('"', '""')}"` : title);

test('the operator closes a date on the Departures screen and it can no longer be chosen', async ({ page, site, browser }) => {
  const tour = await demoTour(site, 1);
  const date = dayFromToday(11);
  const early = await createTraveller(site, { firstname: 'Ananya', lastname: 'Rao' });
  await bookAndPay(site, early, { tourId: tour._id, fullName: 'Ananya Rao', phone: early.phone, bookingDate: date, numPeople: 1 });

  // The operator closes the date from the screen; a capacity below the one seat taken is refused there too.
  const operator = await adminPage(browser, site);
  const departure = (await openDepartures(operator, date)).getByRole('article', { name: tour.title });
  await departure.getByRole('row').filter({ hasText: 'Ananya Rao' }).waitFor();
  await departure.getByRole('spinbutton', { name: 'Capacity' }).fill('0');
  await departure.getByRole('button', { name: /^Save/ }).click();
  await departure.getByRole('alert').getByText('1 seat is already taken on this date; the capacity cannot be lower than that.').waitFor();
  await departure.getByRole('button', { name: /^Close departure/ }).click();
  await departure.getByText('Closed', { exact: true }).waitFor();
  await departure.getByRole('button', { name: /^Reopen departure/ }).waitFor();
  await operator.context().close();

  // A traveller sees the date as not running, and choosing it does nothing.
  await signedInTraveller(page, site);
  const form = await openTourPage(page, tour);
  const closed = await calendarDay(form, date);
  expect(await dayName(closed)).toMatch(/, Not running$/);
  expect(await closed.getAttribute('aria-disabled')).toBe('true');
  await closed.click({ force: true });
  await closed.press(' ');
  await form.getByText('Choose a date in the calendar.', { exact: true }).waitFor();

  // The booking is refused by the server as well, with its own sentence (the API, as another client would).
  const late = await createTraveller(site);
  const refused = call(site, 'POST', '/api/payment/create-order', {
    token: late.token,
    body: { booking: { tourId: tour._id, fullName: 'Late Comer', phone: late.phone, bookingDate: date, numPeople: 1 } },
  });
  await expect(refused).rejects.toThrow('This tour does not run on this date.');
});

test('the operator plans the weekdays a tour runs and closes a date nobody booked; the tour page offers neither', async ({ page, site, browser }) => {
  const tour = await demoTour(site, 3);
  const skipped = dayFromToday(12);
  const skippedWeekday = new Date(`${skipped}T00:00:00Z`).toLocaleDateString('en-GB', { weekday: 'long', timeZone: 'UTC' });
  const unbooked = dayFromToday(10);
  const operator = await adminPage(browser, site);

  // The tour form's schedule: it stops running on one weekday.
  const saveSchedule = async () => {
    await operator.getByRole('button', { name: /^Update/ }).click();
    await operator.getByText('Tour updated successfully.').waitFor();
  };
  await operator.goto(`/admin/tours/update/${tour._id}`);
  const schedule = operator.getByRole('region', { name: 'Schedule' });
  await schedule.getByRole('checkbox', { name: skippedWeekday }).uncheck();
  await screenshot(operator, 'tour-schedule-form');
  await saveSchedule();

  // On the Departures screen, with the tour chosen, a date nobody booked is listed and closed.
  await operator.goto('/admindashboard/departures');
  await operator.getByRole('heading', { level: 1, name: 'Departures' }).waitFor();
  await operator.getByLabel('Tour').selectOption({ label: tour.title });
  const section = operator.getByRole('region', { name: new RegExp(`, ${longUsDate(unbooked)}$`) });
  const departure = section.getByRole('article', { name: tour.title });
  await departure.getByRole('button', { name: /^Close departure/ }).click();
  await departure.getByRole('button', { name: /^Reopen departure/ }).waitFor();
  // The weekday it no longer runs is not listed at all.
  expect(await operator.getByRole('region', { name: new RegExp(`, ${longUsDate(skipped)}$`) }).count()).toBe(0);
  await screenshot(operator, 'departures-scheduled');

  // The traveller's calendar offers neither date.
  await signedInTraveller(page, site);
  const form = await openTourPage(page, tour);
  for (const date of [unbooked, skipped]) {
    const day = await calendarDay(form, date);
    expect(await dayName(day)).toMatch(/, Not running$/);
    expect(await day.getAttribute('aria-disabled')).toBe('true');
  }

  // The demo tour runs every day again for the journeys that follow.
  await operator.goto(`/admin/tours/update/${tour._id}`);
  await operator.getByRole('region', { name: 'Schedule' }).getByRole('checkbox', { name: skippedWeekday }).check();
  await saveSchedule();
  await setDeparture(site, await adminToken(site), tour._id, unbooked, { closed: false });
  await operator.context().close();
});

test('the operator gives a tour a second start time; a traveller books it and finds it on the ticket and the manifest', async ({ page, site, browser }) => {
  // A demo tour that runs every day all year and no other journey books by name.
  const tours = await call<(TourSummary & { schedule: { seasons: unknown[]; runWeekdays: number[] } })[]>(site, 'GET', '/api/routes/destinations');
  const tour = tours.filter((each) => each.schedule.seasons.length === 0 && each.schedule.runWeekdays.length === 7).toSorted((a, b) => a.title.localeCompare(b.title))[4]!;
  const date = dayFromToday(13);
  const operator = await adminPage(browser, site);
  const saveSchedule = async () => {
    await operator.getByRole('button', { name: /^Update/ }).click();
    await operator.getByText('Tour updated successfully.').waitFor();
  };

  // The tour form: a second departure at 15:30 beside the usual 09:00.
  await operator.goto(`/admin/tours/update/${tour._id}`);
  const schedule = operator.getByRole('region', { name: 'Schedule' });
  await schedule.getByRole('button', { name: 'Add a start time' }).click();
  await schedule.getByLabel('Start time 2').fill('15:30');
  await saveSchedule();

  // The traveller picks the date, then the afternoon departure, and pays.
  const traveller = await signedInTraveller(page, site, { firstname: 'Ishaan', lastname: 'Bose' });
  const form = await openTourPage(page, tour);
  await (await calendarDay(form, date)).click();
  const times = form.getByRole('group', { name: 'Start time (India)' });
  await times.waitFor();
  expect(await times.getByRole('radio').count()).toBe(2);
  await times.getByRole('radio', { name: /15:30/ }).check();
  await screenshot(page, 'booking-form-start-times');
  await form.getByRole('button', { name: 'Confirm Booking & Pay' }).click();
  await page.getByRole('dialog', { name: 'Yatrika' }).getByRole('button', { name: `Pay ${rupees(tour.pricePerPerson)}` }).click();
  await seeText(page, 'Payment successful! Your booking is confirmed and saved.');

  // The ticket says when the group sets off.
  const { bookings } = await call<{ bookings: { _id: string; startTime: string }[] }>(site, 'GET', '/api/user/bookings', { token: traveller.token });
  expect(bookings.map((booking) => booking.startTime)).toEqual(['15:30']);
  await page.goto(`/login/userdashboard/mybookings/${bookings[0]!._id}/ticket`);
  await page.getByText('15:30 (India time)').waitFor();

  // The manifest lists the party on the 15:30 departure.
  const departure = (await openDepartures(operator, date)).getByRole('article', { name: tour.title }).filter({ hasText: 'Sets off 15:30' });
  await departure.getByRole('row').filter({ hasText: 'Ishaan Bose' }).waitFor();
  await screenshot(operator, 'departures-start-times');

  // The demo tour sets off once a day again for the journeys that follow (its booking stays at 15:30).
  await operator.goto(`/admin/tours/update/${tour._id}`);
  await operator.getByRole('region', { name: 'Schedule' }).getByRole('button', { name: 'Remove start time 15:30' }).click();
  await saveSchedule();
  await operator.context().close();
});
