import { adminToken, call } from '../support/api.ts';
import { receivedEmail } from '../support/emails.ts';
import { screenshot, seeText } from '../support/screens.ts';
import { expect, openContext, phone, signIn, test } from '../support/test.ts';

// The operator's team: an owner invites a guide from the team screen; the guide opens the emailed
// link (as it arrived at the site's mail server) on a phone, sets a name and a password, and lands
// on the guide's screen in the admin area, signed in with exactly the guide's permissions.

test('an owner invites a guide by email, and the guide joins on a phone', async ({ browser, page, site }) => {
  const guideEmail = `guide.${Date.now().toString(36)}@team.yatrika.test`;
  await signIn(page, await adminToken(site));
  await page.goto('/admindashboard/team');
  await page.getByRole('heading', { name: 'Invite a colleague' }).waitFor();
  await page.getByLabel('Email').fill(guideEmail);
  await page.getByLabel('Role', { exact: true }).selectOption('guide');
  await seeText(page, "Today's and tomorrow's departures of the tours assigned to them, their manifests and check-in.");
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await seeText(page, `Invitation sent to ${guideEmail}. The link works once, for 48 hours.`);
  await page.getByRole('list', { name: 'Invitations waiting' }).getByText(guideEmail).waitFor();

  const email = await receivedEmail(site, guideEmail, /invites you to the Yatrika team$/);
  const link = /https?:\/\/\S+\/staff-invitation\?token=[\w-]+/.exec(email.mail.text ?? '')?.[0];
  expect(link, email.mail.text).toMatch(new RegExp(`^${site.url}/staff-invitation\\?token=`));

  const context = await openContext(browser, site, { viewport: phone, isMobile: true, hasTouch: true });
  try {
    const onPhone = await context.newPage();
    await onPhone.goto(link!);
    await seeText(onPhone, /to work on Yatrika as Guide/);
    await onPhone.getByLabel('Your name').fill('Ravi Nair');
    await onPhone.getByLabel('New password', { exact: true }).fill('meeting-point-7');
    await onPhone.getByLabel('Confirm new password').fill('meeting-point-7');
    await screenshot(onPhone, 'staff-invitation-filled');
    await onPhone.getByRole('button', { name: 'Join the team' }).click();
    await onPhone.waitForURL('**/admindashboard/guide');
    const token = await onPhone.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();
    // Signed in as a guide: the team is not theirs to manage.
    await expect(call(site, 'GET', '/api/admin/team', { token: token! })).rejects.toThrow(/403/);
  } finally {
    await context.close();
  }

  // The owner's list shows the guide, and the link works no more.
  await page.reload();
  await page.getByRole('heading', { name: 'Invite a colleague' }).waitFor();
  await seeText(page, 'Ravi Nair');
  expect(await page.getByRole('list', { name: 'Invitations waiting' }).getByText(guideEmail).count()).toBe(0);
});
