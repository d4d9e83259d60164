import type { Locator, Page } from 'playwright-core';
import { adminToken, call, createTraveller, publicTours, tourByTitle, type TourSummary } from '../support/api.ts';
import { colourOf } from '../support/colours.ts';
import { rupees } from '../support/expected.ts';
import { holdRequests } from '../support/network.ts';
import { imageShown, screenshot, seeText } from '../support/screens.ts';
import { expect, openContext, signedInTraveller, signIn, test } from '../support/test.ts';
import { unique } from '../support/unique.ts';

// A signed-in traveller: home, search, hearts and wishlist, a category page, a tour's page with its
// reviews, My Reviews, and the profile. Each test signs in its own new traveller (through the API).

/** The tour card (list item) in `list` whose heading is exactly `title`. */
const cardOf = (page: Page, list: Locator, title: string) =>
  list.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** The tour titles a search for `text` should find: title or location contains it, ignoring case. */
const matching = (tours: TourSummary[], text: string) =>
  tours
    .filter((tour) => tour.title.toLowerCase().includes(text) || tour.location.toLowerCase().includes(text))
    .map((tour) => tour.title)
    .toSorted();

test('home shows the search box, who is signed in, the menu, Popular Destinations and Best Packages', async ({ page, site }) => {
  const traveller = await signedInTraveller(page, site);
  const tours = await publicTours(site);
  await page.goto('/login/userdashboard');

  await page.getByRole('combobox', { name: 'Search tours' }).waitFor();
  const chip = page.getByRole('link', { name: `Profile of ${traveller.username}` });
  await chip.waitFor();
  expect((await chip.innerText()).replace('Profile of', '').replace(/\s+/g, '')).toBe(`${traveller.username[0]!.toUpperCase()}${traveller.username}`);
  expect(await chip.getAttribute('href')).toBe('/login/userdashboard/userprofile');

  const menu = page.getByRole('navigation', { name: 'Traveller menu' });
  const items = {
    Home: '/login/userdashboard',
    Moments: '/moments',
    'My Bookings': '/login/userdashboard/mybookings',
    'My Wishlist': '/login/userdashboard/wishlist',
    'My Reviews': '/login/dashboard/myreviews',
    'Profile Settings': '/login/userdashboard/userprofile',
  };
  // In the spec's order, with Log Out last.
  const labels = await menu.locator('a, button').evaluateAll((elements) => elements.map((element) => element.textContent!.replace(/^[^A-Za-z]+/, '').trim()));
  expect(labels.slice(-7)).toEqual([...Object.keys(items), 'Log Out']);
  for (const [name, href] of Object.entries(items)) expect(await menu.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(href);

  const popular = page.getByRole('region', { name: 'Popular Destinations' });
  const ratings = { Adventure: '4\\.8', Religious: '4\\.8', 'Historical and Cultural': '4\\.7', Romantic: '4\\.4' };
  for (const [name, rating] of Object.entries(ratings)) {
    await popular.getByRole('link', { name: new RegExp(`^${name}\\s*${rating} out of 5$`) }).waitFor();
  }

  // Every tour of the catalogue: title, rupee price, picture, heart and Book Now.
  const packages = page.getByRole('region', { name: 'Best Packages' });
  await cardOf(page, packages, tours[0]!.title).waitFor();
  expect(await packages.getByRole('listitem').count()).toBe(tours.length);
  for (const tour of tours) {
    const card = cardOf(page, packages, tour.title);
    await card.getByText(rupees(tour.pricePerPerson), { exact: true }).waitFor();
    expect(await card.getByRole('img', { name: tour.title }).count()).toBe(1);
    expect(await card.getByRole('button', { name: `Add ${tour.title} to wishlist` }).getAttribute('aria-pressed')).toBe('false');
    expect(await card.getByRole('link', { name: /Book Now/ }).getAttribute('href')).toBe(`/dashboard/booknow/${tour._id}`);
  }
  await screenshot(page, 'traveller-home-catalogue');
});

test('search narrows the packages with every keystroke, by title or location, and clearing it brings them all back', async ({ page, site }) => {
  await signedInTraveller(page, site);
  const tours = await publicTours(site);
  const searched: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/user/dashboard/search') searched.push(url.searchParams.get('query')!);
  });
  await page.goto('/login/userdashboard');
  const packages = page.getByRole('region', { name: 'Best Packages' });
  const shownTitles = async () => (await packages.getByRole('heading', { level: 3 }).allTextContents()).toSorted();
  await expect.poll(shownTitles).toEqual(tours.map((tour) => tour.title).toSorted());

  // "goa" matches a location only (Palolem, Goa); "go" also a title (Golden Temple…); "g" many more.
  const box = page.getByRole('combobox', { name: 'Search tours' });
  await box.click();
  const counts: number[] = [];
  for (const typed of ['g', 'go', 'goa']) {
    await page.keyboard.type(typed.at(-1)!);
    const expected = matching(tours, typed);
    await expect.poll(shownTitles, { message: `results for "${typed}"` }).toEqual(expected);
    counts.push(expected.length);
  }
  expect(counts[0]).toBeGreaterThan(counts[1]!);
  expect(counts[1]).toBeGreaterThan(counts[2]!);
  expect(searched).toEqual(['g', 'go', 'goa']);
  await screenshot(page, 'traveller-home-search');

  await box.fill('');
  await expect.poll(shownTitles).toEqual(tours.map((tour) => tour.title).toSorted());
});

test('the heart fills only once the wishlist call succeeds, and empties again when pressed', async ({ page, site }) => {
  const traveller = await signedInTraveller(page, site);
  const tours = await publicTours(site);
  const tour = tourByTitle(tours, 'Munnar Tea Hills');
  await page.goto('/login/userdashboard');
  const heart = cardOf(page, page.getByRole('region', { name: 'Best Packages' }), tour.title).getByRole('button', { name: `Add ${tour.title} to wishlist` });
  await heart.waitFor();
  expect(await heart.getAttribute('aria-pressed')).toBe('false');
  expect(await heart.locator('path').getAttribute('fill')).toBe('none');

  // Hold the add call at the network to look at the heart while it is under way.
  const adding = await holdRequests(page, '**/api/user/dashboard/wishlist/add');
  await heart.click();
  await adding.reached;
  expect(await heart.getAttribute('aria-pressed'), 'the heart while the call is under way').toBe('false');
  expect(await heart.locator('path').getAttribute('fill')).toBe('none');

  adding.release();
  await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
  expect(await heart.locator('path').getAttribute('fill')).toBe('currentColor');
  const saved = await call<{ wishlist: { _id: string }[] }>(site, 'GET', '/api/user/dashboard/wishlist', { token: traveller.token });
  expect(saved.wishlist.map((item) => item._id)).toEqual([tour._id]);
  await screenshot(page, 'traveller-home-hearted');

  await heart.click();
  await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('false');
  expect(await heart.locator('path').getAttribute('fill')).toBe('none');
  const after = await call<{ wishlist: unknown[] }>(site, 'GET', '/api/user/dashboard/wishlist', { token: traveller.token });
  expect(after.wishlist).toEqual([]);
});

test('My Wishlist lists the hearted tour with Book Now and a remove icon; removing the last one says the wishlist is waiting', async ({ page, site }) => {
  await signedInTraveller(page, site);
  const tour = tourByTitle(await publicTours(site), 'Shikara Rides on Dal Lake');
  await page.goto('/login/userdashboard');
  const heart = page.getByRole('button', { name: `Add ${tour.title} to wishlist` });
  await heart.click();
  await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');

  await page.getByRole('navigation', { name: 'Traveller menu' }).getByRole('link', { name: 'My Wishlist' }).click();
  await page.waitForURL('**/login/userdashboard/wishlist');
  await page.getByRole('heading', { level: 1, name: 'My Wishlist' }).waitFor();
  const card = cardOf(page, page.getByRole('main'), tour.title);
  await card.waitFor();
  expect(await card.getByRole('img', { name: tour.title }).count()).toBe(1);
  expect((await card.locator('p').filter({ hasText: /per person$/ }).innerText()).replace(/\s+/g, ' ')).toBe(`${rupees(tour.pricePerPerson)} per person`);
  expect(await card.getByRole('link', { name: /Book Now/ }).getAttribute('href')).toBe(`/dashboard/booknow/${tour._id}`);
  await screenshot(page, 'wishlist-saved-tour');

  // Book Now opens the tour's page.
  await card.getByRole('link', { name: /Book Now/ }).click();
  await page.waitForURL(`**/dashboard/booknow/${tour._id}`);
  await page.getByRole('heading', { level: 1, name: tour.title }).waitFor();
  await page.goBack();

  await card.getByRole('button', { name: `Remove ${tour.title} from wishlist` }).click();
  await page.getByRole('heading', { name: 'Your Wishlist is Waiting!' }).waitFor();
  expect(await page.getByRole('heading', { name: tour.title, exact: true }).count()).toBe(0);
  await screenshot(page, 'wishlist-empty');

  await page.getByRole('link', { name: 'Explore Destination' }).click();
  await page.waitForURL((url) => url.pathname === '/login/userdashboard');
  await page.getByRole('region', { name: 'Best Packages' }).waitFor();
});

test('both wishlist addresses show the same saved tours', async ({ page, site }) => {
  const traveller = await signedInTraveller(page, site);
  const tours = await publicTours(site);
  const saved = [tourByTitle(tours, 'Udaipur, City of Lakes'), tourByTitle(tours, 'Kedarnath Yatra')];
  for (const tour of saved) await call(site, 'POST', '/api/user/dashboard/wishlist/add', { token: traveller.token, body: { tourId: tour._id } });

  for (const address of ['/login/userdashboard/wishlist', '/login/userdashboard/wishlistfull']) {
    await page.goto(address);
    const main = page.getByRole('main');
    for (const tour of saved) await cardOf(page, main, tour.title).waitFor();
    expect(await main.getByRole('listitem').count()).toBe(saved.length);
  }
});

test('a signed-in category page links Home, My Wishlist and My Bookings, lists its tours and Book Now opens the tour', async ({ page, site }) => {
  await signedInTraveller(page, site);
  const tours = await publicTours(site);
  const pages = [
    { path: '/userdashboard/adventuretours', category: 'adventure', heading: 'Adventure Tours' },
    { path: '/userdashboard/religioustours', category: 'religious', heading: 'Religious Tours' },
    { path: '/userdashboard/historicaltours', category: 'historical & cultural', heading: 'Historical and Cultural Tours' },
    { path: '/userdashboard/romantictours', category: 'romantic', heading: 'Romantic Tours' },
  ];
  for (const { path, category, heading } of pages) {
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Main' });
    const links = { Home: '/login/userdashboard', 'My Wishlist': '/login/userdashboard/wishlistfull', 'My Bookings': '/login/userdashboard/mybookings' };
    for (const [name, href] of Object.entries(links)) expect(await nav.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(href);

    const inCategory = tours.filter((tour) => tour.category === category);
    expect(inCategory.length, `demo tours in ${category}`).toBeGreaterThan(0);
    const main = page.getByRole('main');
    await cardOf(page, main, inCategory[0]!.title).waitFor();
    expect(await main.getByRole('listitem').count()).toBe(inCategory.length);
    for (const tour of inCategory) {
      const card = cardOf(page, main, tour.title);
      await card.getByText(rupees(tour.pricePerPerson), { exact: true }).waitFor();
      // Only the adventure cards say where the tour goes (spec §2).
      expect(await card.getByText(tour.location, { exact: true }).count()).toBe(category === 'adventure' ? 1 : 0);
    }
    await screenshot(page, `traveller-${path.split('/').pop()}`);
  }

  // From the last list (romantic), Book Now opens that tour's page.
  const romantic = tours.filter((tour) => tour.category === 'romantic');
  await cardOf(page, page.getByRole('main'), romantic[0]!.title).getByRole('link', { name: /Book Now/ }).click();
  await page.waitForURL(`**/dashboard/booknow/${romantic[0]!._id}`);
  await page.getByRole('heading', { level: 1, name: romantic[0]!.title }).waitFor();
});

test("a tour's page shows Back, Home, My Bookings, its picture, title, location, description, price per person and reviews with their count", async ({ page, site }) => {
  const traveller = await signedInTraveller(page, site);
  const summary = tourByTitle(await publicTours(site), 'Ruins of Hampi');
  const tour = await call<TourSummary & { description: string }>(site, 'GET', `/api/user/tours/${summary._id}`, { token: traveller.token });
  const { reviews } = await call<{ reviews: { comment: string }[] }>(site, 'GET', `/api/user/tours/${tour._id}/reviews`, { token: traveller.token });
  expect(reviews.length, 'demo reviews of Hampi').toBeGreaterThan(0);

  // Arrive from home, so Back has somewhere to go.
  await page.goto('/login/userdashboard');
  await page.getByRole('link', { name: `Book Now: ${tour.title}` }).click();
  await page.waitForURL(`**/dashboard/booknow/${tour._id}`);

  const nav = page.getByRole('navigation', { name: 'Tour page' });
  await nav.getByRole('button', { name: /Back/ }).waitFor();
  expect(await nav.getByRole('link', { name: 'Home', exact: true }).getAttribute('href')).toBe('/login/userdashboard');
  expect(await nav.getByRole('link', { name: 'My Bookings', exact: true }).getAttribute('href')).toBe('/login/userdashboard/mybookings');

  await page.getByRole('heading', { level: 1, name: tour.title }).waitFor();
  const picture = page.getByRole('main').getByRole('img', { name: tour.title, exact: true });
  await expect.poll(() => imageShown(picture)).toBe(true);
  await seeText(page, tour.location);
  await seeText(page, tour.description);
  const price = page.getByText('Price per person', { exact: true }).locator('..');
  // The price, then what it buys: the length and group size.
  expect((await price.innerText()).replace(/\s+/g, ' ')).toMatch(new RegExp(`^Price per person ${rupees(tour.pricePerPerson)} \\d+ days? · groups of up to \\d+`));

  await page.getByRole('heading', { name: `Reviews (${reviews.length})` }).waitFor();
  for (const review of reviews) await seeText(page, review.comment);
  await screenshot(page, 'tour-detail-reviews');

  await nav.getByRole('button', { name: /Back/ }).click();
  await page.waitForURL((url) => url.pathname === '/login/userdashboard');
});

test('a review needs stars and a comment; once posted it takes the place of the form, is edited, answered by the operator, and deleted', async ({ page, site, browser }) => {
  const traveller = await signedInTraveller(page, site, { firstname: 'Nandini', lastname: 'Rao' });
  const tour = tourByTitle(await publicTours(site), 'Temples of Khajuraho');
  const before = (await call<{ reviews: unknown[] }>(site, 'GET', `/api/user/tours/${tour._id}/reviews`, { token: traveller.token })).reviews.length;
  await page.goto(`/dashboard/booknow/${tour._id}`);
  await page.getByRole('heading', { name: `Reviews (${before})` }).waitFor();

  const form = page.getByRole('form', { name: 'Write a review' });
  const submit = form.getByRole('button', { name: 'Submit Review' });
  await submit.click();
  await form.getByText('Please provide a star rating.', { exact: true }).waitFor();

  await form.locator('label').filter({ hasText: '4 stars' }).click();
  expect(await form.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true);
  await form.getByLabel('Your review').fill('   ');
  await submit.click();
  await form.getByText('Comment is required.', { exact: true }).waitFor();
  await screenshot(page, 'tour-detail-review-invalid');

  const comment = 'The guide made every carving tell a story. Go early, before the heat.';
  await form.getByLabel('Your review').fill(comment);
  await submit.click();
  await page.getByRole('heading', { name: `Reviews (${before + 1})` }).waitFor();
  const listed = page.getByRole('listitem').filter({ hasText: comment });
  await listed.getByText('Nandini Rao', { exact: true }).waitFor();
  expect(await listed.getByRole('img', { name: 'Rated 4 out of 5' }).count()).toBe(1);

  // The form gives way to the traveller's own review, with Edit and Delete: no second review to refuse.
  const own = page.getByRole('region', { name: 'Your review' });
  await own.getByText('Review submitted successfully.', { exact: true }).waitFor();
  await own.getByText(comment, { exact: true }).waitFor();
  expect(await form.count()).toBe(0);
  expect(await page.getByText('You have already reviewed this tour.').count()).toBe(0);
  await screenshot(page, 'tour-detail-reviewed');

  await own.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('form', { name: 'Edit your review' });
  expect(await edit.getByLabel('Your review').inputValue()).toBe(comment);
  await edit.locator('label').filter({ hasText: '5 stars' }).click();
  const edited = 'Every carving told a story. Go at sunrise, before the heat.';
  await edit.getByLabel('Your review').fill(edited);
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await own.getByText('Review updated.', { exact: true }).waitFor();
  const listedEdited = page.getByRole('listitem').filter({ hasText: edited });
  await listedEdited.getByRole('img', { name: 'Rated 5 out of 5' }).waitFor();
  await page.getByRole('heading', { name: `Reviews (${before + 1})` }).waitFor();

  // The operator answers on the admin Reviews screen, in a window of their own.
  const operator = await openContext(browser, site);
  try {
    const admin = await operator.newPage();
    await signIn(admin, await adminToken(site));
    await admin.goto('/admindashboard/reviews');
    await admin.getByRole('searchbox', { name: 'Search reviews' }).fill(traveller.username);
    await admin.getByRole('button', { name: `Reply to ${traveller.username}` }).click();
    await admin.getByLabel('Your reply (shown on the tour page)').fill('Thank you, Nandini! Sunrise is our favourite hour there too.');
    await admin.getByRole('button', { name: 'Post reply' }).click();
    await admin.getByRole('button', { name: `Edit the reply to ${traveller.username}` }).waitFor();
    await screenshot(admin, 'admin-review-replied');
  } finally {
    await operator.close();
  }

  await page.reload();
  const answered = page.getByRole('listitem').filter({ hasText: edited });
  await answered.getByText('Thank you, Nandini! Sunrise is our favourite hour there too.', { exact: true }).waitFor();
  await answered.getByText('Reply from the operator', { exact: false }).waitFor();
  await screenshot(page, 'tour-detail-review-answered');

  await own.getByRole('button', { name: 'Delete' }).click();
  await own.getByRole('button', { name: 'Delete review' }).click();
  await page.getByRole('form', { name: 'Write a review' }).waitFor();
  await page.getByRole('heading', { name: `Reviews (${before})` }).waitFor();
  expect(await page.getByText(edited).count()).toBe(0);
});

test('My Reviews shows each review with the tour, the comment and the rating out of 5', async ({ page, site }) => {
  const traveller = await signedInTraveller(page, site);
  const summary = tourByTitle(await publicTours(site), 'Mysuru Palace and Dasara');
  const tour = await call<TourSummary & { description: string }>(site, 'GET', `/api/user/tours/${summary._id}`, { token: traveller.token });
  const comment = 'The palace lit up at night is worth the crowds.';
  await call(site, 'POST', '/api/user/reviews', { token: traveller.token, body: { tourId: tour._id, rating: 4, comment } });

  await page.goto('/login/userdashboard');
  await page.getByRole('navigation', { name: 'Traveller menu' }).getByRole('link', { name: 'My Reviews' }).click();
  await page.waitForURL('**/login/dashboard/myreviews');
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: tour.title }) });
  await card.waitFor();
  await card.getByText(tour.location, { exact: true }).waitFor();
  await card.getByText(tour.description, { exact: true }).waitFor();
  expect(await card.getByRole('img', { name: tour.title }).count()).toBe(1);
  await card.getByText(`“${comment}”`, { exact: true }).waitFor();
  expect(await card.getByRole('img', { name: 'Rated 4 out of 5' }).count()).toBe(1);
  expect(await card.getByText('4/5', { exact: true }).isVisible()).toBe(true);
  await screenshot(page, 'my-reviews-card');
});

test('a traveller who has written no reviews sees "No Reviews Found" on My Reviews', async ({ page, site }) => {
  await signedInTraveller(page, site);
  await page.goto('/login/dashboard/myreviews');
  await page.getByRole('heading', { level: 1, name: 'My Reviews' }).waitFor();
  await seeText(page, 'No Reviews Found');
  await screenshot(page, 'my-reviews-empty');
});

test('the profile shows every detail with the password masked, and Edit Profile saves new details', async ({ page, site }) => {
  const traveller = await signedInTraveller(page, site, { firstname: 'Farah', lastname: 'Khan', phone: '9123456780' });
  await page.goto('/login/userdashboard');
  await page.getByRole('link', { name: `Profile of ${traveller.username}` }).click();
  await page.waitForURL('**/login/userdashboard/userprofile');

  const details = page.getByRole('main').locator('dl');
  const rows = async () =>
    details.locator('dt').evaluateAll((terms) => terms.map((term) => [term.textContent, (term.nextElementSibling as HTMLElement).innerText.trim()]));
  await details.waitFor();
  const shown = await rows();
  expect(shown.slice(0, 6)).toEqual([
    ['First Name', 'Farah'],
    ['Last Name', 'Khan'],
    ['Username', traveller.username],
    ['Mobile Number', '9123456780'],
    ['Gender', 'Female'],
    ['Email', traveller.email],
  ]);
  expect(shown[6]![0]).toBe('Password');
  expect(await details.getByText('••••••••', { exact: true }).isVisible()).toBe(true);
  expect(await page.getByText(traveller.password).count()).toBe(0);
  await page.getByRole('button', { name: 'Back' }).waitFor();
  await screenshot(page, 'profile-details');

  await page.getByRole('link', { name: 'Edit Profile' }).click();
  await page.waitForURL('**/login/userdashboard/userprofile/useredit');
  const username = `farah_${unique()}`;
  await page.getByLabel('First Name').fill('Farhana');
  await page.getByLabel('Last Name').fill('Qureshi');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Phone').fill('9000011111');
  await page.getByRole('button', { name: 'Back' }).waitFor();
  await page.getByRole('button', { name: 'Save Changes' }).click();

  const saved = page.getByRole('status').filter({ hasText: 'Profile updated successfully!' });
  await saved.waitFor();
  expect(await saved.textContent()).toBe('Profile updated successfully!');
  expect(await colourOf(saved, 'text'), 'the colour of the success message').toBe('green');
  // The header already shows the new username.
  await page.getByRole('link', { name: `Profile of ${username}` }).waitFor();
  await screenshot(page, 'profile-edit-saved');

  await page.getByRole('navigation', { name: 'Traveller menu' }).getByRole('link', { name: 'Profile Settings' }).click();
  await page.waitForURL('**/login/userdashboard/userprofile');
  await expect.poll(async () => (await rows()).slice(0, 4)).toEqual([
    ['First Name', 'Farhana'],
    ['Last Name', 'Qureshi'],
    ['Username', username],
    ['Mobile Number', '9000011111'],
  ]);
});

test("saving a username another traveller has says 'Error updating profile. Please try again.' in red", async ({ page, site }) => {
  const traveller = await signedInTraveller(page, site);
  const other = await createTraveller(site);
  await page.goto('/login/userdashboard/userprofile/useredit');
  const field = page.getByLabel('Username');
  await expect.poll(() => field.inputValue()).toBe(traveller.username);
  await field.fill(other.username);
  await page.getByRole('button', { name: 'Save Changes' }).click();

  const alert = page.getByRole('alert');
  await alert.waitFor();
  // The spec's sentence, then the server's reason.
  expect((await alert.innerText()).split('\n')).toEqual(['Error updating profile. Please try again.', 'This username is already taken.']);
  expect(await colourOf(alert, 'text'), 'the colour of the error').toBe('red');
  await screenshot(page, 'profile-edit-error');

  // Nothing changed on the server.
  const profile = await call<{ username: string }>(site, 'GET', '/api/user/profile', { token: traveller.token });
  expect(profile.username).toBe(traveller.username);
});

test("a tour id that names no tour says 'Tour not found.'", async ({ page, site }) => {
  await signedInTraveller(page, site);
  await page.goto('/dashboard/booknow/7d4f0c52-3b9e-4c1a-9f5e-2a6b8c0d1e3f');
  await seeText(page, 'Tour not found.');
  await screenshot(page, 'tour-not-found');
});
