import { newsletterMessages } from '@yatrika/contract/newsletter-messages';
import { adminToken } from '../support/api.ts';
import { receivedEmail } from '../support/emails.ts';
import { screenshot, seeText } from '../support/screens.ts';
import { unique } from '../support/unique.ts';
import { expect, openContext, phone, signIn, test } from '../support/test.ts';

/** A link of the email's plain text that starts with this path of the site. */
function linkIn(text: string, path: string): string {
  const link = new RegExp(`https?://\\S+${path.replaceAll('?', '\\?')}\\S*`).exec(text)?.[0];
  if (!link) throw new Error(`no ${path} link in the email`);
  // The plain text wraps links in brackets: "Confirm my subscription [https://…]".
  return link.replace(/[\]>)]+$/, '');
}

test("a visitor subscribes in the footer on a phone, confirms from the email, the operator sees them confirmed, and the email's link unsubscribes", async ({ browser, site }) => {
  const email = `reader-${unique()}@example.com`;
  const context = await openContext(browser, site, { viewport: phone, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.getByLabel('Email address').fill(email);
    await footer.getByRole('button', { name: 'Send' }).click();
    await footer.getByRole('status').filter({ hasText: newsletterMessages.checkInbox }).waitFor();
    await screenshot(page, 'newsletter-check-inbox');

    const confirmation = await receivedEmail(site, email, /^Confirm your subscription/);
    const text = confirmation.mail.text ?? '';
    // Mail apps offer their own Unsubscribe button from these headers (RFC 8058).
    expect(confirmation.raw).toMatch(/^List-Unsubscribe:\s+<https?:\/\/\S+\/api\/newsletter\/unsubscribe\?token=/im);
    expect(confirmation.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/im);
    await page.goto(linkIn(text, '/newsletter/confirm?token='));
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await seeText(page, newsletterMessages.confirmed);

    const unsubscribeLink = linkIn(text, '/unsubscribe?list=newsletter');
    const admin = await openContext(browser, site);
    try {
      const adminPage = await admin.newPage();
      await signIn(adminPage, await adminToken(site));
      await adminPage.goto('/admindashboard/newsletter');
      const row = adminPage.getByRole('list', { name: 'Subscribers' }).getByRole('listitem').filter({ hasText: email });
      await row.getByText('Confirmed', { exact: true }).waitFor();
      await screenshot(adminPage, 'admin-newsletter');
    } finally {
      await admin.close();
    }

    await page.goto(unsubscribeLink);
    await page.getByRole('heading', { name: 'Unsubscribe from the Yatrika newsletter?' }).waitFor();
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await seeText(page, newsletterMessages.unsubscribed);
  } finally {
    await context.close();
  }
});
