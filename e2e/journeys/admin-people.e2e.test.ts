import type { Page } from 'playwright-core';
import { adminToken, bookAndPay, call, createTraveller, dayFromToday, publicTours, tourByTitle, type Traveller } from '../support/api.ts';
import { longUsDate, rupees } from '../support/expected.ts';
import { screenshot, seeText } from '../support/screens.ts';
import type { Site } from '../support/server.ts';
import { desktop, expect, phone, signIn, testOnOwnSite as test } from '../support/test.ts';

// The administrator looks after people: the travellers' table, their reviews, and their bookings
// (accept, cancel with a refund, delete).
//
// The users, reviews and bookings lists are checked against everything the site holds: these journeys run
// on a site of their own.

async function openAdminPage(page: Page, site: Site, path: string, heading: string): Promise<void> {
  await signIn(page, await adminToken(site));
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
}

const tourNamed = async (site: Site, title: string) => tourByTitle(await publicTours(site), title);
const containing = (text: string, query: string) => text.toLowerCase().includes(query.trim().toLowerCase());

/** Answers the next confirmation dialog of the page (ours, not the browser's) with its destructive button. */
async function confirmWith(page: Page, title: string, button: string): Promise<void> {
  await page.getByRole('dialog', { name: title }).getByRole('button', { name: button, exact: true }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

interface AdminUser {
  firstname: string;
  lastname: string;
  username: string;
  email: string;
}

test('the users table lists every traveller with their bookings and reviews, searches them and deletes one', async ({ page, site }) => {
  const kavya = await createTraveller(site, { firstname: 'Kavya', lastname: 'Raghunathan', phone: '9812345670' });
  const [houseboat, hampi] = [await tourNamed(site, 'Alleppey Houseboat Cruise'), await tourNamed(site, 'Ruins of Hampi')];
  await bookAndPay(site, kavya, { tourId: houseboat._id, fullName: 'Kavya Raghunathan', phone: kavya.phone, bookingDate: dayFromToday(15), numPeople: 2 });
  await call(site, 'POST', '/api/user/reviews', { token: kavya.token, body: { tourId: hampi._id, rating: 5, comment: 'Boulders, temples and a coracle ride.' } });
  const leaving = await createTraveller(site, { firstname: 'Tenzin', lastname: 'Dorje' });

  await openAdminPage(page, site, '/admindashboard/users', 'Users');
  const table = page.getByRole('table', { name: 'Travellers' });
  // The table replaces a loading state once the travellers have arrived.
  await table.waitFor();
  const headers = await table.getByRole('columnheader').allTextContents();
  expect(headers).toEqual(['First Name', 'Last Name', 'Username', 'Email', 'Phone', 'Gender', 'Bookings', 'Reviews', 'Action']);

  const rowOf = (traveller: Traveller) => table.getByRole('row').filter({ hasText: `@${traveller.username}` });
  await rowOf(kavya).waitFor();
  const cells = await rowOf(kavya).getByRole('cell').allTextContents();
  expect(cells).toEqual(['Kavya', 'Raghunathan', `@${kavya.username}`, kavya.email, '9812345670', 'Female', '1', '1', 'RecordDelete']);
  await screenshot(page, 'admin-users-table');

  // The search looks in the full name, the username and the email, ignoring case.
  const { users } = await call<{ users: AdminUser[] }>(site, 'GET', '/api/admin/users?limit=100', { token: await adminToken(site) });
  const shownUsernames = async () => (await table.getByRole('row').evaluateAll((rows) => rows.slice(1).map((row) => (row as HTMLTableRowElement).cells[2]?.textContent ?? ''))).toSorted();
  const search = page.getByRole('searchbox', { name: 'Search users' });
  for (const query of ['kavya raghunathan', kavya.username.toUpperCase(), kavya.email]) {
    const expected = users
      .filter((user) => [`${user.firstname} ${user.lastname}`, user.username, user.email].some((text) => containing(text, query)))
      .map((user) => `@${user.username}`);
    expect(expected, `travellers matching ${query}`).toContain(`@${kavya.username}`);
    expect(expected.length).toBeLessThan(users.length);
    await search.fill(query);
    await expect.poll(shownUsernames).toEqual(expected.toSorted());
  }

  await search.fill('nobody goes by this name');
  await table.getByRole('cell', { name: 'No users found.' }).waitFor();

  await search.fill(leaving.username);
  await rowOf(leaving).getByRole('button', { name: `Delete ${leaving.username}` }).click();
  await confirmWith(page, 'Delete this user?', 'Delete user');
  await table.getByRole('cell', { name: 'No users found.' }).waitFor();
  const after = await call<{ users: AdminUser[] }>(site, 'GET', '/api/admin/users?limit=100', { token: await adminToken(site) });
  expect(after.users.map((user) => user.username)).not.toContain(leaving.username);
  expect(after.users.map((user) => user.username)).toContain(kavya.username);
});

test('deleting a traveller with a paid booking still to come says what it settles, then cancels and refunds it', async ({ page, site }) => {
  const rohan = await createTraveller(site, { firstname: 'Rohan', lastname: 'Mehta' });
  const hampi = await tourNamed(site, 'Ruins of Hampi');
  const bookingId = await bookAndPay(site, rohan, { tourId: hampi._id, fullName: 'Rohan Mehta', phone: '9820098200', bookingDate: dayFromToday(18), numPeople: 2 });
  const paid = rupees(hampi.pricePerPerson * 2);

  await openAdminPage(page, site, '/admindashboard/users', 'Users');
  const table = page.getByRole('table', { name: 'Travellers' });
  await page.getByRole('searchbox', { name: 'Search users' }).fill(rohan.username);
  const row = table.getByRole('row').filter({ hasText: `@${rohan.username}` });
  await row.getByRole('button', { name: `Delete ${rohan.username}` }).click();

  const dialog = page.getByRole('dialog', { name: 'Delete this user?' });
  await dialog.getByRole('alert').getByText(`1 booking still to come: it will be cancelled, ${paid} refunded in full, and the traveller told.`, { exact: true }).waitFor();
  await dialog.getByText('Rohan Mehta', { exact: true }).waitFor();
  expect(await dialog.getByRole('button', { name: 'Delete user', exact: true }).count()).toBe(0);
  await screenshot(page, 'admin-users-delete-settles');
  await page.setViewportSize(phone);
  await screenshot(page, 'admin-users-delete-settles');
  await page.setViewportSize(desktop);
  await confirmWith(page, 'Delete this user?', 'Cancel 1 booking and delete');
  await table.getByRole('cell', { name: 'No users found.' }).waitFor();

  // The booking stays on record, cancelled and refunded in full, with its account gone.
  const bookings = await call<AdminBooking[]>(site, 'GET', '/api/admin/bookings?limit=100', { token: await adminToken(site) });
  expect(bookings.find((booking) => booking._id === bookingId)).toMatchObject({ status: 'canceled', refund: { amount: hampi.pricePerPerson * 2 } });
  await page.goto('/admindashboard/bookings?view=cards');
  const card = page.locator('article', { hasText: 'Rohan Mehta' });
  await card.getByText('canceled', { exact: true }).waitFor();
  await card.getByText('Deleted account', { exact: true }).waitFor();
  await card.getByText(new RegExp(`^Refund(ed| pending) · ${paid}`)).waitFor();
});

interface AdminReview {
  username: string;
  tourName: string;
}

test('the reviews list shows who reviewed which tour, searches by username or tour, and deletes a review', async ({ page, site }) => {
  const reviewer = await createTraveller(site, { firstname: 'Ishaan', lastname: 'Bhatt' });
  const [hampi, taj] = [await tourNamed(site, 'Ruins of Hampi'), await tourNamed(site, 'Taj Mahal at Sunrise')];
  const hampiComment = 'Climbed Matanga Hill for the sunrise over the Vittala temple.';
  const tajComment = 'Crowded by seven, but the first light on the marble was worth it.';
  await call(site, 'POST', '/api/user/reviews', { token: reviewer.token, body: { tourId: hampi._id, rating: 4, comment: hampiComment } });
  await call(site, 'POST', '/api/user/reviews', { token: reviewer.token, body: { tourId: taj._id, rating: 5, comment: tajComment } });

  await openAdminPage(page, site, '/admindashboard/reviews', 'Reviews');
  const reviewOf = (comment: string) => page.locator('article', { hasText: comment });
  const hampiReview = reviewOf(hampiComment);
  await hampiReview.waitFor();
  await hampiReview.getByText(`@${reviewer.username}`, { exact: true }).waitFor();
  await hampiReview.getByText('Ruins of Hampi', { exact: true }).waitFor();
  await hampiReview.getByRole('img', { name: 'Rated 4 out of 5' }).waitFor();
  await reviewOf(tajComment).getByRole('img', { name: 'Rated 5 out of 5' }).waitFor();
  await screenshot(page, 'admin-reviews-list');

  const reviews = await call<AdminReview[]>(site, 'GET', '/api/admin/reviews?limit=100', { token: await adminToken(site) });
  const search = page.getByRole('searchbox', { name: 'Search reviews' });
  const shown = () => page.locator('article').count();
  // By username: this traveller's two reviews only.
  await search.fill(reviewer.username.toUpperCase());
  await expect.poll(shown).toBe(2);
  await reviewOf(hampiComment).waitFor();
  await reviewOf(tajComment).waitFor();
  // By tour name: every review of Hampi (the demo travellers' too), none of the Taj.
  await search.fill('ruins of hampi');
  const ofHampi = reviews.filter((review) => containing(review.tourName, 'ruins of hampi') || containing(review.username, 'ruins of hampi'));
  expect(ofHampi.length).toBeLessThan(reviews.length);
  await expect.poll(shown).toBe(ofHampi.length);
  await reviewOf(hampiComment).waitFor();
  expect(await reviewOf(tajComment).count()).toBe(0);

  await search.fill('no tour or traveller is called this');
  await seeText(page, 'No reviews match your search.');

  await search.fill(reviewer.username);
  await reviewOf(hampiComment).getByRole('button', { name: `Delete ${reviewer.username}'s review` }).click();
  await confirmWith(page, 'Delete this review?', 'Delete review');
  await reviewOf(hampiComment).waitFor({ state: 'detached' });
  await reviewOf(tajComment).waitFor();
  const left = await call<(AdminReview & { comment: string })[]>(site, 'GET', '/api/admin/reviews?limit=100', { token: await adminToken(site) });
  expect(left.map((review) => review.comment)).not.toContain(hampiComment);
});

interface AdminBooking {
  _id: string;
  fullName: string;
  status: string;
  refund: { amount: number } | null;
  tour: { title: string; location: string };
}

test('the bookings cards filter by tour, name or place; pending ones are accepted, bookings canceled, refunded ones deleted', async ({ page, site }) => {
  const [houseboat, hampi, taj] = [
    await tourNamed(site, 'Alleppey Houseboat Cruise'),
    await tourNamed(site, 'Ruins of Hampi'),
    await tourNamed(site, 'Taj Mahal at Sunrise'),
  ];
  const ananya = { traveller: await createTraveller(site), tour: houseboat, fullName: 'Ananya Rao', phone: '9845012345', day: dayFromToday(20), people: 2 };
  const vikram = { traveller: await createTraveller(site), tour: hampi, fullName: 'Vikram Shetty', phone: '9900112233', day: dayFromToday(25), people: 3 };
  const farah = { traveller: await createTraveller(site), tour: taj, fullName: 'Farah Khan', phone: '9123456780', day: dayFromToday(30), people: 1 };
  for (const { traveller, tour, fullName, phone, day, people } of [ananya, vikram, farah]) {
    await bookAndPay(site, traveller, { tourId: tour._id, fullName, phone, bookingDate: day, numPeople: people });
  }

  await openAdminPage(page, site, '/admindashboard/bookings?view=cards', 'Bookings');
  const cardOf = (fullName: string) => page.locator('article', { hasText: fullName });
  const card = cardOf(ananya.fullName);
  await card.waitFor();
  await card.getByRole('heading', { name: houseboat.title, exact: true }).waitFor();
  for (const text of ['pending', ananya.fullName, ananya.phone, longUsDate(ananya.day), '2', rupees(houseboat.pricePerPerson * 2), houseboat.location]) {
    await card.getByText(text, { exact: true }).waitFor();
  }
  await screenshot(page, 'admin-bookings-cards');

  // The Filter dropdown chooses the field the search looks in.
  const bookings = await call<AdminBooking[]>(site, 'GET', '/api/admin/bookings?limit=100', { token: await adminToken(site) });
  const shownNames = async () =>
    (await page.locator('article').evaluateAll((cards) => cards.map((card) => Array.from(card.querySelectorAll('dt')).find((term) => term.textContent === 'Name')?.nextElementSibling?.textContent ?? ''))).toSorted();
  const filters = [
    { label: 'Tour Title', searchbox: 'Search by tour title', query: 'HAMPI', field: (booking: AdminBooking) => booking.tour.title },
    { label: 'Full Name', searchbox: 'Search by full name', query: 'farah', field: (booking: AdminBooking) => booking.fullName },
    { label: 'Location', searchbox: 'Search by location', query: 'kerala', field: (booking: AdminBooking) => booking.tour.location },
  ];
  for (const { label, searchbox, query, field } of filters) {
    await page.getByRole('combobox', { name: 'Filter' }).selectOption({ label });
    await page.getByRole('searchbox', { name: searchbox }).fill(query);
    const expected = bookings.filter((booking) => containing(field(booking), query)).map((booking) => booking.fullName);
    expect(expected.length, `bookings matching ${label} ${query}`).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(bookings.length);
    await expect.poll(shownNames).toEqual(expected.toSorted());
    await page.getByRole('searchbox', { name: searchbox }).fill('');
  }
  // A location search does not look at names: 'Ananya' is nobody's place.
  await page.getByRole('searchbox', { name: 'Search by location' }).fill('Ananya');
  await seeText(page, 'No bookings found!');
  await page.getByRole('searchbox', { name: 'Search by location' }).fill('');

  // Accept: pending becomes booked; it can still be cancelled, and not deleted while it holds the money.
  await card.getByRole('button', { name: `Accept ${ananya.fullName}'s booking` }).click();
  await card.getByText('booked', { exact: true }).waitFor();
  expect(await card.getByRole('button', { name: /^Accept / }).count()).toBe(0);
  await card.getByRole('button', { name: `Cancel ${ananya.fullName}'s booking` }).waitFor();
  // A paid booking still holding the money offers no Delete.
  expect(await cardOf(vikram.fullName).getByRole('button', { name: /^Delete / }).count()).toBe(0);

  // Cancel: pending becomes canceled (and refunded); then it can be deleted.
  const cancelled = cardOf(farah.fullName);
  await cancelled.getByRole('button', { name: `Cancel ${farah.fullName}'s booking` }).click();
  await confirmWith(page, 'Cancel this booking?', 'Cancel booking');
  await cancelled.getByText('canceled', { exact: true }).waitFor();
  expect(await cancelled.getByRole('button', { name: /^(Accept|Cancel) / }).count()).toBe(0);
  await cancelled.getByRole('button', { name: `Delete ${farah.fullName}'s booking` }).click();
  await confirmWith(page, 'Delete this booking?', 'Delete booking');
  await cancelled.waitFor({ state: 'detached' });
  const left = await call<AdminBooking[]>(site, 'GET', '/api/admin/bookings?limit=100', { token: await adminToken(site) });
  expect(left.map((booking) => booking.fullName)).not.toContain(farah.fullName);
  expect(left.map((booking) => booking.fullName)).toContain(ananya.fullName);
});
