import { call, createTraveller } from '../support/api.ts';
import { receivedEmail } from '../support/emails.ts';
import { screenshot, seeText } from '../support/screens.ts';
import { expect, openContext, phone, test } from '../support/test.ts';

// A traveller who forgot their password: from the login page's link to the emailed reset link (as it
// arrived at the site's mail server) to a new password that signs in, while the old password and sessions end.

const resetSent = 'If an account uses this email, we have sent it a link to choose a new password. The link works for 30 minutes.';

test('a traveller resets a forgotten password from the login page and signs in with the new one', async ({ page, site }) => {
  const traveller = await createTraveller(site);
  const newPassword = 'kerala-backwaters-9';

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.waitForURL('**/forgot-password');
  await page.getByLabel('Email').fill(traveller.email);
  await screenshot(page, 'forgot-password');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await seeText(page, resetSent);

  const email = await receivedEmail(site, traveller.email, /^Reset your Yatrika password$/);
  const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(email.mail.text ?? '')?.[0];
  expect(link, email.mail.text).toMatch(new RegExp(`^${site.url}/reset-password\\?token=`));
  const token = new URL(link!).searchParams.get('token')!;
  await page.goto(link!);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Show password' }).first().click();
  expect(await page.getByLabel('New password', { exact: true }).getAttribute('type')).toBe('text');
  await screenshot(page, 'reset-password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await page.waitForURL('**/login/userdashboard');

  // Every session from before the reset has ended; the link works once.
  await expect(call(site, 'GET', '/api/user/profile', { token: traveller.token })).rejects.toThrow(/401/);
  await expect(call(site, 'POST', '/api/user/password/reset', { body: { token, password: 'another-password-1' } })).rejects.toThrow(/400/);

  // Signed out, the new password signs in through the form, and the old one no longer does.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await page.getByLabel('Email').fill(traveller.email);
  await page.getByLabel('Password', { exact: true }).fill(traveller.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await seeText(page, 'Invalid email or password.');
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/login/userdashboard');

  await page.goto('/login/userdashboard/userprofile/settings');
  await page.getByRole('heading', { name: 'Account Settings' }).waitFor();
  await page.getByRole('button', { name: 'Delete my account...' }).click();
  await seeText(page, 'You have no upcoming bookings, so nothing will be cancelled.');
  await screenshot(page, 'account-settings');
});

test('the account pages fit a phone', async ({ browser, site }) => {
  const context = await openContext(browser, site, { viewport: phone, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).waitFor();
    await screenshot(page, 'login-with-forgot-link');
    await page.goto('/reset-password?token=not-a-real-token');
    await page.getByLabel('New password', { exact: true }).fill('kerala-backwaters-9');
    await page.getByLabel('Confirm new password').fill('kerala-backwaters-9');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await seeText(page, 'This password reset link is invalid, used or expired. Please ask for a new one.');
    await screenshot(page, 'reset-password-refused');

    const traveller = await createTraveller(site);
    await page.evaluate((token) => localStorage.setItem('token', token), traveller.token);
    await page.goto('/login/userdashboard/userprofile/settings');
    await page.getByRole('heading', { name: 'Account Settings' }).waitFor();
    await page.getByRole('button', { name: 'Delete my account...' }).click();
    await seeText(page, 'You have no upcoming bookings, so nothing will be cancelled.');
    await screenshot(page, 'account-settings');
  } finally {
    await context.close();
  }
});
