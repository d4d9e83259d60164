import { adminToken, bookAndPay, call, createTraveller, dayFromToday, publicTours } from '../support/api.ts';
import { rupees } from '../support/expected.ts';
import { screenshot } from '../support/screens.ts';
import { openContext, signIn, test } from '../support/test.ts';

// The operator changes a booking the traveller has already had confirmed: cancels it from its card,
// choosing the refund after reading what each choice gives, and the traveller sees it cancelled and
// refunded on My Bookings; or reduces its party after reading the quote, and the traveller sees the
// smaller party, its new total and the refund of the difference. The site is shared with other files: this journey books its own traveller
// on a demo tour of its own (the fifth by title) on a date of its own.

/** A text as a regular expression that matches only itself. */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('the operator cancels an accepted booking with a full refund, and the traveller sees it cancelled and refunded', async ({ page, site, browser }) => {
  const tours = (await publicTours(site)).toSorted((a, b) => a.title.localeCompare(b.title));
  const tour = tours[4]!;
  const traveller = await createTraveller(site, { firstname: 'Nandini', lastname: 'Pillai' });
  const fullName = 'Nandini Pillai';
  const bookingId = await bookAndPay(site, traveller, { tourId: tour._id, fullName, phone: traveller.phone, bookingDate: dayFromToday(23), numPeople: 2 });
  await call(site, 'PUT', `/api/admin/bookings/${bookingId}/status`, { token: await adminToken(site), body: { status: 'booked' } });
  const paid = rupees(tour.pricePerPerson * 2);

  await signIn(page, await adminToken(site));
  await page.goto('/admindashboard/bookings?view=cards');
  await page.getByRole('heading', { level: 1, name: 'Bookings', exact: true }).waitFor();
  const card = page.getByRole('article').filter({ hasText: fullName });
  await card.getByText('booked', { exact: true }).waitFor();

  await card.getByRole('button', { name: `Cancel ${fullName}'s booking` }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
  const full = dialog.getByRole('radio', { name: `Full refund: ${paid}` });
  await full.waitFor();
  await dialog.getByRole('radio', { name: /^By the cancellation policy: / }).waitFor();
  if (!(await full.isChecked())) throw new Error('The full refund is not the first choice.');
  await screenshot(page, 'admin-booking-cancel-refund-choice');
  await dialog.getByRole('button', { name: 'Cancel booking', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });

  await page.getByText(`Booking cancelled. ${paid} is being refunded.`, { exact: true }).waitFor();
  await card.getByText('canceled', { exact: true }).waitFor();
  await card.getByText(new RegExp(`^Refund(ed| pending) · ${literally(paid)}`)).waitFor();
  await card.getByRole('button', { name: `Delete ${fullName}'s booking` }).waitFor();

  const travellerContext = await openContext(browser, site);
  try {
    const travellerPage = await travellerContext.newPage();
    await signIn(travellerPage, traveller.token);
    await travellerPage.goto('/login/userdashboard/mybookings');
    await travellerPage.getByRole('heading', { level: 1, name: 'My Bookings' }).waitFor();
    const mine = travellerPage.getByRole('article').filter({ has: travellerPage.getByRole('heading', { name: tour.title, exact: true }) });
    await mine.getByText('canceled', { exact: true }).waitFor();
    // The card says it twice: in its badge and in its refund line.
    await mine.getByText(new RegExp(`^(Refunded ${literally(paid)}|Refund of ${literally(paid)} in progress)$`)).first().waitFor();
    await screenshot(travellerPage, 'my-bookings-cancelled-by-operator');
  } finally {
    await travellerContext.close();
  }
});

test('the operator reduces a party after reading the quote, and the traveller sees the smaller party and its refund', async ({ page, site, browser }) => {
  const tours = (await publicTours(site)).toSorted((a, b) => a.title.localeCompare(b.title));
  const tour = tours[4]!;
  const traveller = await createTraveller(site, { firstname: 'Farhan', lastname: 'Qureshi' });
  const fullName = 'Farhan Qureshi';
  const bookingId = await bookAndPay(site, traveller, { tourId: tour._id, fullName, phone: traveller.phone, bookingDate: dayFromToday(24), numPeople: 3 });
  await call(site, 'PUT', `/api/admin/bookings/${bookingId}/status`, { token: await adminToken(site), body: { status: 'booked' } });
  const refund = rupees(tour.pricePerPerson * 2);
  const newTotal = rupees(tour.pricePerPerson);

  await signIn(page, await adminToken(site));
  await page.goto('/admindashboard/bookings?view=cards');
  await page.getByRole('heading', { level: 1, name: 'Bookings', exact: true }).waitFor();
  const card = page.getByRole('article').filter({ hasText: fullName });
  await card.getByText('booked', { exact: true }).waitFor();

  await card.getByRole('button', { name: `Change party of ${fullName}'s booking` }).click();
  const dialog = page.getByRole('dialog', { name: 'Change the party' });
  const people = dialog.getByLabel('People');
  await people.fill('1');
  await dialog.getByText(`${refund} goes back to the traveller's original payment.`, { exact: true }).waitFor();
  await dialog.getByText(new RegExp(`^New total ${literally(newTotal)}`)).waitFor();
  await screenshot(page, 'admin-booking-change-party-quote');
  await dialog.getByRole('button', { name: 'Change party', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });

  await page.getByText(`Party changed from 3 people to 1 person. The new total is ${newTotal}.`, { exact: true }).waitFor();
  await card.getByText(new RegExp(`^Refund(ed| pending) · ${literally(refund)} \\(smaller party, online\\)$`)).waitFor();

  const travellerContext = await openContext(browser, site);
  try {
    const travellerPage = await travellerContext.newPage();
    await signIn(travellerPage, traveller.token);
    await travellerPage.goto('/login/userdashboard/mybookings');
    await travellerPage.getByRole('heading', { level: 1, name: 'My Bookings' }).waitFor();
    const mine = travellerPage.getByRole('article').filter({ has: travellerPage.getByRole('heading', { name: tour.title, exact: true }) });
    await mine.getByText('1 person', { exact: true }).waitFor();
    await mine.getByText(newTotal, { exact: true }).waitFor();
    await mine.getByText(new RegExp(`^${literally(refund)} (refunded|is being refunded) for the smaller party\\.$`)).waitFor();
    await screenshot(travellerPage, 'my-bookings-party-reduced');
  } finally {
    await travellerContext.close();
  }
});
