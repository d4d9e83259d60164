import type { Page } from 'playwright-core';

/**
 * Remembers the message of every window.alert/confirm the page raises, accepting each (unanswered, they
 * would block the page), so a test can check what was said, or that nothing was.
 */
export function collectDialogs(page: Page): string[] {
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  return messages;
}
