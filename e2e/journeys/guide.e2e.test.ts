import { inject } from 'vitest';
import { adminToken, call, createTraveller, dayFromToday, publicTours } from '../support/api.ts';
import { seriousAccessibilityProblems } from '../support/axe.ts';
import { screenshot } from '../support/screens.ts';
import { startSite, type OwnedSite } from '../support/server.ts';
import { desktop, expect, openContext, phone, test } from '../support/test.ts';
import { unique } from '../support/unique.ts';

// The guide's phone (decision 051): an owner makes a colleague's account (the spec's admin register
// makes a manager) and gives it the guide's role on the team (decision 048). The owner assigns the guide to one tour; two parties travel today, one on that
// tour and one on another. The guide signs in on a 390 px phone, lands on today's departures, opens
// the manifest and checks the party in by its reference, and finds no refund or catalogue action:
// the menu has only their departures, and the catalogue's API answers 403.

test('the guide on a phone checks in a traveller by reference and finds no refund or catalogue action', async ({ browser }) => {
  const site: OwnedSite = await startSite(inject('newSiteData'));
  try {
    const guide = { name: 'Kiran Guide', email: `kiran.${unique()}@e2e.yatrika.in`, password: 'guide-password-1' };
    const owner = await adminToken(site);
    const { user } = await call<{ user: { _id: string } }>(site, 'POST', '/api/admin/register', { token: owner, body: guide });
    await call(site, 'PATCH', `/api/admin/team/members/${user._id}`, { token: owner, body: { role: 'guide' } });

    const [theirs, another] = await publicTours(site);
    const traveller = await createTraveller(site, { firstname: 'Anjali', lastname: 'Rao' });
    const bookToday = async (tourId: string, fullName: string) =>
      (
        await call<{ booking: { _id: string } }>(site, 'POST', '/api/admin/bookings', {
          token: owner,
          body: { tourId, fullName, phone: '9812345678', email: traveller.email, bookingDate: dayFromToday(0), numPeople: 2, payment: { method: 'cash' }, outsideSchedule: true },
        })
      ).booking._id;
    const bookingId = await bookToday(theirs!._id, 'Anjali Rao');
    await bookToday(another!._id, 'Vikram Shah');
    const { reference } = await call<{ reference: string }>(site, 'GET', `/api/user/bookings/${bookingId}/ticket`, { token: traveller.token });
    await call(site, 'PUT', `/api/admin/tours/${theirs!._id}/guides`, { token: owner, body: { guideIds: [user._id] } });

    const context = await openContext(browser, site, { viewport: phone, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto('/login/admin');
    await page.getByLabel('Email').fill(guide.email);
    await page.getByLabel('Password', { exact: true }).fill(guide.password);
    await page.getByRole('button', { name: 'Login' }).tap();
    await page.waitForURL('**/admindashboard/guide');

    const today = page.getByRole('region', { name: /^Today/ });
    const departure = today.getByRole('article', { name: theirs!.title });
    await departure.getByText('2 people in 1 booking').waitFor();
    expect(await page.getByRole('article', { name: another!.title }).count()).toBe(0);
    await screenshot(page, 'admin-guide');
    expect(await seriousAccessibilityProblems(page)).toEqual([]);

    await departure.getByRole('link', { name: /Manifest and check-in/ }).tap();
    await page.waitForURL('**/admindashboard/check-in**');
    await page.getByLabel('Booking reference').fill(reference);
    await page.getByRole('button', { name: 'Find' }).tap();
    const card = page.getByRole('region', { name: 'Valid ticket' });
    await card.getByText('Anjali Rao').waitFor();
    await card.getByRole('button', { name: 'Check in all 2' }).tap();
    await page.getByRole('region', { name: 'Checked in 2' }).waitFor();
    await screenshot(page, 'admin-guide-check-in');
    expect(await page.getByRole('button', { name: /refund/i }).count()).toBe(0);

    // The catalogue, opened by its address: the screen says the role does not include it (the server refuses its API too).
    await page.goto('/admindashboard/tours');
    await page.getByRole('heading', { name: 'Your role does not include this' }).waitFor();
    expect(await page.getByRole('button', { name: /delete|ban|refund/i }).count()).toBe(0);
    await context.close();

    // At desktop width: the menu holds the guide's departures, the check-in and their own sign-in, nothing else.
    const wide = await openContext(browser, site, { viewport: desktop });
    const desk = await wide.newPage();
    await desk.goto('/login/admin');
    await desk.getByLabel('Email').fill(guide.email);
    await desk.getByLabel('Password', { exact: true }).fill(guide.password);
    await desk.getByRole('button', { name: 'Login' }).click();
    await desk.waitForURL('**/admindashboard/guide');
    await desk.getByRole('article', { name: theirs!.title }).waitFor();
    const menu = desk.getByRole('navigation', { name: 'Admin menu' });
    await menu.getByRole('link', { name: /My departures/ }).waitFor();
    for (const other of [/^Tours/, /Bookings/, /Payments/, /Dashboard/, /Departures$/, /Team/, /Audit log/]) expect(await menu.getByRole('link', { name: other }).count()).toBe(0);
    expect(await seriousAccessibilityProblems(desk)).toEqual([]);
    await screenshot(desk, 'admin-guide');
    await wide.close();
  } finally {
    await site.stop();
  }
}, 240_000);
