import { call, createTraveller, dayFromToday, publicTours, type TourSummary } from '../support/api.ts';
import { chooseTravelDate, monthHeading } from '../support/calendar.ts';
import { longUsDate } from '../support/expected.ts';
import { unique } from '../support/unique.ts';
import { screenshot, seeText } from '../support/screens.ts';
import { jpegSize, metaContent } from '../support/link-preview.ts';
import { expect, openContext, phone, signedInTraveller, test } from '../support/test.ts';

// A visitor (not signed in): the landing page, Popular Destinations, the four public category pages,
// and Book Now asking them to log in.
test('the landing page shows every section, with links to destinations, explore, contact, login and signup', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const links = { Home: '/', Destinations: '/destinations', Explore: '#explore', Contact: '/contact', Login: '/login', Signup: '/signup' };
  for (const [name, href] of Object.entries(links)) {
    expect(await nav.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(href);
  }
  await seeText(page, 'Travel with purpose, Make a difference in the world');
  const video = page.locator('video').first();
  expect(await video.evaluate((element: HTMLVideoElement) => element.muted && element.loop)).toBe(true);

  await page.getByRole('heading', { name: 'Top Values for You' }).waitFor();
  for (const value of ['Lots of Choices', 'Best Your Guide', 'Easy For Booking']) {
    await page.getByRole('heading', { name: value }).waitFor();
  }
  // The sections the page's anchors point at (the footer keeps its spec id, contact).
  for (const id of ['destinations', 'explore', 'contact']) expect(await page.locator(`#${id}`).count()).toBe(1);

  const topDestinations = page.locator('section', { has: page.getByRole('heading', { name: 'Explore Top Destinations' }) });
  const categoryTargets = ['/destinations/adventure', '/destinations/religious', '/destinations/romantic', '/destinations/historical'];
  const hrefs = await topDestinations.getByRole('link').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
  expect(hrefs.toSorted()).toEqual(categoryTargets.toSorted());

  expect(await page.getByRole('link', { name: 'View More' }).getAttribute('href')).toBe('/login');
  expect(await page.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/login');
  const footer = page.getByRole('contentinfo');
  for (const column of ['About', 'Company', 'Support', 'Get in Touch']) await footer.getByRole('heading', { name: column }).waitFor();
  expect(await footer.getByLabel('Email address').getAttribute('type')).toBe('email');
  await screenshot(page, 'landing');

  // Contact opens the Contact page itself, with its form.
  await nav.getByRole('link', { name: 'Contact', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/contact');
  await page.getByRole('button', { name: 'Send message' }).waitFor();
});

test('Popular Destinations shows the four rated categories and the catalogue; Book Now asks to log in', async ({ page, site }) => {
  const tours = await publicTours(site);
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Destinations', exact: true }).click();
  await page.waitForURL('**/destinations');

  const tiles = page.getByRole('region', { name: 'Tour categories' });
  const ratings = { Adventure: '4\\.8', Religious: '4\\.8', 'Historical and Cultural': '4\\.7', Romantic: '4\\.4' };
  for (const [name, rating] of Object.entries(ratings)) {
    await tiles.getByRole('link', { name: new RegExp(`^${name}\\s*Rated ${rating}$`) }).waitFor();
  }
  const packages = page.getByRole('region', { name: 'Best Packages' });
  await packages.getByRole('heading', { name: tours[0]!.title }).waitFor();
  expect(await page.locator('video:visible').count()).toBe(2);
  await screenshot(page, 'destinations');

  await packages.getByRole('link', { name: /Book Now/ }).first().click();
  await page.waitForURL((url) => url.pathname === '/login');
  await page.getByRole('button', { name: 'Login' }).waitFor();
});

test('each public category page lists its tours; Book Now there asks the visitor to log in and then opens that tour', async ({ page, site }) => {
  const tours = await publicTours(site);
  const pages = [
    { path: '/destinations/adventure', category: 'adventure', heading: 'Adventure Tours' },
    { path: '/destinations/religious', category: 'religious', heading: 'Religious Tours' },
    { path: '/destinations/historical', category: 'historical & cultural', heading: /Historical/ },
    { path: '/destinations/romantic', category: 'romantic', heading: 'Romantic Tours' },
  ];
  for (const { path, category, heading } of pages) {
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    const inCategory = tours.filter((tour) => tour.category === category);
    expect(inCategory.length, `demo tours in ${category}`).toBeGreaterThan(0);
    for (const tour of inCategory) await page.getByRole('heading', { name: tour.title, exact: true }).waitFor();
    const others = tours.find((tour) => tour.category !== category)!;
    expect(await page.getByRole('heading', { name: others.title, exact: true }).count()).toBe(0);
    await screenshot(page, `public-${path.split('/').pop()}`);
  }

  // The romantic page is the last one open: its first tour is the one the visitor chose.
  const chosen = tours.find((tour) => tour.category === 'romantic')!;
  await page.getByRole('link', { name: `Book Now: ${chosen.title}` }).click();
  await page.waitForURL((url) => url.pathname === '/login');

  // A new visitor follows "Create an account"; after signing up they are on the tour they chose.
  const suffix = unique();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.waitForURL((url) => url.pathname === '/signup');
  await page.getByLabel('First name').fill('Kavya');
  await page.getByLabel('Last name').fill('Rao');
  await page.getByLabel('Username').fill(`kavya_${suffix}`);
  await page.getByLabel('Email').fill(`kavya.${suffix}@example.in`);
  await page.getByLabel('Phone').fill('9876543210');
  await page.getByLabel('Gender').selectOption('Female');
  await page.getByLabel('Password', { exact: true }).fill('kavya-travels-1');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL(`**/dashboard/booknow/${chosen._id}`);
  await page.getByRole('heading', { level: 1, name: chosen.title }).waitFor();

  // Back on the landing page, the signed-in traveller sees their name and My Bookings, not Login and Signup.
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Kavya', exact: true }).waitFor();
  expect(await nav.getByRole('link', { name: 'My Bookings' }).getAttribute('href')).toBe('/login/userdashboard/mybookings');
  expect(await nav.getByRole('link', { name: 'Login', exact: true }).count()).toBe(0);
});

test("a visitor opens a tour's public page from Destinations, shares it (its link previews with the tour), signs up and lands on its booking form", async ({ page, context, site }) => {
  const [tour] = await publicTours(site);
  await page.goto('/destinations');
  const packages = page.getByRole('region', { name: 'Best Packages' });
  await packages.getByRole('heading', { name: tour!.title, exact: true }).getByRole('link').click();
  await page.waitForURL((url) => url.pathname.startsWith(`/tours/${tour!._id}/`));
  await page.getByRole('heading', { level: 1, name: tour!.title }).waitFor();
  await page.getByRole('heading', { name: 'Dates and seats' }).waitFor();
  await page.getByRole('grid').and(page.locator('[aria-busy="false"]')).waitFor();
  await screenshot(page, 'public-tour');

  // Share: this Chromium has no share sheet, so the link is copied.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Share' }).click();
  await seeText(page, 'Link copied. Paste it anywhere to share this tour.');
  const shared = await page.evaluate(() => navigator.clipboard.readText());
  expect(new URL(shared).pathname).toBe(new URL(page.url()).pathname);

  // Pasted into a chat: the app fetches the address without running any script and reads its head…
  const preview = await fetch(shared, { headers: { 'user-agent': 'WhatsApp/2.24', accept: 'text/html' } });
  expect(preview.status).toBe(200);
  const html = await preview.text();
  expect(metaContent(html, 'og:title')).toBe(tour!.title);
  expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
  // …then the picture it names: a JPEG of 1200 × 630.
  const picture = await fetch(metaContent(html, 'og:image')!);
  expect(picture.status).toBe(200);
  expect(picture.headers.get('content-type')).toBe('image/jpeg');
  expect(jpegSize(new Uint8Array(await picture.arrayBuffer()))).toEqual({ width: 1200, height: 630 });

  // The visitor picks a date next month or later and one more adult before Book: all of it is on the booking form after signing up.
  const { dates } = await call<{ dates: { date: string; status: string }[] }>(site, 'GET', `/api/routes/tours/${tour!._id}/availability?from=${dayFromToday(35)}&days=30`);
  const travelDate = dates.find((day) => day.status === 'available')!.date;
  await chooseTravelDate(page.locator('main'), travelDate);
  await page.getByRole('button', { name: 'More: Adult' }).click();

  // Book asks the visitor to log in, saying why; they sign up instead and land on the tour's booking form.
  await page.getByRole('link', { name: 'Book', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next')?.startsWith(`/dashboard/booknow/${tour!._id}?`) === true);
  await seeText(page, 'Log in or sign up to book this tour. We will take you straight to its booking form.');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.waitForURL((url) => url.pathname === '/signup');
  await seeText(page, 'Log in or sign up to book this tour. We will take you straight to its booking form.');
  const suffix = unique();
  await page.getByLabel('First name').fill('Meera');
  await page.getByLabel('Last name').fill('Iyer');
  await page.getByLabel('Username').fill(`meera_${suffix}`);
  await page.getByLabel('Email').fill(`meera.${suffix}@example.in`);
  await page.getByLabel('Phone').fill('9876543210');
  await page.getByLabel('Gender').selectOption('Female');
  await page.getByLabel('Password', { exact: true }).fill('meera-travels-1');
  await seeText(page, 'This is the last step: Next creates your account and takes you back to your booking.');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL((url) => url.pathname === `/dashboard/booknow/${tour!._id}` && url.searchParams.get('date') === travelDate);
  const form = page.getByRole('form', { name: 'Book this tour' });
  await form.getByRole('grid', { name: monthHeading(travelDate) }).waitFor();
  await form.getByText(new RegExp(`^\\w+, ${longUsDate(travelDate)}$`)).waitFor();
  // Two adults: counted by type on a tour with children's prices, else the number of people.
  const byType = (await form.getByLabel('Adult count').count()) > 0;
  if (byType) await expect.poll(() => form.getByLabel('Adult count').textContent()).toBe('2');
  else await expect.poll(() => form.getByLabel('Number of people').inputValue()).toBe('2');
  await screenshot(page, 'booking-form-after-signup');
});

test('a signed-in traveller on Destinations books without seeing the login page, and the header knows them', async ({ page, site }) => {
  const traveller = await signedInTraveller(page, site, { firstname: 'Rohan' });
  const [tour] = await publicTours(site);
  const pathsSeen: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) pathsSeen.push(new URL(frame.url()).pathname);
  });
  await page.goto('/destinations');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: traveller.firstname, exact: true }).waitFor();
  expect(await nav.getByRole('link', { name: 'My Bookings' }).getAttribute('href')).toBe('/login/userdashboard/mybookings');
  await page.getByRole('link', { name: `Book Now: ${tour!.title}` }).click();
  await page.waitForURL(`**/dashboard/booknow/${tour!._id}`);
  await page.getByRole('heading', { name: 'Book this tour' }).waitFor();
  expect(pathsSeen).not.toContain('/login');
});

test('a visitor who opens a signed-in page logs in and is back on that page', async ({ page, site }) => {
  const traveller = await createTraveller(site);
  await page.goto('/login/userdashboard/mybookings');
  await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === '/login/userdashboard/mybookings');
  await page.getByLabel('Email').fill(traveller.email);
  await page.getByLabel('Password').fill(traveller.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/login/userdashboard/mybookings');
});

test('a filtered, sorted list of Destinations is shared by its address, and a reload keeps it', async ({ page, site, browser }) => {
  // What the API answers for the same filters: the page must show exactly these, in this order.
  const expected = await call<TourSummary[]>(site, 'GET', '/api/routes/destinations?state=Rajasthan&maxPrice=100000&sort=price_asc');
  expect(expected.length, 'demo tours in Rajasthan under ₹1,00,000').toBeGreaterThan(1);
  const titles = expected.map((tour) => tour.title);

  await page.goto('/destinations');
  const packages = page.getByRole('region', { name: 'Best Packages' });
  await packages.getByLabel('State').selectOption('Rajasthan');
  await packages.getByLabel('Max price (₹)').fill('100000');
  await packages.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
  const shownTitles = (where: typeof page) => where.getByRole('region', { name: 'Best Packages' }).getByRole('heading', { level: 3 }).allTextContents();
  await expect.poll(() => shownTitles(page)).toEqual(titles);
  const address = page.url();
  expect(new URL(address).search).toBe('?state=Rajasthan&maxPrice=100000&sort=price_asc');

  // Someone else opens the shared address in their own browser.
  const friend = await openContext(browser, site);
  try {
    const shared = await friend.newPage();
    await shared.goto(address);
    const theirs = shared.getByRole('region', { name: 'Best Packages' });
    await expect.poll(() => shownTitles(shared)).toEqual(titles);
    expect(await theirs.getByLabel('State').inputValue()).toBe('Rajasthan');
    expect(await theirs.getByLabel('Max price (₹)').inputValue()).toBe('100000');
    expect(await theirs.getByLabel('Sort by').inputValue()).toBe('price_asc');
  } finally {
    await friend.close();
  }

  await page.reload();
  await expect.poll(() => shownTitles(page)).toEqual(titles);
  expect(await packages.getByLabel('State').inputValue()).toBe('Rajasthan');
  expect(await packages.getByLabel('Sort by').inputValue()).toBe('price_asc');
  await screenshot(page, 'destinations-filtered');
});

test("the footer's Help, Cancellations, Privacy, Terms and Contact pages open, and the contact form reaches the operator", async ({ page, site }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const pages: [string, string, string][] = [
    ['Help centre', '/help', 'Tickets and check-in'],
    ['Cancellations', '/cancellation-policy', 'When the operator cancels'],
    ['Privacy', '/privacy', 'Deleting your account'],
    ['Terms', '/terms', 'Terms of use'],
  ];
  for (const [link, path, heading] of pages) {
    await page.goto('/');
    await footer.getByRole('link', { name: link, exact: true }).click();
    await page.waitForURL((url) => url.pathname === path);
    await page.getByRole('heading', { name: heading }).waitFor();
  }
  const policy = await call<{ policy: string }>(site, 'GET', '/api/routes/cancellation-policy');
  await page.goto('/cancellation-policy');
  await seeText(page, policy.policy);

  await page.goto('/');
  await footer.getByRole('link', { name: 'Contact us' }).first().click();
  await page.waitForURL((url) => url.pathname === '/contact');
  const sender = `visitor-${unique()}@example.com`;
  await page.getByLabel('Your name').fill('Meera Visitor');
  await page.getByLabel('Your email').fill(sender);
  await page.getByLabel('Message').fill('Is the Spiti tour suitable for a 10-year-old?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await seeText(page, 'Thank you. Your message is on its way to us, and we will answer by email.');
  await screenshot(page, 'contact-sent');
});

test('on a phone a search from the landing hero shows its results and their count first; a suggestion chosen with the keyboard leads to its page', async ({ browser, site }) => {
  const context = await openContext(browser, site, { viewport: phone, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Search tours' });
    await box.fill('Kerala');
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/destinations' && url.searchParams.get('q') === 'Kerala');
    const results = page.getByRole('region', { name: 'Tours for “Kerala”' });
    // The demo catalogue's Kerala tours: the Alleppey houseboat and Munnar's tea hills.
    await results.getByText('2 tours found').waitFor();
    const first = results.getByRole('heading', { name: /Alleppey Houseboat Cruise|Munnar Tea Hills/ }).first();
    await first.waitFor();
    // Results first: the first tour's title is on the first screen of a phone, not below the categories.
    const top = await first.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    expect(top).toBeLessThan(phone.height);
    const categories = await page.getByRole('region', { name: 'Tour categories' }).evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    expect(categories).toBeGreaterThan(top);
    await screenshot(page, 'phone-search-results');

    // Typing a place with a typo, the keyboard picks the place from the suggestions.
    await page.goto('/');
    await box.fill('rishikes');
    const place = page.getByRole('option', { name: /Place.*Rishikesh/ });
    await place.waitFor();
    await box.press('ArrowDown');
    expect(await box.getAttribute('aria-activedescendant')).toBe(await page.getByRole('option').first().getAttribute('id'));
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/destinations' && url.searchParams.get('q') === 'Rishikesh');
    await page.getByRole('region', { name: 'Tours for “Rishikesh”' }).getByRole('heading', { name: 'White-Water Rafting on the Ganga' }).waitFor();
  } finally {
    await context.close();
  }
});
