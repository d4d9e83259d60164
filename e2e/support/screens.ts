import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const artifacts = path.resolve(import.meta.dirname, '../artifacts');

/**
 * Saves a full-page screenshot to e2e/artifacts/<viewport width>/<name>.png for people to look at,
 * after checking that nothing on the page is wider than the window (no sideways scrolling).
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
  const folder = path.join(artifacts, String(width));
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: path.join(folder, `${name}.png`), fullPage: true });
}

/** Waits until the text is on screen, exactly (whole text of an element) unless `exact: false`. */
export async function seeText(page: Page, text: string | RegExp, options: { exact?: boolean } = {}): Promise<void> {
  await page.getByText(text, { exact: options.exact ?? true }).first().waitFor({ state: 'visible' });
}
