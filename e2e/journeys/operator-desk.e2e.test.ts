import { readFile } from 'node:fs/promises';
import { adminToken, bookAndPay, call, createTraveller, dayFromToday, publicTours } from '../support/api.ts';
import { longUsDate } from '../support/expected.ts';
import { screenshot } from '../support/screens.ts';
import { expect, openContext, phone, signIn, test } from '../support/test.ts';

// The operator's desk at a wide screen: finds a departure on the calendar, opens its manifest, then
// filters the bookings table to that tour and date and exports it as CSV, whose rows are exactly the
// bookings the filter shows, a lead name with a comma and quotes kept whole. The site is shared with
// other files: this journey books its own traveller on a demo tour of its own (the seventh by title)
// on a date of its own.

/** The CSV's rows as a spreadsheet reads them: quoted cells keep their commas and doubled quotes. */
function csvRows(file: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const text = file.replace(/^\uFEFF/, '');
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted && char === '"' && text[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (quoted || (char !== ',' && char !== '\r' && char !== '\n')) {
      cell += char;
    } else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    }
  }
  return rows;
}

test('the operator finds a departure on the calendar, opens its manifest, and exports the bookings the filter shows', async ({ page, site, browser }) => {
  const tour = (await publicTours(site)).toSorted((a, b) => a.title.localeCompare(b.title))[6]!;
  const date = dayFromToday(47);
  const leadName = 'Menon, Lakshmi "Lux"';
  const traveller = await createTraveller(site, { firstname: 'Lakshmi', lastname: 'Menon' });
  await bookAndPay(site, traveller, { tourId: tour._id, fullName: leadName, phone: traveller.phone, bookingDate: date, numPeople: 2 });
  await bookAndPay(site, traveller, { tourId: tour._id, fullName: 'Arjun Menon', phone: traveller.phone, bookingDate: date, numPeople: 1 });
  const token = await adminToken(site);

  // The calendar: the month of the date, the departure in its day with its seats sold.
  await signIn(page, token);
  await page.goto(`/admindashboard/departures/calendar?day=${date}`);
  await page.getByRole('heading', { level: 1, name: 'Departures calendar' }).waitFor();
  const day = page.getByRole('cell').filter({ has: page.getByText(new RegExp(`^\\w+, ${longUsDate(date)}$`)) });
  const departure = day.getByRole('link').filter({ hasText: tour.title });
  await departure.getByText(/^3 of \d+ sold$/).waitFor();
  await departure.getByText(/ · Open$/).waitFor();
  await screenshot(page, 'admin-departures-calendar');

  // Its manifest, on the Departures screen at that date and tour.
  await departure.click();
  await page.getByRole('heading', { level: 1, name: 'Departures' }).waitFor();
  const manifest = page.getByRole('table', { name: new RegExp(`^Travellers on ${tour.title}, ${longUsDate(date)} at `) });
  await manifest.getByRole('row').filter({ hasText: leadName }).waitFor();
  await manifest.getByRole('row').filter({ hasText: 'Arjun Menon' }).waitFor();

  // The bookings table, filtered to that tour and date, sorted by party, exported.
  await page.goto('/admindashboard/bookings');
  await page.getByRole('heading', { level: 1, name: 'Bookings', exact: true }).waitFor();
  await page.getByRole('combobox', { name: 'Tour' }).selectOption({ label: tour.title });
  await page.getByLabel('Travel from').fill(date);
  await page.getByLabel('Travel to').fill(date);
  await page.getByRole('button', { name: /^Party/ }).click();
  const table = page.getByRole('table', { name: 'Bookings, sorted by party, ascending' });
  await table.waitFor();
  // The headings' row group, then one per booking.
  await expect.poll(() => table.getByRole('rowgroup').count()).toBe(3);
  await table.getByRole('row').filter({ hasText: leadName }).getByText('Website', { exact: true }).waitFor();
  expect(new URL(page.url()).searchParams.get('sort')).toBe('party');
  await screenshot(page, 'admin-bookings-table');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^bookings-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, ...rows] = csvRows(await readFile((await download.path())!, 'utf8'));
  expect(header!.slice(0, 5)).toEqual(['Reference', 'Tour', 'Date', 'Start time', 'Lead traveller']);
  const listed = await call<{ reference: string; fullName: string; numPeople: number; totalPrice: number }[]>(
    site,
    'GET',
    `/api/admin/bookings?tourId=${tour._id}&from=${date}&to=${date}&sort=party&order=asc`,
    { token },
  );
  expect(rows.map((row) => [row[0], row[1], row[2], row[4], row[7], row[8]])).toEqual(
    listed.map((booking) => [booking.reference, tour.title, date, booking.fullName, String(booking.numPeople), String(booking.totalPrice)]),
  );
  expect(rows.map((row) => row[4])).toEqual(['Arjun Menon', leadName]);

  // On a phone the same filters show cards, and the calendar lists its days one under the other.
  const context = await openContext(browser, site, { viewport: phone, isMobile: true, hasTouch: true });
  try {
    const small = await context.newPage();
    await signIn(small, token);
    await small.goto(`/admindashboard/bookings?tourId=${tour._id}&from=${date}&to=${date}`);
    await small.getByRole('article').filter({ hasText: leadName }).waitFor();
    await screenshot(small, 'admin-bookings-phone');
    await small.goto(`/admindashboard/departures/calendar?day=${date}`);
    await small.getByRole('heading', { level: 2, name: new RegExp(`, ${longUsDate(date)}$`) }).waitFor();
    await screenshot(small, 'admin-departures-calendar-phone');
  } finally {
    await context.close();
  }
});
