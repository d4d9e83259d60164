import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { adminToken, call, createTraveller, dayFromToday, publicTours } from '../support/api.ts';
import { chromiumArgs, findChromium } from '../support/chromium.mjs';
import { receivedEmail } from '../support/emails.ts';
import { writeQrVideo } from '../support/fake-camera.ts';
import { screenshot } from '../support/screens.ts';
import { desktop, expect, openContext, phone, signIn, test } from '../support/test.ts';

// Check-in at the meeting point: a traveller's party of three travels today, booked at the desk by the
// operator (paid in cash; today's departure may have set off already, when only the operator can
// still take a booking, confirming it outside the schedule). The confirmation email
// arrives at the site's mail server, and its ticket link opens the ticket after a login; the operator opens the
// check-in screen on a phone whose camera (Chromium's fake one, fed a video of the ticket's QR code) sees
// the ticket, and checks the party in. The QR reader is the barcode-detector ponyfill with its WebAssembly
// served by the site itself (headless Chromium on Linux has no BarcodeDetector of its own).

test('the operator scans a ticket with the phone camera and checks the party in', async ({ browser, site }) => {
  const admin = await adminToken(site);
  const [tour] = await publicTours(site);
  const traveller = await createTraveller(site, { firstname: 'Rohan', lastname: 'Mehta' });
  const { booking } = await call<{ booking: { _id: string } }>(site, 'POST', '/api/admin/bookings', {
    token: admin,
    body: {
      tourId: tour!._id,
      fullName: 'Rohan Mehta',
      phone: '9812345678',
      email: traveller.email,
      bookingDate: dayFromToday(0),
      numPeople: 3,
      payment: { method: 'cash' },
      outsideSchedule: true,
    },
  });
  const bookingId = booking._id;
  const ticket = await call<{ code: string; reference: string }>(site, 'GET', `/api/user/bookings/${bookingId}/ticket`, { token: traveller.token });

  // The confirmation as it arrived: reference, ticket link, calendar file.
  const confirmation = await receivedEmail(site, traveller.email, new RegExp(`^Booking ${ticket.reference}: `));
  const ticketLink = /https?:\/\/\S+\/ticket\b/.exec(confirmation.mail.text ?? '')?.[0];
  expect(ticketLink).toBe(`${site.url}/login/userdashboard/mybookings/${bookingId}/ticket`);
  expect(confirmation.mail.attachments.map((file) => file.filename).sort()).toEqual([`ticket-${ticket.reference}.png`, `yatrika-${ticket.reference}.ics`]);

  // The email's ticket link, opened signed out, asks for a login and comes back to the ticket.
  {
    const context = await openContext(browser, site, { viewport: phone });
    const page = await context.newPage();
    await page.goto(ticketLink!);
    await page.waitForURL(/\/login\?next=/);
    await page.getByLabel('Email').fill(traveller.email);
    await page.getByLabel('Password', { exact: true }).fill(traveller.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`**/login/userdashboard/mybookings/${bookingId}/ticket`);
    await page.getByRole('heading', { level: 1, name: ticket.reference }).waitFor();
    await context.close();
  }

  // The traveller's ticket, as shown on their phone and on a desktop.
  for (const viewport of [phone, desktop]) {
    const context = await openContext(browser, site, { viewport });
    const page = await context.newPage();
    await signIn(page, traveller.token);
    await page.goto(`/login/userdashboard/mybookings/${bookingId}/ticket`);
    await page.getByRole('heading', { level: 1, name: ticket.reference }).waitFor();
    await page.getByRole('img', { name: `QR code of booking ${ticket.reference}` }).waitFor();
    await screenshot(page, 'ticket');
    await context.close();
  }

  const folder = mkdtempSync(path.join(tmpdir(), 'yatrika-camera-'));
  const video = path.join(folder, 'ticket.y4m');
  writeQrVideo(video, ticket.code);
  // A Chromium of this journey's own: the fake camera is chosen when the browser starts.
  const camera = await chromium.launch({
    executablePath: findChromium()!,
    headless: true,
    args: [...chromiumArgs, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
  });
  try {
    const context = await openContext(camera, site, { viewport: phone, isMobile: true, hasTouch: true, timeout: 30_000 });
    await context.grantPermissions(['camera']);
    const page = await context.newPage();
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(site.url) && !request.url().startsWith('blob:') && !request.url().startsWith('data:')) elsewhere.push(request.url());
    });
    await signIn(page, admin);
    await page.goto('/admindashboard/check-in');
    await page.getByRole('heading', { name: "Today's departures" }).waitFor();
    await page.getByRole('article', { name: tour!.title }).waitFor();
    await screenshot(page, 'admin-check-in');

    await page.getByRole('button', { name: 'Scan ticket' }).tap();
    const card = page.getByRole('region', { name: 'Valid ticket' });
    await card.waitFor();
    await card.getByText('Rohan Mehta').waitFor();
    expect(await card.getByText('Paid in full').count()).toBe(1);
    await screenshot(page, 'admin-check-in-scanned');

    await card.getByRole('button', { name: 'Check in all 3' }).tap();
    const done = page.getByRole('region', { name: 'Checked in 3' });
    await done.getByText('3 of 3 are here.').waitFor();
    await screenshot(page, 'admin-check-in-done');

    // The same ticket again, typed this time: already checked in, by whom.
    await page.getByLabel('Booking reference').fill(ticket.reference.replaceAll('-', '').toLowerCase());
    await page.getByRole('button', { name: 'Find' }).tap();
    const again = page.getByRole('region', { name: 'Already checked in' });
    await again.getByText(/^Checked in at \d{1,2}:\d{2} (AM|PM) by /).waitFor();

    // The QR reader and its WebAssembly came from the site itself.
    expect(elsewhere).toEqual([]);
    await context.close();
  } finally {
    await camera.close();
    rmSync(folder, { recursive: true, force: true });
  }

  // The check-in screen at desktop width, and the manifest with the party checked in.
  const context = await openContext(browser, site, { viewport: desktop });
  const page = await context.newPage();
  await signIn(page, admin);
  await page.goto('/admindashboard/check-in');
  await page.getByRole('article', { name: tour!.title }).waitFor();
  await screenshot(page, 'admin-check-in');
  await page.goto('/admindashboard/departures');
  const row = page.getByRole('row').filter({ hasText: 'Rohan Mehta' });
  await row.waitFor();
  const cells = await row.getByRole('cell').allInnerTexts();
  // People, checked in, no-show, waiting: after the names, the reference and the phone.
  expect(cells.slice(3, 7)).toEqual(['3', '3', '0', '0']);
  await context.close();
}, 180_000);
