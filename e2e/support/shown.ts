import type { Page } from 'playwright-core';

/**
 * Starts timing, on the page's own clock, how long a line of text is on screen: from the moment it is first
 * shown until it is gone. Timed inside the browser (a MutationObserver), so a busy machine delaying the
 * test's own look at the page cannot make the text seem to stay shorter or longer than it did.
 * Call before the action that shows it; the answer's `shownFor()` says the milliseconds once it has gone.
 */
export async function timeOnScreen(page: Page, text: string): Promise<{ shownFor: () => Promise<number> }> {
  const key = `e2e-shown-${Math.random().toString(36).slice(2)}`;
  await page.evaluate(
    ({ key, text }) => {
      const times: { shownAt?: number; goneAt?: number } = {};
      (window as unknown as Record<string, unknown>)[key] = times;
      const onScreen = () => document.body.innerText.split('\n').some((line) => line.trim() === text);
      const look = () => {
        const now = performance.now();
        if (times.shownAt === undefined) {
          if (onScreen()) times.shownAt = now;
        } else if (times.goneAt === undefined && !onScreen()) {
          times.goneAt = now;
          observer.disconnect();
        }
      };
      const observer = new MutationObserver(look);
      observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
      look();
    },
    { key, text },
  );
  return {
    shownFor: async () => {
      const times = await page.evaluate((key) => (window as unknown as Record<string, { shownAt?: number; goneAt?: number }>)[key]!, key);
      if (times.shownAt === undefined || times.goneAt === undefined) throw new Error(`"${text}" was ${times.shownAt === undefined ? 'never shown' : 'not gone yet'}.`);
      return times.goneAt - times.shownAt;
    },
  };
}
