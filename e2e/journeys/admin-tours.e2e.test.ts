import type { Browser, Page } from 'playwright-core';
import { adminToken, bookAndPay, call, createTraveller, dayFromToday, publicTours } from '../support/api.ts';
import { holdRequests } from '../support/network.ts';
import { pngPicture } from '../support/pictures.ts';
import { imageShown, screenshot, seeText } from '../support/screens.ts';
import { timeOnScreen } from '../support/shown.ts';
import type { Site } from '../support/server.ts';
import { desktop, expect, openContext, phone, signedInTraveller, signIn, testOnOwnSite as test } from '../support/test.ts';
import { unique } from '../support/unique.ts';

// The administrator runs the catalogue: category cards, search, create, update, ban and unban, delete;
// and travellers see the result in their own screens.
//
// These journeys count the whole catalogue and add tours to it, which other journeys' lists would show:
// they run on a site of their own.

interface AdminTour {
  _id: string;
  title: string;
  location: string;
  category: string;
  pricePerPerson: number;
  status: 'active' | 'banned';
}

/** A title no demo tour has, so searches and lists find exactly this tour. */
const uniqueTitle = (name: string) => `${name} ${unique()}`;

/** Creates a tour through the admin API (multipart, as the create form sends it). */
async function createTour(site: Site, token: string, fields: { title: string; category: string; location: string; pricePerPerson: number }): Promise<AdminTour> {
  const form = new FormData();
  form.set('title', fields.title);
  form.set('description', `A journey made for the ${fields.title} test.`);
  form.set('category', fields.category);
  form.set('location', fields.location);
  form.set('pricePerPerson', String(fields.pricePerPerson));
  form.set('image', new Blob([new Uint8Array(pngPicture())], { type: 'image/png' }), 'tour.png');
  const response = await fetch(`${site.url}/api/admin/tours`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  if (!response.ok) throw new Error(`POST /api/admin/tours answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: AdminTour }).data;
}

async function adminTours(site: Site, token: string): Promise<AdminTour[]> {
  return (await call<{ tours: AdminTour[] }>(site, 'GET', '/api/admin/tours?limit=100', { token })).tours;
}

/** A second window where a new traveller is signed in, to see what travellers see. */
async function travellerWindow(browser: Browser, site: Site): Promise<Page> {
  const page = await (await openContext(browser, site)).newPage();
  await signedInTraveller(page, site);
  return page;
}

/** The traveller home's Best Packages, once it has loaded (the newest visible tour is listed). */
async function bestPackages(page: Page, site: Site) {
  await page.goto('/login/userdashboard');
  const packages = page.getByRole('region', { name: 'Best Packages' });
  const [newest] = await publicTours(site);
  await packages.getByRole('heading', { name: newest!.title, exact: true }).waitFor();
  return packages;
}

const availableTours = (page: Page) => page.getByRole('region', { name: 'Available Tours' });
const cardOf = (page: Page, title: string) => availableTours(page).locator('article', { has: page.getByRole('heading', { name: title, exact: true }) });

/** Brings every card's lazy picture into view and waits until each has drawn (a grey card would be a broken picture). */
async function everyPictureDrawn(page: Page): Promise<void> {
  const pictures = availableTours(page).getByRole('img');
  for (const picture of await pictures.all()) await picture.scrollIntoViewIfNeeded();
  await expect.poll(() => pictures.evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0))).toBe(true);
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function openToursPage(page: Page, site: Site): Promise<void> {
  await signIn(page, await adminToken(site));
  await page.goto('/admindashboard/tours');
  await page.getByRole('heading', { level: 1, name: 'Tours' }).waitFor();
}

/** Narrows the list to one tour by its title, as an admin would to find it among many. */
async function findTour(page: Page, title: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search by Title or Location' }).fill(title);
  await cardOf(page, title).waitFor();
  // The search's own answer is on screen (its title is unique), not the whole list still showing while it loads:
  // a click on a card of the list being replaced can be lost.
  await expect.poll(() => availableTours(page).getByRole('heading', { level: 3 }).allTextContents()).toEqual([title]);
}

test('the tours page shows the four category cards rated 4.6 with their counts, and every tour', async ({ page, site }) => {
  await openToursPage(page, site);
  const tours = await adminTours(site, await adminToken(site));
  const categories = page.locator('section', { has: page.getByRole('heading', { name: 'Tour Categories' }) });
  const cards = categories.getByRole('listitem');
  await expect.poll(() => cards.locator('h3').allTextContents()).toEqual(['Romantic', 'Adventure', 'Historical', 'Religious']);
  // DESIGN.md: the counts are the catalogue's real ones (the spec's source hard-coded 5, 9, 3, 3).
  const inCategory = (category: string) => tours.filter((tour) => tour.category === category).length;
  const expected = { Romantic: inCategory('romantic'), Adventure: inCategory('adventure'), Historical: inCategory('historical & cultural'), Religious: inCategory('religious') };
  for (const [name, count] of Object.entries(expected)) {
    const card = cards.filter({ has: page.getByRole('heading', { name, exact: true }) });
    await card.getByText(`${count} tours`, { exact: true }).waitFor();
    expect(await card.textContent()).toContain('4.6');
  }

  await page.getByRole('heading', { name: 'Available Tours' }).waitFor();
  await expect.poll(() => availableTours(page).getByRole('heading', { level: 3 }).count()).toBe(tours.length);
  expect(await page.getByRole('link', { name: 'Create New Tour' }).getAttribute('href')).toBe('/admindashboard/tours/createtour');
  await everyPictureDrawn(page);
  await screenshot(page, 'admin-tours-categories');
});

test('the admin search narrows the tours by title or by location, whatever the case', async ({ page, site }) => {
  await openToursPage(page, site);
  const tours = await adminTours(site, await adminToken(site));
  const search = page.getByRole('searchbox', { name: 'Search by Title or Location' });
  expect(await search.getAttribute('placeholder')).toBe('Search by Title or Location');
  const shownTitles = async () => (await availableTours(page).getByRole('heading', { level: 3 }).allTextContents()).toSorted();

  // 'TEMPLE' is only in titles, 'rajasthan' only in locations (demo catalogue).
  for (const query of ['TEMPLE', 'rajasthan']) {
    const matching = tours.filter((tour) => `${tour.title} ${tour.location}`.toLowerCase().includes(query.toLowerCase())).map((tour) => tour.title);
    expect(matching.length, `demo tours matching ${query}`).toBeGreaterThan(1);
    expect(matching.length).toBeLessThan(tours.length);
    await search.fill(query);
    await expect.poll(shownTitles).toEqual(matching.toSorted());
  }
  expect(tours.some((tour) => tour.title.toLowerCase().includes('rajasthan'))).toBe(false);

  await search.fill('Atlantis of the Deccan');
  await seeText(page, 'No tours match your search.');
  await search.fill('');
  await expect.poll(() => availableTours(page).getByRole('heading', { level: 3 }).count()).toBe(tours.length);
});

test('an admin creates a tour with a picture, and travellers find it at home, in its category and on its page', async ({ page, site, browser }) => {
  await openToursPage(page, site);
  await page.getByRole('link', { name: 'Create New Tour' }).click();
  await page.waitForURL('**/admindashboard/tours/createtour');
  await page.getByRole('heading', { level: 1, name: 'Create Tour' }).waitFor();

  const title = uniqueTitle('Backwaters by Kettuvallam');
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('textbox', { name: 'Description' }).fill('Two slow days on the Vembanad backwaters, with meals cooked on board.');
  await page.getByRole('combobox', { name: 'Category' }).selectOption('romantic');
  await page.getByRole('textbox', { name: 'Location' }).fill('Kumarakom, Kerala');
  await page.getByRole('spinbutton', { name: 'Price per person (₹)' }).fill('8450');
  await page.getByLabel('Image', { exact: true }).setInputFiles({ name: 'kumarakom.png', mimeType: 'image/png', buffer: pngPicture() });
  await page.getByRole('img', { name: 'The chosen picture' }).waitFor();
  await screenshot(page, 'admin-create-tour-filled');

  // Hold the upload until the busy button has been seen: 'Creating...' lasts only as long as the request.
  const upload = await holdRequests(page, '**/api/admin/tours', 'POST');
  await page.getByRole('button', { name: 'Create Tour' }).click();
  const busy = page.getByRole('button', { name: 'Creating...' });
  await busy.waitFor();
  expect(await busy.isDisabled()).toBe(true);
  upload.release();

  // The new tour opens on its own page, the success message at the top and its fields filled in.
  await page.waitForURL('**/admin/tours/update/*');
  await page.getByRole('heading', { level: 1, name: 'Update Tour' }).waitFor();
  await seeText(page, 'Tour created successfully!');
  await expect.poll(() => page.getByRole('textbox', { name: 'Title' }).inputValue()).toBe(title);
  expect(await page.getByRole('combobox', { name: 'Category' }).inputValue()).toBe('romantic');
  await screenshot(page, 'admin-create-tour-created');

  const created = (await adminTours(site, await adminToken(site))).find((tour) => tour.title === title);
  expect(created).toMatchObject({ category: 'romantic', location: 'Kumarakom, Kerala', pricePerPerson: 8450, status: 'active' });

  const traveller = await travellerWindow(browser, site);
  try {
    const packages = await bestPackages(traveller, site);
    await packages.getByRole('heading', { name: title, exact: true }).waitFor();

    await traveller.goto('/userdashboard/romantictours');
    await traveller.getByRole('heading', { name: title, exact: true }).waitFor();

    await traveller.goto(`/dashboard/booknow/${created!._id}`);
    await traveller.getByRole('heading', { level: 1, name: title }).waitFor();
    await seeText(traveller, 'Kumarakom, Kerala', { exact: false });
    // The price shows once per layout (beside the title on phones, in the booking card on desktop).
    await traveller.getByText('₹8,450', { exact: true }).filter({ visible: true }).first().waitFor();
    // The uploaded picture is served and draws.
    const picture = traveller.getByRole('img', { name: title });
    await expect.poll(() => imageShown(picture)).toBe(true);
  } finally {
    await traveller.context().close();
  }
});

test('an admin updates a tour from its card: the form is pre-filled and the success message shows for 3 seconds', async ({ page, site }) => {
  const title = uniqueTitle('Sunderbans Mangrove Safari');
  const tour = await createTour(site, await adminToken(site), { title, category: 'adventure', location: 'Gosaba, West Bengal', pricePerPerson: 5000 });
  await openToursPage(page, site);
  await findTour(page, title);
  await cardOf(page, title).getByRole('link', { name: `Update ${title}` }).click();
  await page.waitForURL(`**/admin/tours/update/${tour._id}`);
  await page.getByRole('heading', { level: 1, name: 'Update Tour' }).waitFor();

  const titleField = page.getByRole('textbox', { name: 'Title' });
  await expect.poll(() => titleField.inputValue()).toBe(title);
  expect(await page.getByRole('textbox', { name: 'Description' }).inputValue()).toBe(`A journey made for the ${title} test.`);
  expect(await page.getByRole('combobox', { name: 'Category' }).inputValue()).toBe('adventure');
  expect(await page.getByRole('spinbutton', { name: 'Price per person (₹)' }).inputValue()).toBe('5000');
  expect(await page.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/admindashboard/tours');
  await screenshot(page, 'admin-update-tour-prefilled');

  const renamed = uniqueTitle('Sunderbans by Country Boat');
  await titleField.fill(renamed);
  await page.getByRole('spinbutton', { name: 'Price per person (₹)' }).fill('5600');
  const message = await timeOnScreen(page, 'Tour updated successfully.');
  await page.getByRole('button', { name: 'Update Tour' }).click();
  const updated = page.getByText('Tour updated successfully.', { exact: true });
  await updated.waitFor();
  // The spec's timed message: it stays a while (at least a second), then clears itself after 3 s (allow up
  // to 5 s on a busy machine), as timed by the page itself.
  await updated.waitFor({ state: 'hidden' });
  const shownFor = await message.shownFor();
  expect(shownFor).toBeGreaterThanOrEqual(1_000);
  expect(shownFor).toBeLessThanOrEqual(5_000);

  expect((await adminTours(site, await adminToken(site))).find((each) => each._id === tour._id)).toMatchObject({ title: renamed, pricePerPerson: 5600 });
  await page.getByRole('link', { name: 'Back' }).click();
  await page.waitForURL('**/admindashboard/tours');
  await findTour(page, renamed);
  await cardOf(page, renamed).getByText('₹5,600').waitFor();
});

test('banning a tour hides it from travellers until it is unbanned', async ({ page, site, browser }) => {
  const title = uniqueTitle('Spiti Valley Winter Drive');
  const tour = await createTour(site, await adminToken(site), { title, category: 'adventure', location: 'Kaza, Himachal Pradesh', pricePerPerson: 21000 });
  await openToursPage(page, site);
  await findTour(page, title);
  const card = cardOf(page, title);
  await card.getByText('active', { exact: true }).waitFor();

  await card.getByRole('button', { name: `Ban ${title}`, exact: true }).click();
  await card.getByRole('button', { name: `Unban ${title}`, exact: true }).waitFor();
  await card.getByText('banned', { exact: true }).waitFor();
  expect(await card.getByRole('button', { name: `Ban ${title}`, exact: true }).count()).toBe(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'admin-tours-banned');

  const traveller = await travellerWindow(browser, site);
  try {
    expect((await publicTours(site)).map((each) => each.title)).not.toContain(title);
    const packages = await bestPackages(traveller, site);
    expect(await packages.getByRole('heading', { name: title, exact: true }).count()).toBe(0);
    await traveller.goto(`/dashboard/booknow/${tour._id}`);
    await seeText(traveller, 'Tour not found.');

    await card.getByRole('button', { name: `Unban ${title}`, exact: true }).click();
    await card.getByRole('button', { name: `Ban ${title}`, exact: true }).waitFor();
    await card.getByText('active', { exact: true }).waitFor();

    expect((await publicTours(site)).map((each) => each.title)).toContain(title);
    await (await bestPackages(traveller, site)).getByRole('heading', { name: title, exact: true }).waitFor();
  } finally {
    await traveller.context().close();
  }
});

test('deleting a tour asks first, then removes it from the list', async ({ page, site }) => {
  const title = uniqueTitle('Chopta Tungnath Trek');
  await createTour(site, await adminToken(site), { title, category: 'adventure', location: 'Chopta, Uttarakhand', pricePerPerson: 9000 });
  await openToursPage(page, site);
  await findTour(page, title);

  await cardOf(page, title).getByRole('button', { name: `Delete ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this tour?' });
  await dialog.getByRole('button', { name: 'Delete tour' }).click();
  await cardOf(page, title).waitFor({ state: 'detached' });
  await seeText(page, 'No tours match your search.');

  expect((await adminTours(site, await adminToken(site))).map((tour) => tour.title)).not.toContain(title);
  await page.reload();
  await page.getByRole('heading', { name: 'Available Tours' }).waitFor();
  await availableTours(page).getByRole('heading', { level: 3 }).first().waitFor();
  expect(await availableTours(page).getByRole('heading', { name: title, exact: true }).count()).toBe(0);
});

interface AdminBooking {
  _id: string;
  status: string;
  refund: { amount: number; status: string } | null;
}

test('a tour with a paid booking still to come: ban and delete say what they settle, and deleting cancels and refunds it', async ({ page, site }) => {
  const title = uniqueTitle('Ziro Valley Music Weekend');
  const tour = await createTour(site, await adminToken(site), { title, category: 'adventure', location: 'Ziro, Arunachal Pradesh', pricePerPerson: 9000 });
  const traveller = await createTraveller(site, { firstname: 'Dorjee', lastname: 'Khandu' });
  const bookingId = await bookAndPay(site, traveller, { tourId: tour._id, fullName: 'Dorjee Khandu', phone: '9436012345', bookingDate: dayFromToday(21), numPeople: 2 });
  const sentence = '1 booking still to come: it will be cancelled, ₹18,000 refunded in full, and the traveller told.';

  await openToursPage(page, site);
  await findTour(page, title);
  const card = cardOf(page, title);

  // Ban: no longer at once, since a booking is at stake; the operator reads what it settles and keeps the tour.
  await card.getByRole('button', { name: `Ban ${title}`, exact: true }).click();
  const banDialog = page.getByRole('dialog', { name: 'Ban this tour?' });
  await banDialog.getByRole('alert').getByText(sentence, { exact: true }).waitFor();
  await banDialog.getByRole('button', { name: 'Cancel 1 booking and ban', exact: true }).waitFor();
  await screenshot(page, 'admin-tours-ban-settles');
  await page.setViewportSize(phone);
  await screenshot(page, 'admin-tours-ban-settles');
  await page.setViewportSize(desktop);
  await banDialog.getByRole('button', { name: 'Keep it' }).click();
  await banDialog.waitFor({ state: 'detached' });
  await card.getByText('active', { exact: true }).waitFor();

  // Delete: the dialog says the same, and its button names the cancel.
  await card.getByRole('button', { name: `Delete ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this tour?' });
  await dialog.getByRole('alert').getByText(sentence, { exact: true }).waitFor();
  expect(await dialog.getByRole('button', { name: 'Delete tour', exact: true }).count()).toBe(0);
  await screenshot(page, 'admin-tours-delete-settles');
  await page.setViewportSize(phone);
  await screenshot(page, 'admin-tours-delete-settles');
  await page.setViewportSize(desktop);
  await dialog.getByRole('button', { name: 'Cancel 1 booking and delete', exact: true }).click();
  await card.waitFor({ state: 'detached' });
  await seeText(page, 'No tours match your search.');
  expect((await adminTours(site, await adminToken(site))).map((each) => each.title)).not.toContain(title);

  // The booking is cancelled and refunded in full, on the Bookings screen as in the API.
  const bookings = await call<AdminBooking[]>(site, 'GET', '/api/admin/bookings?limit=100', { token: await adminToken(site) });
  expect(bookings.find((booking) => booking._id === bookingId)).toMatchObject({ status: 'canceled', refund: { amount: 18000 } });
  await page.goto('/admindashboard/bookings?view=cards');
  await page.getByRole('heading', { level: 1, name: 'Bookings', exact: true }).waitFor();
  const booking = page.locator('article', { hasText: 'Dorjee Khandu' });
  await booking.getByRole('heading', { name: title, exact: true }).waitFor();
  await booking.getByText('canceled', { exact: true }).waitFor();
  await booking.getByText(/^Refund(ed| pending) · ₹18,000/).waitFor();
});
