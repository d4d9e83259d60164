import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { test as base, expect, inject } from 'vitest';
import { createTraveller, type Traveller } from './api.ts';
import { chromiumArgs, findChromium } from './chromium.mjs';
import { type Site, startSite } from './server.ts';

export const desktop = { width: 1280, height: 800 };
export const phone = { width: 390, height: 844 };

interface TestFixtures {
  /** A fresh browser context (no cookies, no storage) at desktop size. */
  context: BrowserContext;
  page: Page;
}

interface WorkerFixtures {
  /** One Chromium per worker, for every file the worker runs. */
  browser: Browser;
  /** One running site per worker, shared by the files the worker runs one after another. */
  sharedSite: Site;
}

interface FileFixtures {
  /** The site the file's journeys use: the worker's shared one (`test`), or one of its own (`testOnOwnSite`). */
  site: Site;
}

/**
 * The journeys of a file run one after another on one site, and files share their worker's site
 * (the e2e project runs without isolation, so a worker keeps its site and its Chromium from file to
 * file): each journey brings its own travellers, tours and bookings (unique names), so it does not
 * matter what journeys ran there before. A file whose journeys look at the whole site (totals, every
 * traveller or booking, the catalogue's counts, a reconciliation run that settles every unbooked
 * payment) uses `testOnOwnSite` instead.
 */
export const test = base.extend<TestFixtures & FileFixtures & WorkerFixtures>({
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
  sharedSite: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const site = await startSite(inject('newSiteData'));
      await use(site);
      await site.stop();
    },
    { scope: 'worker' },
  ],
  site: [async ({ sharedSite }, use) => use(sharedSite), { scope: 'file' }],
  context: async ({ browser, site }, use) => {
    const context = await openContext(browser, site);
    await use(context);
    await context.close();
  },
  page: async ({ context }, use) => {
    const page = await context.newPage();
    // The built app prints no warning on any page: React Router's ones (an empty route, no fallback while the
    // first chunk loads) once showed on every load.
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(`${page.url()}: ${message.text()}`);
    });
    await use(page);
    expect(warnings).toEqual([]);
  },
});

/** The same fixtures on a fresh site of the file's own, started for it and stopped after its last journey. */
export const testOnOwnSite = test.extend<FileFixtures>({
  site: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const site = await startSite(inject('newSiteData'));
      await use(site);
      await site.stop();
    },
    { scope: 'file' },
  ],
});

/**
 * A fresh browser context (no cookies, no storage) on the site, as an Indian user's browser would be
 * (en-IN, Asia/Kolkata): the fixture's, and any second window or phone a journey opens itself.
 * Desktop size and a 15 s wait for elements unless told otherwise; close it when done.
 */
export async function openContext(
  browser: Browser,
  site: Site,
  options: { viewport?: { width: number; height: number }; isMobile?: boolean; hasTouch?: boolean; timeout?: number } = {},
): Promise<BrowserContext> {
  const { viewport = desktop, isMobile, hasTouch, timeout = 15_000 } = options;
  const context = await browser.newContext({ viewport, isMobile, hasTouch, baseURL: site.url, locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
  context.setDefaultTimeout(timeout);
  return context;
}

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

/** A new traveller (made through the API) whose token is in this tab before the first page loads. */
export async function signedInTraveller(page: Page, site: Site, overrides: Parameters<typeof createTraveller>[1] = {}): Promise<Traveller> {
  const traveller = await createTraveller(site, overrides);
  await signIn(page, traveller.token);
  return traveller;
}

export { expect } from 'vitest';
