import type { Page } from 'playwright-core';
import { call, createTraveller } from '../support/api.ts';
import { colourOf } from '../support/colours.ts';
import { screenshot, seeText } from '../support/screens.ts';
import { expect, test } from '../support/test.ts';
import { unique } from '../support/unique.ts';

// Signing up, logging in and logging out through the real forms (no token is planted here: these
// tests are about the forms themselves), and the guard that sends visitors to /login.

/**
 * The form refused: its message is red (as the spec says) and below the form's button, the page stays at
 * `path`, and no session was kept.
 */
async function expectRefused(page: Page, path: string, button: string, text: string) {
  const alert = page.getByRole('alert');
  await alert.waitFor();
  expect(await alert.textContent()).toBe(text);
  expect(await colourOf(alert, 'text'), `the colour of "${text}"`).toBe('red');
  const buttonBox = (await page.getByRole('button', { name: button }).boundingBox())!;
  const alertBox = (await alert.boundingBox())!;
  expect(alertBox.y).toBeGreaterThanOrEqual(buttonBox.y + buttonBox.height);
  expect(new URL(page.url()).pathname).toBe(path);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
}

/** The header's chip on every traveller page: the username's initial and the username, linking to the profile. */
async function expectSignedInAs(page: Page, username: string) {
  const chip = page.getByRole('link', { name: `Profile of ${username}` });
  await chip.waitFor();
  expect(await chip.getAttribute('href')).toBe('/login/userdashboard/userprofile');
  expect((await chip.innerText()).replace('Profile of', '').replace(/\s+/g, '')).toBe(`${username[0]!.toUpperCase()}${username}`);
}

test('a new traveller signs up with the form and lands on their home, which shows their initial and username', async ({ page, site }) => {
  const id = unique();
  const username = `kabir_${id}`;
  await page.goto('/signup');
  await page.getByRole('heading', { name: 'Create your account' }).waitFor();

  const gender = page.getByLabel('Gender');
  expect(await gender.inputValue()).toBe('');
  expect(await gender.locator('option').allTextContents()).toEqual(['Select Gender', 'Male', 'Female', 'Other']);
  expect(await page.getByLabel('Email').getAttribute('type')).toBe('email');
  expect(await page.getByLabel('Phone').getAttribute('type')).toBe('tel');
  expect(await page.getByLabel('Password', { exact: true }).getAttribute('type')).toBe('password');

  await page.getByLabel('First name').fill('Kabir');
  await page.getByLabel('Last name').fill('Malhotra');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(`kabir.${id}@example.in`);
  await page.getByLabel('Phone').fill('9812345670');
  await gender.selectOption('Male');
  await page.getByLabel('Password', { exact: true }).fill('monsoon-trails-7');
  await screenshot(page, 'signup-filled');
  await page.getByRole('button', { name: 'Next' }).click();

  await page.waitForURL('**/login/userdashboard');
  await expectSignedInAs(page, username);
  // The session is the token the server gave, kept under "token" (spec §3).
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const profile = await call<{ username: string }>(site, 'GET', '/api/user/profile', { token: token! });
  expect(profile.username).toBe(username);
});

test("signing up with an email that already has an account shows the server's message in red under the form", async ({ page, site }) => {
  const existing = await createTraveller(site);
  await page.goto('/signup');
  await page.getByLabel('First name').fill('Another');
  await page.getByLabel('Last name').fill('Person');
  await page.getByLabel('Username').fill(`another_${unique()}`);
  await page.getByLabel('Email').fill(existing.email);
  await page.getByLabel('Phone').fill('9898989898');
  await page.getByLabel('Gender').selectOption('Other');
  await page.getByLabel('Password', { exact: true }).fill('another-pass-9');
  await page.getByRole('button', { name: 'Next' }).click();

  await expectRefused(page, '/signup', 'Next', 'An account with this email already exists.');
  await screenshot(page, 'signup-email-taken');
});

test('a traveller logs in with email and password and reaches their home', async ({ page, site }) => {
  const traveller = await createTraveller(site);
  await page.goto('/login');
  await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
  expect(await page.getByLabel('Email').getAttribute('type')).toBe('email');
  expect(await page.getByLabel('Password', { exact: true }).getAttribute('type')).toBe('password');

  await page.getByLabel('Email').fill(traveller.email);
  await page.getByLabel('Password', { exact: true }).fill(traveller.password);
  await screenshot(page, 'login-filled');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/login/userdashboard');
  await expectSignedInAs(page, traveller.username);
});

test("a wrong password shows the server's message in red under the form and signs nobody in", async ({ page, site }) => {
  const traveller = await createTraveller(site);
  await page.goto('/login');
  await page.getByLabel('Email').fill(traveller.email);
  await page.getByLabel('Password', { exact: true }).fill('not-my-password');
  await page.getByRole('button', { name: 'Login' }).click();

  await expectRefused(page, '/login', 'Login', 'Invalid email or password.');
  await screenshot(page, 'login-wrong-password');
});

test('login links to signup and signup links back to login', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.waitForURL('**/signup');
  await page.getByRole('button', { name: 'Next' }).waitFor();

  await page.getByRole('link', { name: 'Log in', exact: true }).click();
  await page.waitForURL('**/login');
  await page.getByRole('button', { name: 'Login' }).waitFor();
});

test('Log Out in the traveller menu ends the session on the server and goes to the landing page; traveller pages then ask to log in', async ({ page, site }) => {
  const traveller = await createTraveller(site);
  await page.goto('/login');
  await page.getByLabel('Email').fill(traveller.email);
  await page.getByLabel('Password', { exact: true }).fill(traveller.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/login/userdashboard');
  await expectSignedInAs(page, traveller.username);
  const token = await page.evaluate(() => localStorage.getItem('token'));

  const loggedOut = page.waitForResponse((response) => response.url().endsWith('/api/user/logout') && response.request().method() === 'POST');
  await page.getByRole('navigation', { name: 'Traveller menu' }).getByRole('button', { name: 'Log Out' }).click();
  expect((await loggedOut).status()).toBe(200);
  await page.waitForURL((url) => url.pathname === '/');
  await seeText(page, 'Travel with purpose, Make a difference in the world');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  // The server revoked the token: it no longer opens the profile.
  await expect(call(site, 'GET', '/api/user/profile', { token: token! })).rejects.toThrow(/answered 401/);

  // The route guard: a traveller page now sends to /login.
  await page.goto('/login/userdashboard/mybookings');
  await page.waitForURL((url) => url.pathname === '/login');
  await page.getByRole('button', { name: 'Login' }).waitFor();
});

test('a visitor who opens the traveller home is sent to /login', async ({ page }) => {
  await page.goto('/login/userdashboard');
  await page.waitForURL((url) => url.pathname === '/login');
  await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
});
