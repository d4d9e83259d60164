import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { test as base } from 'vitest';
import { chromiumArgs, findChromium } from './chromium.mjs';
import { type Site, startSite } from './server.ts';

export const desktop = { width: 1280, height: 800 };
export const phone = { width: 390, height: 844 };

interface TestFixtures {
  /** A fresh browser context (no cookies, no storage) at desktop size. */
  context: BrowserContext;
  page: Page;
}

interface SharedFixtures {
  /** One Chromium per worker. */
  browser: Browser;
  /** One running site per test file: its own server process, port and data directory. */
  site: Site;
}

export const test = base.extend<TestFixtures & SharedFixtures>({
  browser: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const executablePath = findChromium();
      if (!executablePath) throw new Error('Chromium was not found; set CHROMIUM_PATH.');
      const browser = await chromium.launch({ executablePath, args: chromiumArgs, headless: true });
      await use(browser);
      await browser.close();
    },
    { scope: 'worker' },
  ],
  site: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const site = await startSite();
      await use(site);
      await site.stop();
    },
    { scope: 'file' },
  ],
  context: async ({ browser, site }, use) => {
    const context = await browser.newContext({ viewport: desktop, baseURL: site.url, locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
    context.setDefaultTimeout(15_000);
    await use(context);
    await context.close();
  },
  page: async ({ context }, use) => {
    const page = await context.newPage();
    await use(page);
  },
});

/**
 * Signs the page's tab in with a token made through the API, as if the user had logged in: the web app keeps
 * the session in localStorage under "token". It is set once per tab, so logging out in the page sticks.
 */
export async function signIn(page: Page, token: string): Promise<void> {
  await page.addInitScript((sessionToken) => {
    if (sessionStorage.getItem('e2e-signed-in')) return;
    localStorage.setItem('token', sessionToken);
    sessionStorage.setItem('e2e-signed-in', '1');
  }, token);
}

export { expect } from 'vitest';
