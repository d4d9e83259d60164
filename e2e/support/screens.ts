import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

const artifacts = path.resolve(import.meta.dirname, '../artifacts');

/**
 * Saves a full-page screenshot to e2e/artifacts/<viewport width>/<name>.png for people to look at, once its
 * pictures have loaded and its colour changes have played out, after checking that nothing on the page is
 * wider than the window (no sideways scrolling).
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  await loadLazyPictures(page);
  await finishTransitions(page);
  const width = page.viewportSize()?.width ?? 0;
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
  const folder = path.join(artifacts, String(width));
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: path.join(folder, `${name}.png`), fullPage: true });
}

/**
 * Scrolls through the page so its lazy pictures start loading, goes back to where the page was (an open
 * dialog or a followed anchor stays in view), then waits for the web fonts and for every picture that came
 * into view on the way to have loaded or failed: a full-page screenshot would otherwise show grey gaps
 * below the fold. The browser itself says which pictures came into view (an IntersectionObserver), so
 * those it never loads are not waited for: hidden ones (display: none) and those scrolled out of sight
 * inside a sideways carousel.
 */
export async function loadLazyPictures(page: Page): Promise<void> {
  const stillLoading = await page.evaluate(async () => {
    const frame = () => new Promise(requestAnimationFrame);
    const seen = new Set<HTMLImageElement>();
    const note = (entries: IntersectionObserverEntry[]) => entries.forEach((entry) => entry.isIntersecting && seen.add(entry.target as HTMLImageElement));
    const observer = new IntersectionObserver(note);
    for (const image of Array.from(document.images)) observer.observe(image);
    const { scrollX, scrollY } = window;
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo({ left: 0, top: y, behavior: 'instant' });
      await frame();
      await frame();
    }
    window.scrollTo({ left: scrollX, top: scrollY, behavior: 'instant' });
    note(observer.takeRecords());
    observer.disconnect();
    await document.fonts.ready;

    const settled = (image: HTMLImageElement) =>
      image.complete || new Promise((resolve) => ['load', 'error'].forEach((event) => image.addEventListener(event, resolve, { once: true })));
    await Promise.race([Promise.all([...seen].map(settled)), new Promise((resolve) => setTimeout(resolve, 15_000))]);
    return [...seen].filter((image) => !image.complete).map((image) => image.currentSrc || image.src);
  });
  expect(stillLoading, 'pictures still loading after 15 s').toEqual([]);
}

/**
 * Waits (up to 2 s) for the transitions and animations under way to end: a button pressed just before the
 * screenshot is otherwise caught halfway between its two colours. Endless ones (spinners) are not waited for.
 */
async function finishTransitions(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.race([Promise.allSettled(finite.map((animation) => animation.finished)), new Promise((resolve) => setTimeout(resolve, 2_000))]);
  });
}

/** Whether a picture has really been drawn (loaded and decoded), not just put in the page: a broken one has no width. */
export function imageShown(image: Locator): Promise<boolean> {
  return image.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth > 0);
}

/** Waits until the text is on screen, exactly (whole text of an element) unless `exact: false`. */
export async function seeText(page: Page, text: string | RegExp, options: { exact?: boolean } = {}): Promise<void> {
  await page.getByText(text, { exact: options.exact ?? true }).first().waitFor({ state: 'visible' });
}
