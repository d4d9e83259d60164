import { readFile } from 'node:fs/promises';
import type { StaffRole } from '@yatrika/contract/staff';
import { adminToken, bookAndPay, call, createTraveller, dayFromToday, publicTours } from '../support/api.ts';
import { siteAdmin, type Site } from '../support/server.ts';
import { desktop, expect, openContext, phone, signIn, test } from '../support/test.ts';
import { unique } from '../support/unique.ts';

// The audit log (decision 050): every change a staff account makes is one row, and the owner reads
// them on /admindashboard/audit. Colleagues are made here through the spec's POST /api/admin/register
// (an owner's colleague starts as a manager) and given their role on the team (decision 048): that
// role change is in the log too.

interface Colleague {
  id: string;
  token: string;
  name: string;
  email: string;
}

async function colleague(site: Site, name: string, role: StaffRole): Promise<Colleague> {
  const email = `${name.toLowerCase().replaceAll(' ', '.')}.${unique()}@e2e.yatrika.in`;
  const owner = await adminToken(site);
  const { token, user } = await call<{ token: string; user: { _id: string } }>(site, 'POST', '/api/admin/register', { token: owner, body: { name, email, password: 'colleague-password-1' } });
  await call(site, 'PATCH', `/api/admin/team/members/${user._id}`, { token: owner, body: { role } });
  return { id: user._id, token, name, email };
}

test('the audit screen shows the guide’s check-in, and the owner making the guide’s account and giving it its role', async ({ browser, site }) => {
  const owner = await adminToken(site);
  const guide = await colleague(site, 'Ravi Guide', 'guide');
  const [tour] = await publicTours(site);
  const traveller = await createTraveller(site, { firstname: 'Kiran', lastname: 'Rao' });
  const { booking } = await call<{ booking: { _id: string } }>(site, 'POST', '/api/admin/bookings', {
    token: owner,
    body: { tourId: tour!._id, fullName: 'Kiran Rao', phone: '9812345670', email: traveller.email, bookingDate: dayFromToday(0), numPeople: 2, payment: { method: 'cash' }, outsideSchedule: true },
  });
  const { reference } = await call<{ reference: string }>(site, 'GET', `/api/user/bookings/${booking._id}/ticket`, { token: traveller.token });
  // A guide checks in on the tours assigned to them (decision 051).
  await call(site, 'PUT', `/api/admin/tours/${tour!._id}/guides`, { token: owner, body: { guideIds: [guide.id] } });

  // The guide, on a phone at the meeting point, checks the party in by its reference.
  {
    const context = await openContext(browser, site, { viewport: phone, isMobile: true, hasTouch: true, timeout: 30_000 });
    const page = await context.newPage();
    await signIn(page, guide.token);
    await page.goto('/admindashboard/check-in');
    await page.getByLabel('Booking reference').fill(reference);
    await page.getByRole('button', { name: 'Find' }).tap();
    await page.getByRole('region', { name: 'Valid ticket' }).getByRole('button', { name: 'Check in all 2' }).tap();
    await page.getByRole('region', { name: 'Checked in 2' }).waitFor();
    await context.close();
  }

  // The owner finds the check-in by the booking's reference, typed as a person types it.
  const context = await openContext(browser, site, { viewport: desktop });
  const page = await context.newPage();
  await signIn(page, owner);
  await page.goto('/admindashboard/audit');
  await page.getByLabel('Booking reference').fill(reference.replaceAll('-', '').toLowerCase());
  await page.getByRole('button', { name: 'Find' }).click();
  await page.waitForURL(/reference=/);
  const checkIn = page.getByRole('row').filter({ hasText: 'Check in: scan' });
  await checkIn.waitFor();
  const row = await checkIn.innerText();
  expect(row).toContain('Ravi Guide');
  expect(row).toContain(reference);
  expect(row).toMatch(/Checked in people:\s*0\s*→\s*2/);
  // The desk's booking of the same party is there too, by the owner.
  await page.getByRole('row').filter({ hasText: 'Booking: create' }).waitFor();

  // The making of the guide's account, under Team, by the owner; the person's name filters by them.
  await page.goto('/admindashboard/audit?kind=staff');
  const made = page.getByRole('row').filter({ hasText: guide.email });
  await made.waitFor();
  expect(await made.innerText()).toContain('Staff: create');
  await page.getByRole('row').filter({ hasText: 'Team: role change' }).first().waitFor();
  await page.getByRole('row').filter({ hasText: 'Check in: scan' }).waitFor({ state: 'detached' });
  await page.goto('/admindashboard/audit');
  await page.getByRole('row').filter({ hasText: 'Check in: scan' }).first().getByRole('button', { name: 'Ravi Guide' }).click();
  await page.getByText('Changes by').waitFor();
  const rows = page.getByRole('row').filter({ hasNotText: 'Before → after' });
  expect(new Set((await rows.allInnerTexts()).map((text) => text.includes('Ravi Guide')))).toEqual(new Set([true]));

  // The owner downloads the filtered log.
  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  const file = await readFile((await csv.path())!, 'utf8');
  expect(file.split('\r\n')[0]).toBe('\uFEFFWhen (UTC),Who,Role,From,What,Kind,Thing,Booking,Before,After');
  expect(file).toContain(`,check-in.scan,booking,${booking._id},${reference},`);
  await context.close();
});

test('an accountant downloads the month’s invoices', async ({ browser, site }) => {
  const accountant = await colleague(site, 'Anita Accounts', 'accountant');
  const traveller = await createTraveller(site, { firstname: 'Farah', lastname: 'Khan' });
  const [tour] = await publicTours(site);
  await bookAndPay(site, traveller, { tourId: tour!._id, fullName: 'Farah Khan', phone: '9876501299', bookingDate: dayFromToday(20), numPeople: 1, gstin: '27AAPFU0939F1ZV', businessName: 'Khan Travels LLP' });

  const context = await openContext(browser, site, { viewport: desktop });
  const page = await context.newPage();
  // Signed in at the admin door, as the accountant would.
  await page.goto('/login/admin');
  expect(siteAdmin.email).not.toBe(accountant.email);
  await page.getByLabel('Email').fill(accountant.email);
  await page.getByLabel('Password').fill('colleague-password-1');
  await page.getByRole('button', { name: 'Login' }).click();
  // An accountant does not read the dashboard's totals: the app opens the first screen of their work.
  await page.waitForURL((url) => url.pathname !== '/login/admin');
  await page.goto('/admindashboard/invoices');
  const row = page.getByRole('row').filter({ hasText: 'Khan Travels LLP' });
  await row.waitFor();
  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  const file = await readFile((await csv.path())!, 'utf8');
  expect(file.split('\r\n').some((line) => line.startsWith('invoice,') && line.includes(',27AAPFU0939F1ZV,Khan Travels LLP,'))).toBe(true);
  const [pdf] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: /^PDF of / }).click()]);
  expect((await readFile((await pdf.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
  await context.close();
});
