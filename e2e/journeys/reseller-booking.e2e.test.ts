import { adminToken, call, dayFromToday } from '../support/api.ts';
import { pngPicture } from '../support/pictures.ts';
import { screenshot } from '../support/screens.ts';
import type { Site } from '../support/server.ts';
import { desktop, expect, openContext, phone, signIn, test } from '../support/test.ts';
import { unique } from '../support/unique.ts';

// A reseller sells a tour through the OCTO API: the operator adds the reseller on the Resellers screen
// and copies its key from the panel that shows it once; the reseller (here, the test) checks today's
// availability, reserves two seats and confirms with its guest's name. The booking is on the operator's
// check-in screen like any other, paid to the reseller, and its party is checked in and counted on the
// manifest.

/**
 * A start time later today in India (a quarter of an hour or more from now, on a five-minute mark):
 * a departure sells only until it sets off, so the reseller's "today" must not have left yet.
 */
function laterTodayInIndia(): string {
  const india = new Date(Date.now() + (5.5 * 60 + 15) * 60_000);
  const minutes = Math.ceil((india.getUTCHours() * 60 + india.getUTCMinutes()) / 5) * 5;
  if (minutes >= 24 * 60 || india.toISOString().slice(0, 10) !== dayFromToday(0)) throw new Error('Too close to midnight in India for a departure later today: run this journey again after midnight.');
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** A tour of the journey's own that sets off later today, made as the tour form sends it. */
async function tourLeavingLaterToday(site: Site, token: string, suffix: string): Promise<{ _id: string; title: string }> {
  const form = new FormData();
  form.set('title', `Old Delhi Food Walk ${suffix}`);
  form.set('description', 'An evening walk through the lanes of Chandni Chowk, tasting as we go.');
  form.set('category', 'historical & cultural');
  form.set('location', 'Delhi');
  form.set('pricePerPerson', '1500');
  form.set('startTimes', JSON.stringify([laterTodayInIndia()]));
  form.set('image', new Blob([new Uint8Array(pngPicture())], { type: 'image/png' }), 'tour.png');
  const response = await fetch(`${site.url}/api/admin/tours`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  if (!response.ok) throw new Error(`POST /api/admin/tours answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: { _id: string; title: string } }).data;
}

interface OctoBooking {
  uuid: string;
  status: string;
  supplierReference: string | null;
}

test('a reseller’s booking made through OCTO is checked in by the operator and shows on the manifest', async ({ browser, site }) => {
  const admin = await adminToken(site);
  const suffix = unique();
  const tour = await tourLeavingLaterToday(site, admin, suffix);
  const resellerName = `Ghumakkad Travels ${suffix}`;
  const guestName = `Farah Khan ${suffix}`;

  // The operator adds the reseller and copies its key.
  let apiKey: string;
  {
    const context = await openContext(browser, site, { viewport: desktop });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await context.newPage();
    await signIn(page, admin);
    await page.goto('/admindashboard/resellers');
    await page.getByRole('button', { name: 'New reseller' }).click();
    const form = page.getByRole('form', { name: 'New reseller' });
    await form.getByLabel('Name').fill(resellerName);
    await form.getByLabel('Contact email').fill(`api.${suffix}@ghumakkad.example`);
    await form.getByLabel(/Commission/).fill('12.5');
    await form.getByRole('button', { name: 'Add reseller' }).click();
    const panel = page.getByRole('region', { name: new RegExp(resellerName) });
    apiKey = (await panel.getByLabel('API key').innerText()).trim();
    expect(apiKey).toMatch(/^yk_/);
    await screenshot(page, 'admin-reseller-key');
    await context.close();
  }

  // The reseller, through OCTO: today's departure, a reservation of two adults, the confirmation.
  const [departure] = await call<{ id: string; available: boolean }[]>(site, 'POST', '/octo/availability', {
    token: apiKey,
    body: { productId: tour._id, optionId: 'DEFAULT', localDate: dayFromToday(0) },
  });
  expect(departure!.available).toBe(true);
  const reservation = await call<OctoBooking>(site, 'POST', '/octo/bookings', {
    token: apiKey,
    body: { productId: tour._id, optionId: 'DEFAULT', availabilityId: departure!.id, unitItems: [{ unitId: 'adult' }, { unitId: 'adult' }], resellerReference: `GT-${suffix}` },
  });
  expect(reservation.status).toBe('ON_HOLD');
  const confirmed = await call<OctoBooking>(site, 'POST', `/octo/bookings/${reservation.uuid}/confirm`, {
    token: apiKey,
    body: { contact: { fullName: guestName, phoneNumber: '+91 98450 12345' } },
  });
  expect(confirmed.status).toBe('CONFIRMED');
  const reference = confirmed.supplierReference!;

  // At the meeting point: the reference typed on the operator's phone, the party checked in.
  {
    const context = await openContext(browser, site, { viewport: phone, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await signIn(page, admin);
    await page.goto('/admindashboard/check-in');
    await page.getByRole('heading', { name: "Today's departures" }).waitFor();
    await page.getByLabel('Booking reference').fill(reference);
    await page.getByRole('button', { name: 'Find' }).tap();
    const card = page.getByRole('region', { name: 'Valid ticket' });
    await card.getByText(guestName).waitFor();
    await card.getByText('Paid to the reseller').waitFor();
    await card.getByText(`Sold by ${resellerName}`).waitFor();
    await screenshot(page, 'admin-check-in-reseller');
    await card.getByRole('button', { name: 'Check in all 2' }).tap();
    await page.getByRole('region', { name: 'Checked in 2' }).getByText('2 of 2 are here.').waitFor();
    await context.close();
  }

  // The manifest counts the party as here.
  const context = await openContext(browser, site, { viewport: desktop });
  const page = await context.newPage();
  await signIn(page, admin);
  await page.goto('/admindashboard/departures');
  const row = page.getByRole('row').filter({ hasText: guestName });
  await row.waitFor();
  const cells = await row.getByRole('cell').allInnerTexts();
  // People, checked in, no-show, waiting: after the names, the reference and the phone.
  expect(cells.slice(3, 7)).toEqual(['2', '2', '0', '0']);
  expect(cells.join(' ')).toContain('Paid to the reseller');
  await screenshot(page, 'admin-manifest-reseller');

  // The operator's bookings list names who sold it, with their reference.
  await page.goto(`/admindashboard/bookings?query=${reference}&view=cards`);
  const booking = page.getByRole('article').filter({ hasText: guestName });
  await booking.getByText(resellerName, { exact: true }).waitFor();
  await booking.getByText(`Their reference GT-${suffix}`).waitFor();
  await screenshot(page, 'admin-bookings-reseller');
  await context.close();
}, 120_000);
