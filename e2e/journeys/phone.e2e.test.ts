import { dayFromToday, publicTours, tourByTitle } from '../support/api.ts';
import { chooseTravelDate } from '../support/calendar.ts';
import { longUsDate, rupees } from '../support/expected.ts';
import { screenshot, seeText } from '../support/screens.ts';
import { expect, openContext, phone, signedInTraveller, testOnOwnSite as test } from '../support/test.ts';

// The core traveller journey on a phone (390 × 844, touch): home, the collapsed menu, search, a tour,
// booking and paying through the sandbox dialog, and the new booking in My Bookings. Every screen is
// photographed into e2e/artifacts/390, and none may scroll sideways. On a site of its own: its search
// expects the demo catalogue's one Goa tour, and other journeys add tours in Goa to a shared site.

test('on a phone a traveller finds a tour, books one person, pays and sees the booking pending', async ({ browser, site }) => {
  const context = await openContext(browser, site, { viewport: phone, isMobile: true, hasTouch: true });
  try {
    const tours = await publicTours(site);
    // "goa" finds exactly one demo tour, by its location (Palolem, Goa).
    const found = tours.filter((candidate) => `${candidate.title}|${candidate.location}`.toLowerCase().includes('goa'));
    expect(found).toHaveLength(1);
    const tour = found[0]!;
    const page = await context.newPage();
    const traveller = await signedInTraveller(page, site, { firstname: 'Isha', lastname: 'Menon', phone: '9745012345' });

    // Home: the catalogue is there, the menu is folded away behind a button.
    await page.goto('/login/userdashboard');
    const packages = page.getByRole('region', { name: 'Best Packages' });
    await packages.getByRole('heading', { name: tour.title, exact: true }).waitFor();
    await page.getByRole('link', { name: `Profile of ${traveller.username}` }).waitFor();
    const menu = page.getByRole('navigation', { name: 'Traveller menu' });
    expect(await menu.isVisible()).toBe(false);
    await screenshot(page, 'traveller-home-catalogue');

    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
    await menuButton.tap();
    await menu.getByRole('link', { name: 'My Bookings' }).waitFor();
    for (const item of ['Home', 'Moments', 'My Wishlist', 'My Reviews', 'Profile Settings']) {
      expect(await menu.getByRole('link', { name: item, exact: true }).isVisible()).toBe(true);
    }
    expect(await menu.getByRole('button', { name: 'Log Out' }).isVisible()).toBe(true);
    await screenshot(page, 'traveller-menu-open');
    await page.getByRole('button', { name: 'Close menu' }).tap();
    await menu.waitFor({ state: 'hidden' });

    // Search: only the Goa tour is left.
    await page.getByRole('combobox', { name: 'Search tours' }).tap();
    await page.keyboard.type('goa');
    await expect.poll(async () => packages.getByRole('heading', { level: 3 }).allTextContents()).toEqual([tour.title]);
    // The box's suggestions cover the top of the list: Escape closes them, as a tap elsewhere would.
    await page.keyboard.press('Escape');
    await page.getByRole('listbox', { name: 'Suggestions' }).waitFor({ state: 'hidden' });
    await screenshot(page, 'traveller-home-search');

    await packages.getByRole('link', { name: `Book Now: ${tour.title}` }).tap();
    await page.waitForURL(`**/dashboard/booknow/${tour._id}`);
    await page.getByRole('heading', { level: 1, name: tour.title }).waitFor();
    await screenshot(page, 'tour-detail-reviews');

    // The booking form starts from the profile's name and phone and one person.
    const booking = page.getByRole('form', { name: 'Book this tour' });
    await expect.poll(() => booking.getByLabel('Full name').inputValue()).toBe('Isha Menon');
    expect(await booking.getByLabel('Phone').inputValue()).toBe('9745012345');
    expect(await booking.getByLabel('Number of people').inputValue()).toBe('1');
    const day = dayFromToday(10);
    await chooseTravelDate(booking, day);
    expect(await booking.getByLabel('Total amount').innerText()).toBe(rupees(tour.pricePerPerson));
    await screenshot(page, 'booking-form');

    await booking.getByRole('button', { name: 'Confirm Booking & Pay' }).tap();
    const dialog = page.getByRole('dialog');
    const pay = dialog.getByRole('button', { name: `Pay ${rupees(tour.pricePerPerson)}` });
    await pay.waitFor();
    await screenshot(page, 'booking-sandbox-dialog');
    await pay.tap();

    await seeText(page, 'Payment successful! Your booking is confirmed and saved.');
    await seeText(page, 'Booking created successfully and approval is pending');
    const paid = booking.getByRole('button', { name: 'Payment Successful!' });
    expect(await paid.isDisabled()).toBe(true);
    await screenshot(page, 'booking-paid');

    // My Bookings: the new booking, waiting for an administrator.
    await page.getByRole('link', { name: 'Go to My Bookings' }).tap();
    await page.waitForURL('**/login/userdashboard/mybookings');
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: tour.title }) });
    await card.waitFor();
    await card.getByText('pending', { exact: true }).waitFor();
    await card.getByText(longUsDate(day), { exact: true }).waitFor();
    await card.getByText('1 person', { exact: true }).waitFor();
    await card.getByText(rupees(tour.pricePerPerson), { exact: true }).waitFor();
    await screenshot(page, 'my-bookings-pending');
  } finally {
    await context.close();
  }
});

test('a seeded tour page shows what a traveller decides on, and on a phone a bar with the price books it', async ({ browser, site, page }) => {
  const tour = tourByTitle(await publicTours(site), 'Hampta Pass Trek');
  await signedInTraveller(page, site);
  await page.goto(`/dashboard/booknow/${tour._id}`);
  await page.getByRole('heading', { level: 1, name: tour.title }).waitFor();

  // h1, then an h2 per section (the booking panel and the reviews have theirs too).
  await page.getByRole('heading', { level: 2, name: 'Highlights' }).waitFor();
  const sections = await page.getByRole('heading', { level: 2 }).allTextContents();
  expect(sections.slice(0, 5)).toEqual(['Highlights', 'Itinerary', "What's included", 'Meeting point', 'Gallery']);
  const itinerary = page.getByRole('region', { name: 'Itinerary' });
  expect(await itinerary.getByRole('listitem').count()).toBe(6);
  await itinerary.getByRole('heading', { level: 3, name: /Over Hampta Pass to Shea Goru/ }).waitFor();
  await page.getByText('Manali Mall Road, outside the Himachal Tourism (HPTDC) office').waitFor();
  // Length, group size and the cancellation rule beside the price, in the booking panel.
  const panel = page.locator('#book');
  await panel.getByText('6 days · groups of up to 12').waitFor();
  await panel.getByText(/Free cancellation/).waitFor();
  // On a wide screen the booking panel is in view: no bar.
  expect(await page.getByRole('region', { name: 'Price and booking' }).isVisible()).toBe(false);

  // The gallery opens larger from the keyboard and closes with Escape.
  await page.getByRole('button', { name: `Open ${tour.title}: picture 1 of 2` }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('dialog', { name: 'Picture 1 of 2' }).waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await screenshot(page, 'tour-page-details');

  const context = await openContext(browser, site, { viewport: phone, isMobile: true, hasTouch: true });
  try {
    const phonePage = await context.newPage();
    await signedInTraveller(phonePage, site);
    await phonePage.goto(`/dashboard/booknow/${tour._id}`);
    const bar = phonePage.getByRole('region', { name: 'Price and booking' });
    await bar.getByText(rupees(tour.pricePerPerson)).waitFor();
    const barBox = (await bar.boundingBox())!;
    expect(barBox.y + barBox.height).toBeCloseTo(phone.height, 0);
    expect(await phonePage.locator('#book').isVisible()).toBe(true);
    expect(await phonePage.locator('#book').evaluate((panel) => panel.getBoundingClientRect().top > window.innerHeight)).toBe(true);
    await screenshot(phonePage, 'tour-page-book-bar');

    await bar.getByRole('button', { name: 'Book' }).tap();
    // The booking panel scrolls into view and its first field takes focus.
    await expect.poll(() => phonePage.locator('#book').evaluate((panel) => panel.getBoundingClientRect().top < window.innerHeight / 2)).toBe(true);
    expect(await phonePage.getByRole('textbox', { name: 'Full name' }).evaluate((field) => field === document.activeElement)).toBe(true);
    // With the panel on screen the bar steps aside, so it covers neither the calendar nor Pay.
    await bar.waitFor({ state: 'detached' });
  } finally {
    await context.close();
  }
});
