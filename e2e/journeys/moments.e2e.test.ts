import { deflateSync } from 'node:zlib';
import type { Locator, Page } from 'playwright-core';
import { createTraveller, type Traveller } from '../support/api.ts';
import type { Site } from '../support/server.ts';
import { screenshot, seeText } from '../support/screens.ts';
import { expect, signIn, test } from '../support/test.ts';

// A signed-in traveller shares a photo moment through the browser form, then likes, comments on and reads
// moments in the feed (SPEC §2 Moments, §5 moment validation). Moments other than the one shared through the
// form are set up through the API.

/** CRC-32 as PNG chunks use it. */
function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG (a sunset gradient over a darker "ground"), small enough to build here. */
function sunsetPng(width = 160, height = 120): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows: number[] = [];
  for (let y = 0; y < height; y += 1) {
    rows.push(0); // filter: none
    for (let x = 0; x < width; x += 1) {
      const ground = y > height * 0.7;
      rows.push(ground ? 60 : 250, ground ? 90 : Math.round(120 + (100 * y) / height), ground ? 60 : Math.round(60 + (x * 60) / width));
    }
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(Buffer.from(rows))), pngChunk('IEND', Buffer.alloc(0))]);
}

/** Shares a moment through the API (multipart image + description) and answers its id. */
async function shareMoment(site: Site, traveller: Traveller, description: string): Promise<string> {
  const form = new FormData();
  form.append('description', description);
  form.append('image', new Blob([new Uint8Array(sunsetPng())], { type: 'image/png' }), 'sunset.png');
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

/** Whether an image has really been drawn (loaded and decoded), not just put in the page. */
const imageShown = (image: Locator) => image.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth > 0);

test('a traveller shares a moment with a photo and a caption, and finds it at the top of the feed', async ({ page, site }) => {
  const traveller = await createTraveller(site);
  const caption = `Houseboats at dusk on Vembanad (${traveller.username})`;
  await signIn(page, traveller.token);

  // The feed's Create button leads to the share page.
  await openFeed(page);
  await page.getByRole('link', { name: 'Create', exact: true }).first().click();
  await page.waitForURL('**/create');
  await page.getByRole('heading', { level: 1, name: 'Share a Moment' }).waitFor();

  await page.getByLabel('Photo').setInputFiles({ name: 'vembanad.png', mimeType: 'image/png', buffer: sunsetPng() });
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
  const traveller = await createTraveller(site);
  await signIn(page, traveller.token);
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/moments/create')) uploads.push(request.url());
  });
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
  await card.getByText('0 likes', { exact: true }).waitFor();
  expect(await like.getAttribute('aria-pressed')).toBe('false');

  // The count changes at once; the reload waits for the server to have answered.
  const liked = page.waitForResponse((response) => response.url().includes('/api/moments/like/') && response.ok());
  await like.click();
  await card.getByText('1 like', { exact: true }).waitFor();
  expect(await like.getAttribute('aria-pressed')).toBe('true');
  await liked;
  // The server kept it: after a reload the like is still there.
  await page.reload();
  await card.getByText('1 like', { exact: true }).waitFor();
  expect(await like.getAttribute('aria-pressed')).toBe('true');

  const unliked = page.waitForResponse((response) => response.url().includes('/api/moments/unlike/') && response.ok());
  await like.click();
  await card.getByText('0 likes', { exact: true }).waitFor();
  expect(await like.getAttribute('aria-pressed')).toBe('false');
  await unliked;
  await page.reload();
  await card.getByText('0 likes', { exact: true }).waitFor();
  expect(await like.getAttribute('aria-pressed')).toBe('false');
});

test('a comment sent from the card appears under the moment and the count goes up', async ({ page, site }) => {
  const poster = await createTraveller(site);
  const reader = await createTraveller(site);
  const caption = `Sunrise at Kanyakumari (${poster.username})`;
  await shareMoment(site, poster, caption);
  await signIn(page, reader.token);

  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/moments/comment/')) sent.push(request.url());
  });

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
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });

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
