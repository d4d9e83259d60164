import type { Page } from 'playwright-core';
import { adminToken, bookAndPay, call, createTraveller, dayFromToday, publicTours, type Traveller } from '../support/api.ts';
import { pngPicture } from '../support/pictures.ts';
import { screenshot, seeText } from '../support/screens.ts';
import type { Site } from '../support/server.ts';
import { expect, signIn, test } from '../support/test.ts';

// The operator's desk: a traveller's record (bookings, notes, merging a second account of the same
// person) and hiding a moment from the feed, which its author then sees with the reason.

const idOf = async (site: Site, traveller: Traveller) => (await call<{ _id: string }>(site, 'GET', '/api/user/profile', { token: traveller.token }))._id;

async function openAsAdmin(page: Page, site: Site, path: string, heading: string): Promise<void> {
  await signIn(page, await adminToken(site));
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
}

test("the operator opens a traveller's record, keeps a note and merges their second account into it", async ({ page, site }) => {
  const kept = await createTraveller(site, { firstname: 'Ishaan', lastname: 'Mehta' });
  const second = await createTraveller(site, { firstname: 'Ishaan', lastname: 'M' });
  const [tour] = await publicTours(site);
  await bookAndPay(site, second, { tourId: tour!._id, fullName: 'Ishaan Mehta', phone: second.phone, bookingDate: dayFromToday(33), numPeople: 1 });
  const secondId = await idOf(site, second);

  await openAsAdmin(page, site, '/admindashboard/users', 'Users');
  await page.getByRole('searchbox', { name: 'Search users' }).fill(kept.username);
  await page.getByRole('link', { name: `Record of ${kept.username}` }).click();
  await page.getByRole('heading', { level: 1, name: 'Ishaan Mehta' }).waitFor();
  await seeText(page, 'No bookings yet.');

  await page.getByLabel('New note').fill('Travels with a wheelchair: ground-floor rooms, please.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await page.getByRole('list', { name: 'Notes' }).getByText('Travels with a wheelchair: ground-floor rooms, please.').waitFor();

  await page.getByLabel('Duplicate record').selectOption(secondId);
  await page.getByRole('button', { name: 'Review merge' }).click();
  const confirmation = page.getByRole('region', { name: 'Merge to confirm' });
  await confirmation.getByText(`1 booking, 0 reviews, 0 wishlist tours, 0 moments and 0 notes will move from Ishaan M (@${second.username}) to Ishaan Mehta.`).waitFor();
  await screenshot(page, 'admin-customer-merge');
  await confirmation.getByRole('button', { name: 'Merge records' }).click();
  await seeText(page, "Ishaan M's record was merged into this one; that account is closed.");
  await page.getByRole('heading', { name: 'Bookings (1)' }).waitFor();

  const signInAgain = await fetch(`${site.url}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: second.email, password: second.password }) });
  expect(signInAgain.status).toBe(401);
});

test('the operator hides a moment with a reason, and its author sees why', async ({ page, site, browser }) => {
  const author = await createTraveller(site, { firstname: 'Nila' });
  const caption = `Hotel pool at noon ${Date.now().toString(36)}`;
  const form = new FormData();
  form.append('description', caption);
  form.append('image', new Blob([new Uint8Array(pngPicture())], { type: 'image/png' }), 'pool.png');
  const shared = await fetch(`${site.url}/api/moments/create`, { method: 'POST', headers: { authorization: `Bearer ${author.token}` }, body: form });
  expect(shared.status).toBe(201);

  await openAsAdmin(page, site, '/admindashboard/moments', 'Moments');
  const card = page.getByRole('listitem').filter({ hasText: caption });
  await card.getByRole('button', { name: 'Hide' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hide this moment?' });
  await dialog.getByLabel('Reason').fill('Looks like an advertisement for the hotel.');
  await dialog.getByRole('button', { name: 'Hide moment' }).click();
  await seeText(page, 'Moment hidden from the feed.');
  await card.getByRole('button', { name: 'Put back in the feed' }).waitFor();

  const context = await browser.newContext({ baseURL: site.url, locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
  try {
    const traveller = await context.newPage();
    await signIn(traveller, author.token);
    await traveller.goto('/moments');
    const hidden = traveller.getByRole('region', { name: 'Your moments hidden from the feed' });
    await hidden.getByText(caption).waitFor();
    await hidden.getByText(/Looks like an advertisement for the hotel\./).waitFor();
  } finally {
    await context.close();
  }
});
