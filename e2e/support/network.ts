import type { Page } from 'playwright-core';

/** Remembers every request whose URL contains `part`, so a test can say what was sent, or that nothing was. */
export function requestsTo(page: Page, part: string): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(part)) urls.push(request.url());
  });
  return urls;
}

/**
 * Holds the page's requests to `url` (a glob; only those with `method`, if given) at the network until
 * `release()`, so a test can look at what the page shows while it waits (a busy button lasts only as long
 * as its request). `reached` settles when the first held request has arrived.
 */
export async function holdRequests(page: Page, url: string, method?: string): Promise<{ reached: Promise<void>; release: () => void }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let arrived = () => {};
  const reached = new Promise<void>((resolve) => (arrived = resolve));
  await page.route(url, async (route) => {
    if (!method || route.request().method() === method) {
      arrived();
      await held;
    }
    await route.continue();
  });
  return { reached, release };
}
