import { paymentMessages } from '@yatrika/contract/payment-messages';
import type { Locator, Page } from 'playwright-core';
import {
  adminToken,
  bookAndPay,
  call,
  createTraveller,
  dayFromToday,
  paymentRecord,
  payWithoutBooking,
  reconcileNow,
  type TourSummary,
  type Traveller,
} from '../support/api.ts';
import { chooseTravelDate } from '../support/calendar.ts';
import { colourOf } from '../support/colours.ts';
import { collectDialogs } from '../support/dialogs.ts';
import { indiaDayMonthYear, longUsDate, rupees } from '../support/expected.ts';
import { holdRequests, requestsTo } from '../support/network.ts';
import type { Site } from '../support/server.ts';
import { screenshot, seeText } from '../support/screens.ts';
import { desktop, expect, phone, signedInTraveller, testOnOwnSite as test } from '../support/test.ts';

// A signed-in traveller books a tour and pays in the sandbox checkout (SPEC §4 payment flow, §5 booking
// validation, §8 payment messages), then manages the booking on My Bookings: cancel with refund, the
// packing guide once an administrator has accepted it, and what became of a payment that made no booking
// (the administrator's part, accepting and reconciling, done through the API: the admin screens are
// tested elsewhere).
//
// A reconciliation run settles every unbooked payment on the site, and one journey counts what it did:
// these journeys run on a site of their own.

// A decline in plain words first; the spec's line with the provider's codes follows as a detail for support.
const PAYMENT_DECLINED = paymentMessages.declined;

/**
 * The most expensive demo tour (so the total runs into tens of thousands), or the nth most expensive,
 * of those that run all year: the journeys book dates in the coming weeks, whatever the month.
 */
async function pricyTour(site: Site, rank = 0): Promise<TourSummary> {
  const tours = await call<(TourSummary & { schedule: { seasons: unknown[] } })[]>(site, 'GET', '/api/routes/destinations');
  return tours.filter((tour) => tour.schedule.seasons.length === 0).toSorted((a, b) => b.pricePerPerson - a.pricePerPerson)[rank]!;
}

async function openBookingForm(page: Page, tour: TourSummary): Promise<Locator> {
  await page.goto(`/dashboard/booknow/${tour._id}`);
  await page.getByRole('heading', { level: 1, name: tour.title }).waitFor();
  const form = page.getByRole('form', { name: 'Book this tour' });
  await form.waitFor();
  return form;
}

async function fillBooking(form: Locator, details: { fullName: string; phone: string; date: string; people: number }): Promise<void> {
  await form.getByLabel('Full name').fill(details.fullName);
  await form.getByLabel('Phone').fill(details.phone);
  await chooseTravelDate(form, details.date);
  await form.getByLabel('Number of people').fill(String(details.people));
}

/** The site's cancellation policy (its default settings), in the line every screen states it with. */
const POLICY = 'Free cancellation up to 24 hours before the tour starts; no refund after that.';

/** Whether `first` comes before `second` on the page (document order, which is reading order here). */
async function comesBefore(first: Locator, second: Locator): Promise<boolean> {
  const other = await second.elementHandle();
  return first.evaluate((node, later) => Boolean(node.compareDocumentPosition(later!) & Node.DOCUMENT_POSITION_FOLLOWING), other);
}

const sandboxDialog = (page: Page) => page.getByRole('dialog', { name: 'Yatrika' });

/** A new signed-in traveller fills in the booking form for two and presses Pay: answers the form and the open checkout. */
async function openCheckout(page: Page, site: Site, tour: TourSummary, days: number): Promise<{ form: Locator; checkout: Locator }> {
  await signedInTraveller(page, site);
  const form = await openBookingForm(page, tour);
  await fillBooking(form, { fullName: 'Meera Iyer', phone: '9876543210', date: dayFromToday(days), people: 2 });
  await form.getByRole('button', { name: 'Confirm Booking & Pay' }).click();
  return { form, checkout: sandboxDialog(page) };
}

async function openMyBookings(page: Page): Promise<void> {
  await page.goto('/login/userdashboard/mybookings');
  await page.getByRole('heading', { level: 1, name: 'My Bookings' }).waitFor();
}

/** The booking's card on My Bookings, found by its tour's title. */
const bookingCard = (page: Page, title: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** Books through the API (paid, pending) with the details a traveller would type. */
function paidBooking(site: Site, traveller: Traveller, tour: TourSummary, days: number, numPeople = 2): Promise<string> {
  return bookAndPay(site, traveller, {
    tourId: tour._id,
    fullName: `${traveller.firstname} ${traveller.lastname}`,
    phone: traveller.phone,
    bookingDate: dayFromToday(days),
    numPeople,
  });
}

test('a traveller books a tour for two, pays in the checkout, and finds the pending booking on My Bookings', async ({ page, site }) => {
  const traveller = await signedInTraveller(page, site);
  const tour = await pricyTour(site);
  const date = dayFromToday(45);

  const form = await openBookingForm(page, tour);
  await fillBooking(form, { fullName: 'Meera Iyer', phone: '9876543210', date, people: 2 });
  // The live total is price × people.
  expect(await form.getByLabel('Total amount').textContent()).toBe(rupees(tour.pricePerPerson * 2));
  // The cancellation policy is stated before paying, in the server's words, beside the price in the booking
  // panel (on narrow screens, where the panel comes after the description, under the title too).
  expect((await call<{ policy: string }>(site, 'GET', '/api/routes/cancellation-policy')).policy).toBe(POLICY);
  const panelPolicy = form.getByText(POLICY, { exact: true });
  await panelPolicy.waitFor();
  expect(await comesBefore(form.getByText(rupees(tour.pricePerPerson), { exact: true }).first(), panelPolicy)).toBe(true);
  expect(await comesBefore(panelPolicy, form.getByRole('button', { name: 'Confirm Booking & Pay' }))).toBe(true);
  await screenshot(page, 'booking-form');

  // Record every text the button and the message area show, to see the short-lived states too.
  await form.evaluate((node) => {
    const seen: string[] = [];
    (window as unknown as { bookingStates: string[] }).bookingStates = seen;
    const note = () => {
      node.querySelectorAll('button[type="submit"], [role="status"], [role="alert"]').forEach((shown) => {
        // As read out: without the decorative spinner and tick.
        const copy = shown.cloneNode(true) as Element;
        copy.querySelectorAll('[aria-hidden="true"]').forEach((decoration) => decoration.remove());
        const text = copy.textContent?.trim() ?? '';
        if (text && !seen.includes(text)) seen.push(text);
      });
    };
    new MutationObserver(note).observe(node, { subtree: true, childList: true, characterData: true });
  });

  await form.getByRole('button', { name: 'Confirm Booking & Pay' }).click();
  const checkout = sandboxDialog(page);
  await checkout.waitFor();
  // The sandbox asks for price × people; meanwhile the form waits, its button busy.
  await checkout.getByText(rupees(tour.pricePerPerson * 2), { exact: true }).waitFor();
  const busy = form.getByRole('button', { name: 'Processing Payment...' });
  expect(await busy.isDisabled()).toBe(true);
  await screenshot(page, 'booking-sandbox-dialog');

  await checkout.getByRole('button', { name: `Pay ${rupees(tour.pricePerPerson * 2)}` }).click();
  const paid = form.getByRole('button', { name: 'Payment Successful!' });
  await paid.waitFor();
  expect(await paid.isDisabled()).toBe(true);
  await seeText(page, 'Payment successful! Your booking is confirmed and saved.');
  await seeText(page, 'Booking created successfully and approval is pending');
  // One confirmation, with the reference the booking answers and what happens next.
  const [made] = (await call<{ bookings: { _id: string; reference: string }[] }>(site, 'GET', '/api/user/bookings', { token: traveller.token })).bookings;
  const confirmation = form.getByRole('region', { name: 'Payment successful! Your booking is confirmed and saved.' });
  await confirmation.getByText(made!.reference, { exact: true }).waitFor();
  await confirmation.getByText(rupees(tour.pricePerPerson * 2), { exact: true }).waitFor();
  await confirmation.getByText(/operator confirms pending bookings within 24 hours/).waitFor();
  expect(await checkout.count()).toBe(0);
  const states = await page.evaluate(() => (window as unknown as { bookingStates: string[] }).bookingStates);
  expect(states).toEqual(
    expect.arrayContaining(['Processing Payment...', 'Payment verified. Finalizing booking...', 'Payment Successful!', 'Payment successful! Your booking is confirmed and saved.']),
  );
  expect(states.indexOf('Processing Payment...')).toBeLessThan(states.indexOf('Payment Successful!'));
  await screenshot(page, 'booking-paid');

  await form.getByRole('link', { name: 'Go to My Bookings' }).click();
  await page.waitForURL('**/login/userdashboard/mybookings');
  // The tour's page (an article headed by the same title) can stay on screen a moment after the address changes.
  await page.getByRole('heading', { level: 1, name: 'My Bookings' }).waitFor();
  const card = bookingCard(page, tour.title);
  await card.waitFor();
  expect(await page.getByRole('article').count()).toBe(1);
  await card.getByText(tour.location, { exact: true }).waitFor();
  await card.getByText(rupees(tour.pricePerPerson * 2), { exact: true }).waitFor();
  await card.getByText(longUsDate(date), { exact: true }).waitFor();
  await card.getByText('2 people', { exact: true }).waitFor();
  const status = card.getByText('pending', { exact: true });
  expect(await colourOf(status, 'background')).toBe('yellow');
  // Pending: not accepted yet, so no packing guide.
  expect(await card.getByRole('button', { name: 'Generate Packing Guide' }).count()).toBe(0);
  // Paid, though pending: said beside the status, with the reference.
  await card.getByText(`Paid ${rupees(tour.pricePerPerson * 2)}`, { exact: true }).waitFor();
  await card.getByText(made!.reference, { exact: true }).waitFor();
  await screenshot(page, 'my-bookings-pending');

  // The booking on its own page: a receipt to print.
  await card.getByRole('link', { name: `Details and receipt for ${made!.reference}` }).click();
  await page.waitForURL(`**/login/userdashboard/mybookings/${made!._id}`);
  await page.getByRole('heading', { level: 1, name: `Booking ${made!.reference}` }).waitFor();
  await page.getByRole('region', { name: 'Payment' }).getByText(rupees(tour.pricePerPerson * 2), { exact: true }).first().waitFor();
  await page.getByRole('button', { name: 'Print receipt' }).waitFor();
  await screenshot(page, 'booking-receipt');
});

test('booking with a field left empty says all fields are required and opens no payment', async ({ page, site }) => {
  await signedInTraveller(page, site);
  const tour = await pricyTour(site, 1);
  const orders = requestsTo(page, '/api/payment/create-order');

  const form = await openBookingForm(page, tour);
  // Everything but the travel date.
  await form.getByLabel('Full name').fill('Meera Iyer');
  await form.getByLabel('Phone').fill('9876543210');
  await form.getByRole('button', { name: 'Confirm Booking & Pay' }).click();
  await form.getByRole('alert').getByText('All booking fields are required.', { exact: true }).waitFor();
  await screenshot(page, 'booking-fields-required');

  // A name cleared away is just as incomplete, even with the date filled in.
  await chooseTravelDate(form, dayFromToday(20));
  await form.getByLabel('Full name').fill('');
  await form.getByRole('button', { name: 'Confirm Booking & Pay' }).click();
  await form.getByRole('alert').getByText('All booking fields are required.', { exact: true }).waitFor();

  expect(await sandboxDialog(page).count()).toBe(0);
  expect(await page.getByRole('dialog').count()).toBe(0);
  expect(orders).toEqual([]);
  expect(await form.getByRole('button', { name: 'Confirm Booking & Pay' }).isEnabled()).toBe(true);
});

test('a payment the bank declines says why, and books nothing', async ({ page, site }) => {
  const tour = await pricyTour(site, 2);
  const { form, checkout } = await openCheckout(page, site, tour, 30);
  await checkout.getByRole('button', { name: 'Fail' }).click();

  await form.getByRole('alert').getByText(PAYMENT_DECLINED).waitFor();
  expect(await form.getByRole('alert').textContent()).toMatch(/^.+Details for support: Payment Failed: .+ \(\w+, \w+\)$/);
  // The traveller may try again: the form is back to its first state.
  await form.getByRole('button', { name: 'Confirm Booking & Pay' }).waitFor();
  await screenshot(page, 'booking-payment-failed');

  // Like the real provider, the dialog stays open after a decline; closing it keeps the reason on screen.
  await checkout.getByRole('button', { name: 'Cancel' }).click();
  await checkout.waitFor({ state: 'detached' });
  expect(await form.getByRole('alert').textContent()).toContain(PAYMENT_DECLINED);

  await openMyBookings(page);
  await seeText(page, 'You have no bookings yet!');
  expect(await bookingCard(page, tour.title).count()).toBe(0);
});

test('closing the checkout without paying says the payment was cancelled, and books nothing', async ({ page, site }) => {
  const tour = await pricyTour(site, 3);
  const { form, checkout } = await openCheckout(page, site, tour, 25);
  await checkout.getByRole('button', { name: 'Cancel' }).click();
  await checkout.waitFor({ state: 'detached' });
  await form.getByRole('alert').getByText('Payment was cancelled.', { exact: true }).waitFor();
  await form.getByRole('button', { name: 'Confirm Booking & Pay' }).waitFor();
  await screenshot(page, 'booking-payment-cancelled');

  // Escape closes the checkout the same way (the message is cleared when the new attempt starts).
  await form.getByRole('button', { name: 'Confirm Booking & Pay' }).click();
  await checkout.waitFor();
  expect(await form.getByRole('alert').count()).toBe(0);
  await page.keyboard.press('Escape');
  await checkout.waitFor({ state: 'detached' });
  await form.getByRole('alert').getByText('Payment was cancelled.', { exact: true }).waitFor();

  await openMyBookings(page);
  await seeText(page, 'You have no bookings yet!');
});

test('a new traveller is told they have no bookings yet', async ({ page, site }) => {
  await signedInTraveller(page, site);
  await openMyBookings(page);
  await seeText(page, 'You have no bookings yet!');
  expect(await page.getByRole('article').count()).toBe(0);
  await screenshot(page, 'my-bookings-empty');
});

test('a traveller cancels a paid booking: the card turns canceled (red) and shows the refund', async ({ page, site }) => {
  const traveller = await signedInTraveller(page, site);
  const tour = await pricyTour(site, 4);
  await paidBooking(site, traveller, tour, 60);
  const total = rupees(tour.pricePerPerson * 2);
  const alerts = collectDialogs(page);

  await openMyBookings(page);
  const card = bookingCard(page, tour.title);
  await card.getByText('pending', { exact: true }).waitFor();
  await card.getByRole('button', { name: 'Cancel Booking' }).click();

  // The app asks first, in its own dialog, and says what comes back (all of it, this far before the date)
  // and the rule that decides it; nothing is cancelled or refunded until the traveller says yes.
  const ask = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await ask.getByText(`You get ${total} back (the full amount) to the way you paid.`, { exact: true }).waitFor();
  await ask.getByText(POLICY, { exact: true }).waitFor();
  expect(await card.getByText('pending', { exact: true }).isVisible()).toBe(true);
  expect(await card.getByText(/Refund/).count()).toBe(0);
  await screenshot(page, 'my-bookings-cancel-dialog');
  // The same dialog on a phone: both its buttons still inside it (the page itself cannot show that it
  // spills over: the dialog sits above the page).
  await page.setViewportSize(phone);
  const dialogBox = (await ask.boundingBox())!;
  for (const name of ['Keep booking', 'Yes, cancel booking']) {
    const box = (await ask.getByRole('button', { name }).boundingBox())!;
    expect(box.x, `${name} starts inside the dialog`).toBeGreaterThanOrEqual(dialogBox.x);
    expect(box.x + box.width, `${name} ends inside the dialog`).toBeLessThanOrEqual(dialogBox.x + dialogBox.width);
  }
  await screenshot(page, 'my-bookings-cancel-dialog');
  await page.setViewportSize(desktop);
  await ask.getByRole('button', { name: 'Yes, cancel booking' }).click();
  await ask.waitFor({ state: 'detached' });

  const cancelled = card.getByText('canceled', { exact: true });
  await cancelled.waitFor();
  expect(await colourOf(cancelled, 'background')).toBe('red');
  await seeText(page, 'Booking cancelled.');
  // Beside the status, and in the refund box with its id.
  await expect.poll(() => card.getByText(`Refunded ${total}`, { exact: true }).count()).toBe(2);
  await card.getByText(/^Refund ID: rfnd_\w+$/).waitFor();
  expect(await card.getByRole('button', { name: 'Cancel Booking' }).count()).toBe(0);
  // No "Failed to cancel booking." alert.
  expect(alerts).toEqual([]);
  await screenshot(page, 'my-bookings-canceled');
});

test('a payment that made no booking is refunded by reconciliation, and My Bookings says so under the cards', async ({ page, site }) => {
  const traveller = await signedInTraveller(page, site);
  const tour = await pricyTour(site, 7);
  await paidBooking(site, traveller, tour, 35);
  // Paid the way the spec's own client can: an order for an amount alone, and then no booking.
  const orderId = await payWithoutBooking(site, traveller, 2500);

  // Until reconciliation settles it, the payment is said to be on its way to a booking or back.
  await openMyBookings(page);
  await bookingCard(page, tour.title).waitFor();
  const payments = page.getByRole('region', { name: 'Payments' });
  const paid = await paymentRecord(site, traveller, orderId);
  expect(paid).toMatchObject({ status: 'paid', amount: 2500, bookingId: null, refund: null });
  const paidOn = `${rupees(2500)} paid on ${indiaDayMonthYear(paid.paidAt!)}`;
  await payments.getByText(`${paidOn} is not a booking yet. We are saving it, or refunding it in full if we cannot.`, { exact: true }).waitFor();

  // An administrator runs reconciliation: no booking details came with the order, so it is refunded in full.
  const summary = await reconcileNow(site);
  expect(summary).toMatchObject({ booked: 0, refundsStarted: 1, refundsAccepted: 1, refundsFailed: 0 });
  const refunded = await paymentRecord(site, traveller, orderId);
  expect(refunded).toMatchObject({ status: 'refunded', bookingId: null, refund: { amount: 2500, status: 'processed', reason: 'no_booking_details' } });
  expect(refunded.paidAt).toBe(paid.paidAt);

  await page.reload();
  await bookingCard(page, tour.title).getByText('pending', { exact: true }).waitFor();
  await payments.getByText(`${paidOn} was refunded: no booking was made with this payment.`, { exact: true }).waitFor();
  expect(await payments.getByText('Payments that did not become a booking, and what happened to the money.', { exact: true }).isVisible()).toBe(true);
  // Under the booking cards, and the booked payment is not repeated there: its card accounts for it.
  expect(await comesBefore(bookingCard(page, tour.title), payments)).toBe(true);
  expect(await payments.getByRole('listitem').count()).toBe(1);
  await screenshot(page, 'my-bookings-refunded-payment');
});

test('once accepted, a booking offers a packing guide that opens in a dialog; a pending one does not', async ({ page, site }) => {
  const traveller = await signedInTraveller(page, site);
  const accepted = await pricyTour(site, 5);
  const waiting = await pricyTour(site, 6);
  const bookingId = await paidBooking(site, traveller, accepted, 40);
  await paidBooking(site, traveller, waiting, 50);
  await call(site, 'PUT', `/api/admin/bookings/${bookingId}/status`, { token: await adminToken(site), body: { status: 'booked' } });

  // Holds the guide's request until the busy button has been seen.
  const guideRequest = await holdRequests(page, '**/generate-packing-guide');

  await openMyBookings(page);
  const card = bookingCard(page, accepted.title);
  const booked = card.getByText('booked', { exact: true });
  await booked.waitFor();
  expect(await colourOf(booked, 'background')).toBe('green');
  const pending = bookingCard(page, waiting.title);
  await pending.getByText('pending', { exact: true }).waitFor();
  expect(await pending.getByRole('button', { name: /Packing Guide/ }).count()).toBe(0);

  await card.getByRole('button', { name: 'Generate Packing Guide' }).click();
  const generating = card.getByRole('button', { name: 'Generating Guide...' });
  await generating.waitFor();
  expect(await generating.isDisabled()).toBe(true);
  guideRequest.release();

  const guide = page.getByRole('dialog', { name: 'Your Personalized Packing Guide' });
  await guide.getByRole('heading', { name: `Packing guide: ${accepted.title}` }).waitFor();
  // The markdown arrives as sections with headings, not as raw "#" text.
  await guide.getByRole('heading', { name: 'Weather to expect' }).waitFor();
  await guide.getByRole('heading', { name: 'Clothing', exact: true }).waitFor();
  expect(await guide.getByRole('listitem').count()).toBeGreaterThan(5);
  expect(await guide.getByText(/^#/).count()).toBe(0);
  await screenshot(page, 'packing-guide-modal');
  await guide.getByRole('button', { name: 'Close' }).click();
  await guide.waitFor({ state: 'detached' });

  // The guide is kept: the card now offers to view it, and Escape closes it too.
  await card.getByRole('button', { name: 'View Packing Guide' }).click();
  await guide.getByRole('heading', { name: `Packing guide: ${accepted.title}` }).waitFor();
  await page.keyboard.press('Escape');
  await guide.waitFor({ state: 'detached' });
  expect(await card.getByRole('button', { name: 'Generate Packing Guide' }).count()).toBe(0);
});

test('a traveller whose booking was accepted reviews the tour; the review says "Verified booking" and is listed first', async ({ page, site }) => {
  const traveller = await signedInTraveller(page, site, { firstname: 'Ishaan', lastname: 'Mehta' });
  const tour = await pricyTour(site, 4);
  const bookingId = await paidBooking(site, traveller, tour, 40);
  await call(site, 'PUT', `/api/admin/bookings/${bookingId}/status`, { token: await adminToken(site), body: { status: 'booked' } });
  // Someone who never booked has written about it first.
  const stranger = await createTraveller(site);
  await call(site, 'POST', '/api/user/reviews', { token: stranger.token, body: { tourId: tour._id, rating: 3, comment: 'Have not been yet, looks nice.' } });

  await openBookingForm(page, tour);
  const form = page.getByRole('form', { name: 'Write a review' });
  await form.locator('label').filter({ hasText: '5 stars' }).click();
  const comment = 'Our guide knew every shortcut. Worth every rupee.';
  await form.getByLabel('Your review').fill(comment);
  await form.getByRole('button', { name: 'Submit Review' }).click();

  const reviews = page.getByRole('region', { name: /Reviews/ }).getByRole('listitem');
  const mine = reviews.filter({ hasText: comment });
  await mine.getByText('Verified booking', { exact: true }).waitFor();
  expect(await reviews.first().innerText()).toContain(comment);
  expect(await reviews.filter({ hasText: 'Have not been yet' }).getByText('Verified booking').count()).toBe(0);
  await screenshot(page, 'tour-detail-verified-review');
});
