import { planChangeMessages } from '@yatrika/contract/plan-change-messages';
import { adminToken, bookAndPay, call, dayFromToday } from '../support/api.ts';
import { receivedEmail } from '../support/emails.ts';
import { rupees } from '../support/expected.ts';
import { pngPicture } from '../support/pictures.ts';
import type { Site } from '../support/server.ts';
import { screenshot, seeText } from '../support/screens.ts';
import { unique } from '../support/unique.ts';
import { expect, signedInTraveller, test } from '../support/test.ts';

// The traveller moves their booking to a dearer date themselves (decision 036): the Change date
// dialog shows the tour's dates with their price and seats, the new price and the difference before
// confirming; the difference is paid in the sandbox checkout, and the booking keeps its reference
// with the new date, and the traveller is emailed.

/** A tour of ₹2,000 a person, confirmed instantly, made as the tour form sends it. */
async function dayTour(site: Site, token: string): Promise<{ _id: string; title: string }> {
  const form = new FormData();
  const title = `Old Goa Heritage Walk ${unique()}`;
  form.set('title', title);
  form.set('description', 'Churches, convents and a riverside lunch in Old Goa.');
  form.set('category', 'historical & cultural');
  form.set('location', 'Old Goa, Goa');
  form.set('pricePerPerson', '2000');
  form.set('confirmInstantly', 'true');
  form.set('image', new Blob([new Uint8Array(pngPicture())], { type: 'image/png' }), 'tour.png');
  const response = await fetch(`${site.url}/api/admin/tours`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  if (!response.ok) throw new Error(`POST /api/admin/tours answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: { _id: string; title: string } }).data;
}

test('a traveller moves a booking to a dearer date and pays the difference', async ({ page, site }) => {
  const admin = await adminToken(site);
  const tour = await dayTour(site, admin);
  const [from, to] = [dayFromToday(10), dayFromToday(12)];
  // The new date costs ₹2,600 a person: ₹1,200 more for two.
  await call(site, 'POST', `/api/admin/tours/${tour._id}/date-prices`, { token: admin, body: { from: to, to, prices: { adult: 2600 } } });
  const traveller = await signedInTraveller(page, site);
  const bookingId = await bookAndPay(site, traveller, { tourId: tour._id, fullName: 'Meera Iyer', phone: '9876543210', bookingDate: from, numPeople: 2 });
  const { booking } = await call<{ booking: { reference: string } }>(site, 'GET', `/api/user/bookings/${bookingId}`, { token: traveller.token });

  await page.goto(`/login/userdashboard/mybookings/${bookingId}`);
  await page.getByRole('button', { name: 'Change date' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change date' });
  const dates = dialog.getByRole('list', { name: 'Dates' });
  await dates.waitFor();
  const dearer = dates.getByRole('button').filter({ hasText: rupees(2600) }).first();
  await dearer.click();
  await dialog.getByText(planChangeMessages.payDifference(1200)).waitFor();
  await dialog.getByText(`Now ${rupees(4000)}, after the change ${rupees(5200)}.`).waitFor();
  await screenshot(page, 'reschedule-quote');

  await dialog.getByRole('button', { name: `Pay ${rupees(1200)} and change` }).click();
  const checkout = page.getByRole('dialog', { name: 'Yatrika' });
  await checkout.getByRole('button', { name: `Pay ${rupees(1200)}` }).click();
  await seeText(page, planChangeMessages.changeCompleted);
  await page.getByRole('heading', { level: 1, name: `Booking ${booking.reference}` }).waitFor();
  await expect.poll(async () => (await call<{ booking: { bookingDate: string; totalPrice: number } }>(site, 'GET', `/api/user/bookings/${bookingId}`, { token: traveller.token })).booking).toMatchObject({
    bookingDate: to,
    totalPrice: 5200,
  });
  await page.locator(`time[datetime="${to}"]`).first().waitFor();
  await screenshot(page, 'reschedule-done');

  const email = await receivedEmail(site, traveller.email, /^New date: /);
  expect(email.mail.text?.replace(/\s+/g, ' ')).toContain(`You paid ${rupees(1200)} for the difference in price.`);
});
