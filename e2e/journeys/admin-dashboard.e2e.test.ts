import type { Page } from 'playwright-core';
import { adminToken, call, createTraveller } from '../support/api.ts';
import { indianDigits } from '../support/expected.ts';
import { screenshot, seeText } from '../support/screens.ts';
import { siteAdmin, type Site } from '../support/server.ts';
import { expect, signIn, test } from '../support/test.ts';

// The administrator's way in: the admin login form, the dashboard's totals and newest tours and
// travellers, the side menu, Log Out, and a traveller's session kept out of the admin screens.

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
  for (const item of ['Dashboard', 'Tours', 'Bookings', 'Departures', 'Users', 'Reviews']) await menu.getByRole('link', { name: item, exact: true }).waitFor();
  await menu.getByRole('button', { name: 'Log Out' }).waitFor();

  const areas = [
    { item: 'Tours', path: '/admindashboard/tours', heading: 'Tours' },
    { item: 'Bookings', path: '/admindashboard/bookings', heading: 'Bookings' },
    { item: 'Users', path: '/admindashboard/users', heading: 'Users' },
    { item: 'Reviews', path: '/admindashboard/reviews', heading: 'Reviews' },
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
