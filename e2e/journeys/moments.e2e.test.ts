import type { Page } from 'playwright-core';
import { createTraveller, type Traveller } from '../support/api.ts';
import { collectDialogs } from '../support/dialogs.ts';
import { requestsTo } from '../support/network.ts';
import { pngPicture } from '../support/pictures.ts';
import type { Site } from '../support/server.ts';
import { imageShown, screenshot, seeText } from '../support/screens.ts';
import { expect, signedInTraveller, signIn, test } from '../support/test.ts';

// A signed-in traveller shares a photo moment through the browser form, then likes, comments on and reads
// moments in the feed (SPEC §2 Moments, §5 moment validation). Moments other than the one shared through the
// form are set up through the API.

/** Shares a moment through the API (multipart image + description) and answers its id. */
async function shareMoment(site: Site, traveller: Traveller, description: string): Promise<string> {
  const form = new FormData();
  form.append('description', description);
  form.append('image', new Blob([new Uint8Array(pngPicture())], { type: 'image/png' }), 'sunset.png');
  const response = await fetch(`${site.url}/api/moments/create`, { method: 'POST', headers: { authorization: `Bearer ${traveller.token}` }, body: form });
  const text = await response.text();
  if (response.status !== 201) throw new Error(`POST /api/moments/create answered ${response.status}: ${text}`);
  return (JSON.parse(text) as { moment: { _id: string } }).moment._id;
}

async function openFeed(page: Page): Promise<void> {
  await page.goto('/moments');
  await page.getByRole('heading', { level: 1, name: 'Moments' }).waitFor();
}

/** A card of the feed: the article is named after its poster; the caption tells a poster's moments apart. */
const momentCard = (page: Page, username: string, caption: string) => page.getByRole('article', { name: username, exact: true }).filter({ hasText: caption });

test('a traveller shares a moment with a photo and a caption, and finds it at the top of the feed', async ({ page, site }) => {
  const traveller = await signedInTraveller(page, site);
  const caption = `Houseboats at dusk on Vembanad (${traveller.username})`;

  // The feed's Create button leads to the share page.
  await openFeed(page);
  await page.getByRole('link', { name: 'Create', exact: true }).first().click();
  await page.waitForURL('**/create');
  await page.getByRole('heading', { level: 1, name: 'Share a Moment' }).waitFor();

  await page.getByLabel('Photo').setInputFiles({ name: 'vembanad.png', mimeType: 'image/png', buffer: pngPicture() });
  const preview = page.getByRole('img', { name: 'Preview of the chosen photo' });
  await preview.waitFor();
  await expect.poll(() => imageShown(preview)).toBe(true);
  await page.getByLabel('Moment Caption').fill(caption);
  await screenshot(page, 'moments-share');

  await page.getByRole('button', { name: 'Publish Moment' }).click();
  await page.waitForURL('**/moments');
  const card = momentCard(page, traveller.username, caption);
  await card.waitFor();
  // Newest first: the first card of the feed is ours, with the poster's name, caption and the uploaded picture.
  const first = page.getByRole('list', { name: 'Moments feed' }).getByRole('article').first();
  expect(await first.getAttribute('aria-labelledby')).toBe(await card.getAttribute('aria-labelledby'));
  await card.getByRole('heading', { name: traveller.username, exact: true }).waitFor();
  await card.getByText(caption).waitFor();
  const picture = card.getByRole('img', { name: `Moment shared by ${traveller.username}: ${caption}` });
  await expect.poll(() => imageShown(picture)).toBe(true);
  await card.getByText('0 likes', { exact: true }).waitFor();
  await card.getByText('0 comments', { exact: true }).waitFor();
  await screenshot(page, 'moments-feed');
});

test('the share form refuses a file that is not an image, and asks for a photo and a caption', async ({ page, site }) => {
  await signedInTraveller(page, site);
  const uploads = requestsTo(page, '/api/moments/create');
  await page.goto('/create');
  await page.getByRole('heading', { level: 1, name: 'Share a Moment' }).waitFor();

  // Nothing chosen, nothing written.
  await page.getByRole('button', { name: 'Publish Moment' }).click();
  await seeText(page, 'Image is required.');
  await seeText(page, 'Caption is required.');

  await page.getByLabel('Photo').setInputFiles({ name: 'itinerary.txt', mimeType: 'text/plain', buffer: Buffer.from('Day 1: Kochi\nDay 2: Alleppey\n') });
  await seeText(page, 'Please choose an image file (JPEG, PNG, WebP, GIF or AVIF).');
  expect(await page.getByRole('img', { name: 'Preview of the chosen photo' }).count()).toBe(0);
  expect(await page.getByLabel('Photo').getAttribute('aria-invalid')).toBe('true');
  await screenshot(page, 'moments-share-not-an-image');

  // With a caption but still no picture, nothing is sent.
  await page.getByLabel('Moment Caption').fill('Backwaters');
  await page.getByRole('button', { name: 'Publish Moment' }).click();
  await seeText(page, 'Image is required.');
  expect(page.url()).toMatch(/\/create$/);
  expect(uploads).toEqual([]);

  // Back goes to the feed.
  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await page.waitForURL('**/moments');
});

test('liking a moment adds one to its count and unliking takes it away, and both are kept', async ({ page, site }) => {
  const poster = await createTraveller(site);
  const reader = await createTraveller(site);
  const caption = `Tea gardens of Munnar in the mist (${poster.username})`;
  await shareMoment(site, poster, caption);
  await signIn(page, reader.token);

  await openFeed(page);
  const card = momentCard(page, poster.username, caption);
  const like = card.getByRole('button', { name: 'Like' });
  const expectShown = async (count: string, pressed: 'true' | 'false') => {
    await card.getByText(count, { exact: true }).waitFor();
    expect(await like.getAttribute('aria-pressed')).toBe(pressed);
  };
  // The count changes at once; the reload waits for the server to have answered, and shows it kept the change.
  const pressLike = async (endpoint: string, count: string, pressed: 'true' | 'false') => {
    const answered = page.waitForResponse((response) => response.url().includes(endpoint) && response.ok());
    await like.click();
    await expectShown(count, pressed);
    await answered;
    await page.reload();
    await expectShown(count, pressed);
  };

  await expectShown('0 likes', 'false');
  await pressLike('/api/moments/like/', '1 like', 'true');
  await pressLike('/api/moments/unlike/', '0 likes', 'false');
});

test('a comment sent from the card appears under the moment and the count goes up', async ({ page, site }) => {
  const poster = await createTraveller(site);
  const reader = await createTraveller(site);
  const caption = `Sunrise at Kanyakumari (${poster.username})`;
  await shareMoment(site, poster, caption);
  await signIn(page, reader.token);

  const sent = requestsTo(page, '/api/moments/comment/');

  await openFeed(page);
  const card = momentCard(page, poster.username, caption);
  await card.getByText('0 comments', { exact: true }).waitFor();
  const input = card.getByLabel('Write a comment');
  const send = card.getByRole('button', { name: 'Send comment' });

  // A blank comment sends nothing: the send button says it is unavailable, and Enter does nothing.
  await input.fill('   ');
  expect(await send.getAttribute('aria-disabled')).toBe('true');
  await input.press('Enter');
  expect(await input.inputValue()).toBe('   ');

  await input.fill('What a sky! Which month was this?');
  expect(await send.getAttribute('aria-disabled')).toBe('false');
  await send.click();
  const comments = card.getByRole('list', { name: `Comments on ${poster.username}'s moment` });
  await comments.getByRole('listitem').filter({ hasText: 'What a sky! Which month was this?' }).waitFor();
  expect(await comments.getByRole('listitem').first().textContent()).toBe(`${reader.username}What a sky! Which month was this?`);
  await card.getByText('1 comment', { exact: true }).waitFor();
  expect(await input.inputValue()).toBe('');
  // Only the real comment went to the server.
  expect(sent).toHaveLength(1);
});

test("a caption over 100 characters is cut to three lines with 'Read more', which toggles to 'Show less'", async ({ page, site }) => {
  const poster = await createTraveller(site);
  const long =
    `Left Manali before dawn (${poster.username}), crossed the Atal tunnel, and reached Sissu as the clouds lifted. ` +
    'The Chandra river ran milky blue beside the road, yaks grazed on the slopes, and by noon we were drinking butter tea ' +
    'in a tiny dhaba at Keylong while the wind tugged at the prayer flags. Worth every hairpin bend.';
  // Exactly 100 characters: no toggle.
  const hundred = `Exactly one hundred characters of caption from ${poster.username} `.padEnd(100, '.');
  expect(hundred).toHaveLength(100);
  await shareMoment(site, poster, hundred);
  await shareMoment(site, poster, long);
  await signIn(page, poster.token);

  await openFeed(page);
  const card = momentCard(page, poster.username, 'Worth every hairpin bend.');
  const readMore = card.getByRole('button', { name: 'Read more' });
  await readMore.waitFor();
  const captionText = card.locator('p', { hasText: 'Worth every hairpin bend.' });
  // Cut: the paragraph holds more text than it shows, at most three lines high.
  const cut = () =>
    captionText.evaluate((node) => {
      const lineHeight = parseFloat(getComputedStyle(node).lineHeight);
      return { hidden: node.scrollHeight > node.clientHeight + 1, lines: Math.round(node.clientHeight / lineHeight) };
    });
  expect(await cut()).toEqual({ hidden: true, lines: 3 });
  await screenshot(page, 'moments-feed-long-caption');

  await readMore.click();
  const showLess = card.getByRole('button', { name: 'Show less' });
  await showLess.waitFor();
  expect((await cut()).hidden).toBe(false);
  expect((await cut()).lines).toBeGreaterThan(3);
  await showLess.click();
  await readMore.waitFor();
  expect(await cut()).toEqual({ hidden: true, lines: 3 });

  const short = momentCard(page, poster.username, 'Exactly one hundred characters');
  await short.waitFor();
  expect(await short.getByRole('button', { name: /Read more|Show less/ }).count()).toBe(0);
});

test("the Add a Comment page submits a comment, says 'Comment added successfully', and the feed shows it", async ({ page, site }) => {
  const poster = await createTraveller(site);
  const reader = await createTraveller(site);
  const caption = `Lamps on the ghats at Varanasi (${poster.username})`;
  const momentId = await shareMoment(site, poster, caption);
  await signIn(page, reader.token);
  const alerts = collectDialogs(page);

  await openFeed(page);
  await momentCard(page, poster.username, caption).getByRole('link', { name: 'Add a comment' }).click();
  await page.waitForURL(`**/comment/${momentId}`);
  await page.getByRole('heading', { level: 1, name: 'Add a Comment' }).waitFor();
  await page.getByLabel('Your comment').fill('The evening aarti was unforgettable.');
  await screenshot(page, 'moments-comment');

  await page.getByRole('button', { name: 'Submit Comment' }).click();
  await expect.poll(() => alerts).toEqual(['Comment added successfully']);
  await page.waitForURL('**/moments');
  const card = momentCard(page, poster.username, caption);
  await card
    .getByRole('list', { name: `Comments on ${poster.username}'s moment` })
    .getByRole('listitem')
    .filter({ hasText: 'The evening aarti was unforgettable.' })
    .waitFor();
  await card.getByText('1 comment', { exact: true }).waitFor();
});

test('the feed shows the newest moments first and older ones on request, until there are no more', async ({ page, site }) => {
  const poster = await createTraveller(site);
  // More moments than one page of the feed (20), the oldest of them shared first.
  for (let day = 1; day <= 21; day += 1) await shareMoment(site, poster, `Day ${day} on the road to Spiti.`);
  await signIn(page, poster.token);
  await openFeed(page);

  const feed = page.getByRole('list', { name: 'Moments feed' });
  await momentCard(page, poster.username, 'Day 21 on the road to Spiti.').waitFor();
  expect(await feed.getByRole('article').count()).toBe(20);
  expect(await momentCard(page, poster.username, 'Day 1 on the road to Spiti.').count()).toBe(0);

  const older = page.getByRole('button', { name: 'Show older moments' });
  while (await older.isVisible()) {
    const shown = await feed.getByRole('article').count();
    await older.click();
    await expect.poll(() => feed.getByRole('article').count()).toBeGreaterThan(shown);
  }
  await momentCard(page, poster.username, 'Day 1 on the road to Spiti.').waitFor();
  const everyMoment = await fetch(`${site.url}/api/moments/all?limit=100`, { headers: { authorization: `Bearer ${poster.token}` } });
  const { moments } = (await everyMoment.json()) as { moments: unknown[] };
  expect(await feed.getByRole('article').count()).toBe(moments.length);
});
