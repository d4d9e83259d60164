import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { adminToken, call } from '../support/api.ts';
import { seriousAccessibilityProblems } from '../support/axe.ts';
import { screenshot } from '../support/screens.ts';
import { expect, phone, test } from '../support/test.ts';
import { unique } from '../support/unique.ts';

// A manager (a role that must use two-step sign-in) turns it on from the admin area, signs out, and
// signs in again with a code from the authenticator app (computed here, as the phone would), then
// once with a recovery code, which then no longer works.

const password = 'manager-password-1';

async function signInWithPassword(page: Page, email: string): Promise<void> {
  await page.goto('/login/admin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Log Out' }).first().click();
  await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
}

test('a manager turns on two-step sign-in, then signs in with a code and once with a recovery code', async ({ page, site }) => {
  const email = `manager.${unique()}@e2e.yatrika.in`;
  await call(site, 'POST', '/api/admin/register', { token: await adminToken(site), body: { name: 'Meera Manager', email, password } });

  // Until they enrol, the admin area works and a banner asks them to.
  await signInWithPassword(page, email);
  await page.getByRole('status').filter({ hasText: /Turn on two-step sign-in by/ }).waitFor();
  await page.getByRole('link', { name: 'Turn on two-step sign-in' }).click();
  await page.getByRole('heading', { level: 1, name: 'Two-step sign-in' }).waitFor();
  await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
  const key = (await page.getByTestId('manual-key').textContent())!.replace(/\s/g, '');
  const authenticator = new TOTP({ secret: Secret.fromBase32(key), digits: 6, period: 30, algorithm: 'SHA1' });
  await screenshot(page, 'admin-two-step-setup');

  await page.getByLabel('Code from the app').fill(authenticator.generate());
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  const recoveryCodes = page.getByRole('list', { name: 'Recovery codes' });
  await recoveryCodes.waitFor();
  const codes = await recoveryCodes.getByRole('listitem').allTextContents();
  expect(codes).toHaveLength(10);
  await screenshot(page, 'admin-two-step-recovery-codes');
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await page.getByText('Two-step sign-in is on.').waitFor();
  await expect.poll(() => page.getByRole('status').filter({ hasText: /Turn on two-step sign-in by/ }).count()).toBe(0);
  await logOut(page);

  // The password alone is not enough now. The code of the next 30 seconds: the one just used is spent.
  await signInWithPassword(page, email);
  await page.getByText('Enter the 6-digit code from your authenticator app.').waitFor();
  expect(await seriousAccessibilityProblems(page)).toEqual([]);
  await screenshot(page, 'admin-login-second-step');
  await page.getByLabel('Code').fill(authenticator.generate({ timestamp: Date.now() + 30_000 }));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL(/\/admindashboard$/);
  await logOut(page);

  // A recovery code, once.
  await signInWithPassword(page, email);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(codes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL(/\/admindashboard$/);
  await logOut(page);

  await signInWithPassword(page, email);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(codes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect.poll(() => page.getByRole('alert').textContent()).toBe('That recovery code is not right, or it was used already.');
});

test('the second step fits a phone', async ({ browser, site }) => {
  const context = await browser.newContext({ viewport: phone, baseURL: site.url, locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
  const page = await context.newPage();
  const email = `manager.${unique()}@e2e.yatrika.in`;
  const { token } = await call<{ token: string }>(site, 'POST', '/api/admin/register', { token: await adminToken(site), body: { name: 'Mohan Manager', email, password } });
  const { otpauthUri } = await call<{ otpauthUri: string }>(site, 'POST', '/api/admin/two-step/setup', { token });
  const key = new URL(otpauthUri).searchParams.get('secret')!;
  const authenticator = new TOTP({ secret: Secret.fromBase32(key), digits: 6, period: 30, algorithm: 'SHA1' });
  await call(site, 'POST', '/api/admin/two-step/enable', { token, body: { code: authenticator.generate() } });
  await signInWithPassword(page, email);
  await page.getByText('Enter the 6-digit code from your authenticator app.').waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  expect(await seriousAccessibilityProblems(page)).toEqual([]);
  await context.close();
});
