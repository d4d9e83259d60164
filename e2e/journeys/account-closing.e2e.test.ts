import { bookAndPay, call, dayFromToday, publicTours } from '../support/api.ts';
import { rupees } from '../support/expected.ts';
import { screenshot } from '../support/screens.ts';
import { expect, phone, signedInTraveller, test } from '../support/test.ts';

// A traveller closes their account with a trip still to come: they are told the account is closed
// and what that trip gets back, signed out, rather than sent to "Welcome back" with the deleted
// account's settings as the page to return to.
test('a traveller who closes their account sees it closed and the refund of their upcoming trip, signed out', async ({ page, site }) => {
  const traveller = await signedInTraveller(page, site);
  const [tour] = await publicTours(site);
  const { dates } = await call<{ dates: { date: string; status: string }[] }>(site, 'GET', `/api/routes/tours/${tour!._id}/availability?from=${dayFromToday(40)}&days=30`);
  const bookingDate = dates.find((day) => day.status === 'available')!.date;
  await bookAndPay(site, traveller, { tourId: tour!._id, fullName: 'Meera Iyer', phone: '9876543210', bookingDate, numPeople: 2 });
  // What the settings page promises before the delete is what the closed page must say after it.
  const { refundTotal } = await call<{ refundTotal: number }>(site, 'GET', '/api/user/account/closing', { token: traveller.token });
  expect(refundTotal).toBeGreaterThan(0);

  await page.goto('/login/userdashboard/userprofile/settings');
  const danger = page.getByRole('region', { name: 'Delete my account' });
  await danger.getByRole('button', { name: 'Delete my account...' }).click();
  await danger.getByText('This upcoming booking will be cancelled:').waitFor();
  await danger.getByLabel('Password', { exact: true }).fill(traveller.password);
  await danger.getByRole('button', { name: 'Delete my account permanently' }).click();

  await page.getByRole('heading', { name: 'Your account is closed' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/account-closed');
  await page.getByText('This upcoming booking was cancelled:').waitFor();
  const trip = page.getByRole('listitem').filter({ hasText: tour!.title });
  await trip.getByText(`Refund ${rupees(refundTotal)}`).waitFor();
  await page.getByText(`Total refund: ${rupees(refundTotal)}`).waitFor();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await screenshot(page, 'account-closed');
  await page.setViewportSize(phone);
  await screenshot(page, 'account-closed');

  // Signed out for good: the account's pages ask to log in again.
  await page.goto('/login/userdashboard');
  await page.waitForURL((url) => url.pathname === '/login');
});
