import { adminToken, call, createTraveller, publicTours, tourByTitle } from '../support/api.ts';
import { screenshot } from '../support/screens.ts';
import { expect, openContext, phone, signIn, test } from '../support/test.ts';

// A review by someone who never went is marked so, found by the operator's filters, and hidden with a
// reason: it leaves the tour page and its author reads why on My Reviews.

test('the operator finds an unverified review by the filters in the address, hides it with a reason, and its author sees why', async ({ page, site, browser }) => {
  const hampi = tourByTitle(await publicTours(site), 'Ruins of Hampi');
  const stranger = await createTraveller(site, { firstname: 'Vikram', lastname: 'Sethi' });
  const comment = `Never been, but my cousin says the guide is a crook. ${stranger.username}`;
  await call(site, 'POST', '/api/user/reviews', { token: stranger.token, body: { tourId: hampi._id, rating: 1, comment } });

  await signIn(page, await adminToken(site));
  await page.goto(`/admindashboard/reviews?verified=no&tour=${hampi._id}`);
  const card = page.getByRole('article').filter({ hasText: comment });
  await card.getByText('Not a verified traveller', { exact: true }).waitFor();
  expect(await page.getByRole('button', { name: 'Not verified' }).getAttribute('aria-pressed')).toBe('true');
  expect(await page.getByLabel('Tour').inputValue()).toBe(hampi._id);
  await screenshot(page, 'admin-reviews-filtered');

  await card.getByRole('button', { name: `Hide ${stranger.username}'s review` }).click();
  const dialog = page.getByRole('dialog', { name: 'Hide this review?' });
  await dialog.getByLabel('Reason (shown to its author)').fill('Says things about our guide that no traveller saw.');
  await dialog.getByRole('button', { name: 'Hide review' }).click();
  await card.getByText(/Hidden from the tour page/).waitFor();
  await screenshot(page, 'admin-reviews-hidden');
  await page.setViewportSize(phone);
  await screenshot(page, 'admin-reviews-hidden');

  const { reviews } = await call<{ reviews: { comment: string }[] }>(site, 'GET', `/api/routes/tours/${hampi._id}/reviews?limit=100`);
  expect(reviews.map((review) => review.comment)).not.toContain(comment);

  const phoneContext = await openContext(browser, site, { viewport: phone, isMobile: true, hasTouch: true });
  const author = await phoneContext.newPage();
  await signIn(author, stranger.token);
  await author.goto('/login/dashboard/myreviews');
  const mine = author.getByRole('article').filter({ hasText: 'Ruins of Hampi' });
  await mine.getByRole('status').getByText('Says things about our guide that no traveller saw.').waitFor();
  await mine.getByText('Not a verified traveller', { exact: true }).waitFor();
  await screenshot(author, 'my-reviews-hidden');
  await phoneContext.close();
});
