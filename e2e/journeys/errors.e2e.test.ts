import type { Page } from 'playwright-core';
import { adminToken, publicTours } from '../support/api.ts';
import { screenshot, seeText } from '../support/screens.ts';
import { expect, signedInTraveller, signIn, test } from '../support/test.ts';

/**
 * The API is down: every /api call is refused, as when the server has stopped, while the app's own files
 * still load (as they would from the browser cache or a CDN). Each list says so in the spec's words.
 * Pages then come as such a cache holds them: the app's shell, without what the running server writes
 * into a page (a tour page's tour and first screen), so the app asks the API and finds it down.
 */
async function stopTheApi(page: Page, site: { url: string }): Promise<void> {
  const shell = await (await fetch(`${site.url}/help`)).text();
  await page.route('**/api/**', (route) => route.abort('connectionrefused'));
  await page.route('**/*', (route) =>
    route.request().isNavigationRequest() ? route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: shell }) : route.fallback(),
  );
}

/** Opens each address in turn and waits for its error message, in an alert. */
async function seeEachError(page: Page, expectations: Array<[path: string, message: string]>): Promise<void> {
  for (const [path, message] of expectations) {
    await page.goto(path);
    await page.getByRole('alert').filter({ hasText: message }).waitFor();
  }
}

test('with the API down, public and traveller lists show their error messages', async ({ page, site }) => {
  await signedInTraveller(page, site);
  const [tour] = await publicTours(site);
  await stopTheApi(page, site);

  await seeEachError(page, [
    ['/destinations/adventure', 'Failed to load adventure tours. Please try again later.'],
    ['/destinations/religious', 'Failed to load tours. Please try again.'],
    ['/destinations/historical', 'Failed to load tours. Please try again.'],
    ['/userdashboard/adventuretours', 'Failed to load adventure tours. Please try again later.'],
    ['/userdashboard/religioustours', 'Failed to load tours. Please try again.'],
    ['/userdashboard/historicaltours', 'Failed to load tours. Please try again.'],
    ['/login/userdashboard/mybookings', 'Failed to load bookings. Please try again.'],
    [`/dashboard/booknow/${tour!._id}`, 'Unable to fetch tour details. Please try again later.'],
  ]);
  await screenshot(page, 'error-tour-detail-api-down');
});

test('with the API down, the admin screens show their error messages', async ({ page, site }) => {
  await signIn(page, await adminToken(site));
  const [tour] = await publicTours(site);
  await stopTheApi(page, site);

  await seeEachError(page, [
    ['/login/admindashboard', 'Failed to load dashboard data. Please try again later.'],
    ['/admindashboard/tours', 'Failed to load tours. Please try again later.'],
    ['/admindashboard/users', 'Failed to fetch users.'],
    ['/admindashboard/reviews', 'Failed to fetch reviews.'],
    ['/admindashboard/bookings', 'Failed to load bookings. Please try again.'],
    [`/admin/tours/update/${tour!._id}`, 'Failed to fetch tour details.'],
  ]);
  await page.goto('/login/admindashboard');
  await seeText(page, 'Failed to load dashboard data. Please try again later.');
  await screenshot(page, 'error-admin-dashboard-api-down');
});

test('an unknown address says the page was not found, and offers a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  expect(await page.getByText('Unexpected Application Error!').count()).toBe(0);
  await screenshot(page, 'error-unknown-route');
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await seeText(page, 'Travel with purpose, Make a difference in the world');
});

test('a page whose code cannot be downloaded shows "Loading chunk failed" and offers a reload', async ({ page }) => {
  await page.goto('/');
  await seeText(page, 'Travel with purpose, Make a difference in the world');
  // The connection drops after the landing page loaded: the next page's code cannot arrive.
  await page.route('**/assets/**', (route) => route.abort('internetdisconnected'));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Destinations', exact: true }).click();
  await page.getByRole('heading', { name: 'Unexpected Application Error!' }).waitFor();
  await seeText(page, 'Loading chunk failed');
  await screenshot(page, 'error-chunk-failed');

  await page.unroute('**/assets/**');
  await page.getByRole('button', { name: 'Reload' }).click();
  await page.getByRole('region', { name: 'Tour categories' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/destinations');
});
