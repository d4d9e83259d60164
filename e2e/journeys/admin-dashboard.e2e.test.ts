import type { Page } from 'playwright-core';
import { adminToken, bookAndPay, call, createTraveller, dayFromToday, payWithoutBooking, publicTours } from '../support/api.ts';
import { seriousAccessibilityProblems } from '../support/axe.ts';
import { colourOf } from '../support/colours.ts';
import { indianDigits, rupees } from '../support/expected.ts';
import { screenshot, seeText } from '../support/screens.ts';
import { siteAdmin, type Site } from '../support/server.ts';
import { desktop, expect, openContext, phone, signIn, testOnOwnSite as test } from '../support/test.ts';

// The administrator's way in: the admin login form, the dashboard's totals and newest tours and
// travellers, the side menu, Log Out, and a traveller's session kept out of the admin screens; and the
// money: the payments needing attention, the Payments screen, and reconciliation run from it.
//
// The dashboard's totals and the payments needing attention count the whole site, and its reconciliation
// run settles every unbooked payment on it: these journeys run on a site of their own.

/** Every row of a paginated admin list, following the server's X-Next-Cursor pages. */
async function everyRow<Row>(site: Site, token: string, path: string, rowsOf: (answer: unknown) => Row[]): Promise<Row[]> {
  const rows: Row[] = [];
  let cursor = '';
  do {
    const response = await fetch(`${site.url}${path}?limit=100${cursor && `&cursor=${encodeURIComponent(cursor)}`}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
    rows.push(...rowsOf(await response.json()));
    cursor = response.headers.get('x-next-cursor') ?? '';
  } while (cursor);
  return rows;
}

/** The four totals counted from the admin lists themselves, not from the dashboard's own answer. */
async function countEverything(site: Site, token: string) {
  const [users, tours, bookings, reviews] = await Promise.all([
    everyRow(site, token, '/api/admin/users', (answer) => (answer as { users: unknown[] }).users),
    everyRow(site, token, '/api/admin/tours', (answer) => (answer as { tours: { title: string }[] }).tours),
    everyRow(site, token, '/api/admin/bookings', (answer) => answer as unknown[]),
    everyRow(site, token, '/api/admin/reviews', (answer) => answer as unknown[]),
  ]);
  return { users: users.length, tours, bookings: bookings.length, reviews: reviews.length };
}

const totalCard = (page: Page, label: string, value: number) =>
  page.getByRole('list', { name: 'Totals' }).getByRole('link', { name: new RegExp(`^${label}\\s*${indianDigits(value)}$`) });

/** The Payments screen's count, as its reconciliation panel says it. */
const attentionLine = (count: number) =>
  count === 0 ? 'No payment needs attention.' : `${indianDigits(count)} ${count === 1 ? 'payment needs' : 'payments need'} attention.`;

const adminMenu = (page: Page) => page.getByRole('navigation', { name: 'Admin menu' });

test('an administrator logs in through the admin form: a wrong password is refused, the right one opens the dashboard', async ({ page }) => {
  await page.goto('/login/admin');
  await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
  await page.getByLabel('Email').fill(siteAdmin.email);
  await page.getByLabel('Password').fill('not-the-admin-password');
  await page.getByRole('button', { name: 'Login' }).click();
  // The server's message, in red under the form (spec §8: server message, else 'Login failed.').
  const refusal = page.getByRole('alert');
  await refusal.waitFor();
  expect(await refusal.textContent()).toBe('Invalid email or password.');
  expect(page.url()).toMatch(/\/login\/admin$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  await page.getByLabel('Password').fill(siteAdmin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/login/admindashboard');
  await page.getByRole('heading', { level: 1, name: 'Welcome back, Admin' }).waitFor();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
});

test('the dashboard shows the real totals and the newest tours and travellers, and a new traveller is counted', async ({ page, site }) => {
  const token = await adminToken(site);
  const before = await countEverything(site, token);
  await signIn(page, token);
  await page.goto('/login/admindashboard');

  await page.getByRole('heading', { level: 1, name: 'Welcome back, Admin' }).waitFor();
  await totalCard(page, 'Total Users', before.users).waitFor();
  await totalCard(page, 'Total Tours', before.tours.length).waitFor();
  await totalCard(page, 'Total Bookings', before.bookings).waitFor();
  await totalCard(page, 'Total Reviews', before.reviews).waitFor();

  // The admin tours list is newest first: the dashboard shows its first five.
  const recentTours = page.locator('section', { has: page.getByRole('heading', { name: 'Recently Added Tours' }) });
  for (const tour of before.tours.slice(0, 5)) await recentTours.getByRole('link', { name: tour.title, exact: true }).waitFor();
  expect(await recentTours.getByRole('listitem').count()).toBe(Math.min(5, before.tours.length));
  await page.getByRole('heading', { name: 'Recently Added Users' }).waitFor();
  await screenshot(page, 'admin-dashboard-totals');

  // A traveller signs up: one more user, and they head the newest travellers.
  const traveller = await createTraveller(site, { firstname: 'Devika', lastname: 'Menon' });
  await page.reload();
  await totalCard(page, 'Total Users', before.users + 1).waitFor();
  await totalCard(page, 'Total Tours', before.tours.length).waitFor();
  const recentUsers = page.locator('section', { has: page.getByRole('heading', { name: 'Recently Added Users' }) });
  const newest = recentUsers.getByRole('listitem').first();
  await newest.getByText(`@${traveller.username} · ${traveller.email}`).waitFor();
  await newest.getByText('Devika Menon', { exact: true }).waitFor();
});

test('the side menu reaches every admin area and highlights the one the admin is in', async ({ page, site }) => {
  await signIn(page, await adminToken(site));
  await page.goto('/login/admindashboard');
  const menu = adminMenu(page);
  for (const item of ['Dashboard', 'Tours', 'Bookings', 'Departures', 'Payments', 'Invoices', 'Promo codes', 'Users', 'Reviews', 'Jobs', 'Emails', 'Newsletter', 'Audit log']) await menu.getByRole('link', { name: item, exact: true }).waitFor();
  await menu.getByRole('button', { name: 'Log Out' }).waitFor();

  const areas = [
    { item: 'Tours', path: '/admindashboard/tours', heading: 'Tours' },
    { item: 'Bookings', path: '/admindashboard/bookings', heading: 'Bookings' },
    { item: 'Payments', path: '/admindashboard/payments', heading: 'Payments' },
    { item: 'Promo codes', path: '/admindashboard/promo-codes', heading: 'Promo codes' },
    { item: 'Users', path: '/admindashboard/users', heading: 'Users' },
    { item: 'Reviews', path: '/admindashboard/reviews', heading: 'Reviews' },
    { item: 'Jobs', path: '/admindashboard/jobs', heading: 'Jobs' },
    { item: 'Emails', path: '/admindashboard/emails', heading: 'Emails' },
    { item: 'Newsletter', path: '/admindashboard/newsletter', heading: 'Newsletter' },
    { item: 'Audit log', path: '/admindashboard/audit', heading: 'Audit log' },
    { item: 'Dashboard', path: '/login/admindashboard', heading: 'Welcome back, Admin' },
  ];
  for (const { item, path, heading } of areas) {
    await menu.getByRole('link', { name: item, exact: true }).click();
    await page.waitForURL(`**${path}`);
    await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
    const current = await menu.locator('[aria-current="page"]').allTextContents();
    expect(current.map((text) => text.trim()), `highlighted at ${path}`).toEqual([expect.stringContaining(item)]);
  }
});

test('a paid order waiting without a booking needs attention on the dashboard and the Payments screen, until reconciliation refunds it', async ({
  page,
  site,
}) => {
  const token = await adminToken(site);
  const traveller = await createTraveller(site, { firstname: 'Rohan', lastname: 'Pillai' });
  const orderId = await payWithoutBooking(site, traveller, 1800);
  const { needingAttention } = await call<{ needingAttention: number }>(site, 'GET', '/api/admin/payments/attention', { token });
  expect(needingAttention).toBeGreaterThan(0);

  // The dashboard counts it, in red, and leads to the Payments screen.
  await signIn(page, token);
  await page.goto('/login/admindashboard');
  const attentionCard = totalCard(page, 'Payments needing attention', needingAttention);
  await attentionCard.waitFor();
  expect(await colourOf(attentionCard.locator('[aria-hidden="true"]').first(), 'background')).toBe('red');
  await screenshot(page, 'admin-dashboard-payments-attention');
  await attentionCard.click();
  await page.waitForURL('**/admindashboard/payments');
  await page.getByRole('heading', { level: 1, name: 'Payments', exact: true }).waitFor();
  const panel = page.getByRole('region', { name: 'Reconciliation' });
  await panel.getByText(attentionLine(needingAttention), { exact: true }).waitFor();

  // Needing attention lists exactly the payments counted, this one among them: paid, no booking.
  const filters = page.getByRole('group', { name: 'Status' });
  const needing = filters.getByRole('button', { name: 'Needing attention', exact: true });
  await needing.click();
  // The filter is on once the page has drawn it so: from then on the list shown is the filtered one, not
  // the list of all payments it replaces (where this payment also needs attention).
  await expect.poll(() => needing.getAttribute('aria-pressed')).toBe('true');
  // A card is named by its tour and traveller, then its order id.
  const row = page.getByRole('article', { name: new RegExp(`${orderId}$`) });
  await row.getByText('Needs attention', { exact: true }).waitFor();
  // The status badge comes before the details, one of which is also called Paid.
  const status = row.getByText('Paid', { exact: true }).first();
  expect(await colourOf(status, 'background')).toBe('blue');
  await row.getByText(rupees(1800), { exact: true }).waitFor();
  await row.getByText(`@${traveller.username}`, { exact: true }).waitFor();
  await row.getByText(traveller.email, { exact: true }).waitFor();
  await row.getByText('None', { exact: true }).waitFor();
  const rows = page.getByRole('article');
  await expect.poll(() => rows.count()).toBe(needingAttention);
  expect(await rows.filter({ hasText: 'Needs attention' }).count()).toBe(needingAttention);
  await screenshot(page, 'admin-payments-needing-attention');

  // Run now: the panel says what the run did, in the server's figures.
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/admin/payments/reconcile') && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Run reconciliation now' }).click();
  const { summary } = (await (await answered).json()) as { summary: Record<string, number> };
  expect(summary).toMatchObject({ booked: 0, refundsFailed: 0 });
  expect(summary.refundsStarted).toBeGreaterThanOrEqual(1);
  expect(summary.refundsAccepted).toBe(summary.refundsStarted);
  const ran =
    `Reconciliation finished. Booked ${summary.booked}, refunds started ${summary.refundsStarted}, refunds accepted ${summary.refundsAccepted}, ` +
    `refunds failed ${summary.refundsFailed}, refunds finished ${summary.refundsProcessed}, holds released ${summary.holdsReleased}, unpaid orders checked ${summary.checked}.`;
  await panel.getByText(ran, { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Run reconciliation now' }).waitFor();

  // The count drops by what was refunded, and the payment leaves the attention list.
  const left = needingAttention - summary.refundsStarted!;
  await panel.getByText(attentionLine(left), { exact: true }).waitFor();
  await row.waitFor({ state: 'detached' });
  if (left === 0) await seeText(page, 'No payments need attention');

  // Among all payments it now reads refunded, in full, and why.
  await filters.getByRole('button', { name: 'All', exact: true }).click();
  await row.getByText('Refunded', { exact: true }).waitFor();
  await row.getByText(`Refunded · ${rupees(1800)}: no booking was made with this payment.`, { exact: true }).waitFor();
  expect(await row.getByText('Needs attention', { exact: true }).count()).toBe(0);
  await screenshot(page, 'admin-payments-after-reconciliation');

  // The run is a background job: the Jobs screen lists it done, with the same figures.
  await adminMenu(page).getByRole('link', { name: 'Jobs', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Jobs', exact: true }).waitFor();
  await page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Done', exact: true }).click();
  const runs = page.getByRole('article', { name: 'Payment reconciliation' });
  const lastRun = runs.filter({ hasText: `refunds started ${summary.refundsStarted},` }).first();
  await lastRun.getByText('Done', { exact: true }).waitFor();
  await lastRun.getByText(/^Attempt 1 of \d+$/).waitFor();
  await screenshot(page, 'admin-jobs-after-reconciliation');

  await adminMenu(page).getByRole('link', { name: 'Dashboard', exact: true }).click();
  await totalCard(page, 'Payments needing attention', left).waitFor();
});

test('Log Out forgets the admin session: admin pages then send to the admin login', async ({ page, site }) => {
  await signIn(page, await adminToken(site));
  await page.goto('/login/admindashboard');
  await seeText(page, 'Total Users');
  await adminMenu(page).getByRole('button', { name: 'Log Out' }).click();
  await page.waitForURL('**/login/admin');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  for (const path of ['/login/admindashboard', '/admindashboard/tours']) {
    await page.goto(path);
    await page.waitForURL('**/login/admin');
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
  }
});

test("a traveller's session does not open the admin screens", async ({ page, site }) => {
  const traveller = await createTraveller(site);
  await signIn(page, traveller.token);
  for (const path of ['/login/admindashboard', '/admindashboard', '/admindashboard/tours', '/admindashboard/users', '/admin/tours/update/any']) {
    await page.goto(path);
    await page.waitForURL('**/login/admin');
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Admin menu' }).count()).toBe(0);
  }
  // And the API itself refuses the traveller's token.
  await expect(call(site, 'GET', '/api/admin/dashboard', { token: traveller.token })).rejects.toThrow(/answered 403/);
});

test('an administrator finds a booking by the reference typed from its receipt, with no dashes and in lower case', async ({ browser, page, site }) => {
  const traveller = await createTraveller(site, { firstname: 'Kavitha', lastname: 'Subramaniam' });
  const [tour] = await publicTours(site);
  const bookingId = await bookAndPay(site, traveller, { tourId: tour!._id, fullName: 'Kavitha Subramaniam', phone: '9876501234', bookingDate: dayFromToday(20), numPeople: 2 });

  // The traveller's receipt prints the reference.
  const travellerContext = await openContext(browser, site);
  const receiptPage = await travellerContext.newPage();
  await signIn(receiptPage, traveller.token);
  await receiptPage.goto(`/login/userdashboard/mybookings/${bookingId}`);
  const heading = receiptPage.getByRole('heading', { level: 1, name: /^Booking YT-/ });
  await heading.waitFor();
  const reference = (await heading.textContent())!.replace('Booking ', '').trim();
  await travellerContext.close();
  const typed = reference.replace(/-/g, '').toLowerCase();

  // Bookings: the reference search finds that booking alone, its card showing the reference and the tour.
  await signIn(page, await adminToken(site));
  await page.goto('/admindashboard/bookings?view=cards');
  await page.getByRole('combobox', { name: 'Filter' }).selectOption({ label: 'Reference or traveller' });
  await page.getByRole('searchbox', { name: 'Search by reference, name, email or phone' }).fill(typed);
  const card = page.locator('article', { hasText: reference });
  await card.getByRole('heading', { name: tour!.title }).waitFor();
  await expect.poll(() => page.locator('article').count()).toBe(1);
  await screenshot(page, 'admin-bookings-found-by-reference');

  // Payments: the same search leads with the tour, the traveller and the amount.
  await page.goto('/admindashboard/payments');
  await page.getByRole('searchbox', { name: 'Search by reference, name, email, phone or order' }).fill(typed);
  const payment = page.getByRole('article').filter({ hasText: reference });
  await payment.getByRole('heading', { name: tour!.title }).waitFor();
  await payment.getByText(reference, { exact: true }).waitFor();
  await payment.getByText(/Kavitha Subramaniam/).first().waitFor();
  await expect.poll(() => page.getByRole('article').count()).toBe(1);
  expect(await seriousAccessibilityProblems(page)).toEqual([]);

  // Departures: the finder leads to the booking's departure, where the manifest lists the party.
  await page.goto('/admindashboard/departures');
  await page.getByRole('searchbox', { name: 'Find a booking by reference, name, email or phone' }).fill(typed);
  await page.getByRole('button', { name: `Show departure for ${reference}` }).click();
  await page.getByRole('table').filter({ hasText: reference }).getByText('Kavitha Subramaniam').first().waitFor();
  await screenshot(page, 'admin-departures-found-by-reference');
  expect(await seriousAccessibilityProblems(page)).toEqual([]);
});

test("the dashboard shows today at a glance on a phone and on a desktop", async ({ page, site }) => {
  const traveller = await createTraveller(site, { firstname: 'Farah', lastname: 'Qureshi' });
  const [tour] = await publicTours(site);
  await bookAndPay(site, traveller, { tourId: tour!._id, fullName: 'Farah Qureshi', phone: '9876512345', bookingDate: dayFromToday(10), numPeople: 3 });
  const { today } = await call<{ today: { awaitingDecision: { count: number }; revenue: { byDay: unknown[] } } }>(site, 'GET', '/api/admin/dashboard', { token: await adminToken(site) });
  expect(today.awaitingDecision.count).toBeGreaterThan(0);

  await signIn(page, await adminToken(site));
  for (const viewport of [phone, desktop]) {
    await page.setViewportSize(viewport);
    await page.goto('/login/admindashboard');
    const section = page.getByRole('region', { name: /Today at a glance/ });
    await section.getByRole('heading', { name: 'Departures' }).waitFor();
    await section.getByText(/bookings? waits? to be accepted or cancelled\./).waitFor();
    await section.getByRole('link', { name: /payments? needs? attention/ }).waitFor();
    // The revenue chart, drawn from its own chunk, and the same figures as a table of 30 days.
    await section.locator('canvas').waitFor();
    expect(await section.getByRole('table', { name: 'Revenue by day' }).getByRole('row').count()).toBe(today.revenue.byDay.length + 1);
    await screenshot(page, 'admin-dashboard-today');
    expect(await seriousAccessibilityProblems(page), `axe at ${viewport.width} px`).toEqual([]);
  }
});

