import { partPaymentMessages } from '@yatrika/contract/part-payment-messages';
import { adminToken, call, dayFromToday } from '../support/api.ts';
import { chooseTravelDate } from '../support/calendar.ts';
import { receivedEmail } from '../support/emails.ts';
import { rupees } from '../support/expected.ts';
import { pngPicture } from '../support/pictures.ts';
import type { Site } from '../support/server.ts';
import { screenshot } from '../support/screens.ts';
import { unique } from '../support/unique.ts';
import { desktop, expect, phone, signedInTraveller, test } from '../support/test.ts';

// Paying in parts (decision 035): a traveller books a tour that takes a 30% advance, pays the advance
// in the sandbox checkout and sees the balance owed on My Bookings and the ticket. The balance is due
// in two days, so the reminder job (asked to run now, as an operator can) emails the traveller, and the
// email's link opens the booking, where the balance is paid in the sandbox checkout: the booking is
// then paid in full, and its ledger holds the two payments.

/** A tour of ₹2,000 a person, confirmed instantly, taking a 30% advance with the balance due 7 days before. */
async function advanceTour(site: Site, token: string): Promise<{ _id: string; title: string }> {
  const form = new FormData();
  const title = `Spice Plantation Day ${unique()}`;
  form.set('title', title);
  form.set('description', 'A walk through a working spice farm near Ponda, with a Goan lunch.');
  form.set('category', 'historical & cultural');
  form.set('location', 'Ponda, Goa');
  form.set('pricePerPerson', '2000');
  form.set('confirmInstantly', 'true');
  form.set('advancePercent', '30');
  form.set('balanceDueDays', '7');
  form.set('image', new Blob([new Uint8Array(pngPicture())], { type: 'image/png' }), 'tour.png');
  const response = await fetch(`${site.url}/api/admin/tours`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  if (!response.ok) throw new Error(`POST /api/admin/tours answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: { _id: string; title: string } }).data;
}

interface BookingMoney {
  _id: string;
  amountDue: number;
  amountPaid: number;
  balanceDueOn: string | null;
  ledger: { kind: string; purpose: string | null; amount: number }[];
}

test('a traveller pays an advance, then the balance from the reminder email', async ({ page, site }) => {
  const admin = await adminToken(site);
  const tour = await advanceTour(site, admin);
  // Departing in 9 days, the balance is due in 2: the advance is offered, and the reminder is due now.
  const departure = dayFromToday(9);
  const dueOn = dayFromToday(2);
  const traveller = await signedInTraveller(page, site);

  await page.goto(`/dashboard/booknow/${tour._id}`);
  const form = page.getByRole('form', { name: 'Book this tour' });
  await form.getByLabel('Full name').fill('Meera Iyer');
  await form.getByLabel('Phone').fill('9876543210');
  await chooseTravelDate(form, departure);
  await form.getByLabel('Number of people').fill('2');
  const advance = form.getByRole('radio', { name: partPaymentMessages.payAdvance(1200, 2800, dueOn) });
  await advance.check();
  await form.getByText(partPaymentMessages.consequence(dueOn)).waitFor();
  await screenshot(page, 'part-payment-choice');

  await form.getByRole('button', { name: 'Confirm Booking & Pay' }).click();
  const checkout = page.getByRole('dialog', { name: 'Yatrika' });
  await checkout.getByRole('button', { name: `Pay ${rupees(1200)}` }).click();
  await form.getByRole('link', { name: 'Go to My Bookings' }).click();
  await page.getByRole('heading', { level: 1, name: 'My Bookings' }).waitFor();
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: tour.title, exact: true }) });
  const balanceLine = partPaymentMessages.balanceDue(2800, dueOn);
  await card.getByText(balanceLine).waitFor();
  await card.getByRole('button', { name: partPaymentMessages.payBalance(2800) }).waitFor();
  await screenshot(page, 'part-payment-my-bookings');

  const [booking] = (await call<{ bookings: BookingMoney[] }>(site, 'GET', '/api/user/bookings', { token: traveller.token })).bookings;
  expect(booking).toMatchObject({ amountDue: 2800, amountPaid: 1200, balanceDueOn: dueOn });
  await page.goto(`/login/userdashboard/mybookings/${booking!._id}/ticket`);
  await page.getByText(balanceLine).first().waitFor();
  await page.getByText('Balance due', { exact: true }).first().waitFor();

  // The reminder job runs every few minutes on its own; the operator's "run now" sends it at once.
  const run = await call<{ outcome: { status: string; result: { queued: number } } }>(site, 'POST', '/api/admin/jobs/run', { token: admin, body: { name: 'balance-reminders' } });
  expect(run.outcome.status).toBe('done');
  expect(run.outcome.result.queued).toBeGreaterThanOrEqual(1);
  const reminder = await receivedEmail(site, traveller.email, /^Balance due by /);
  expect(reminder.mail.subject).toContain(tour.title);
  const link = /https?:\/\/\S+\?pay=balance/.exec(reminder.mail.text ?? '')?.[0];
  expect(link).toBe(`${site.url}/login/userdashboard/mybookings/${booking!._id}?pay=balance`);

  await page.goto(link!);
  const payBalance = page.getByRole('button', { name: partPaymentMessages.payBalance(2800) });
  // Opened from the reminder, the button is brought into view and focused.
  await expect.poll(() => payBalance.evaluate((button) => button === document.activeElement)).toBe(true);
  await payBalance.click();
  await checkout.getByRole('button', { name: `Pay ${rupees(2800)}` }).click();
  // Paid in full: the balance line goes and the receipt lists both payments and their sum.
  const receiptPayment = page.getByRole('region', { name: 'Payment' });
  await receiptPayment.getByText('Paid so far').locator('xpath=..').getByText(rupees(4000)).waitFor();
  await receiptPayment.getByText('Advance paid online').locator('xpath=..').getByText(rupees(1200)).waitFor();
  await receiptPayment.getByText('Balance paid online').locator('xpath=..').getByText(rupees(2800)).waitFor();
  await page.getByText(`Paid ${rupees(4000)}`, { exact: true }).waitFor();
  expect(await page.getByText(balanceLine).count()).toBe(0);
  await screenshot(page, 'part-payment-paid');

  const { booking: paid } = await call<{ booking: BookingMoney }>(site, 'GET', `/api/user/bookings/${booking!._id}`, { token: traveller.token });
  expect(paid).toMatchObject({ amountDue: 0, amountPaid: 4000, balanceDueOn: null });
  expect(paid.ledger.map(({ kind, purpose, amount }) => ({ kind, purpose, amount }))).toEqual([
    { kind: 'payment', purpose: 'advance', amount: 1200 },
    { kind: 'payment', purpose: 'balance', amount: 2800 },
  ]);
  await page.goto(`/login/userdashboard/mybookings/${booking!._id}/ticket`);
  await page.getByText('Paid in full', { exact: true }).first().waitFor();
});

// One money model (decision 040), read on the traveller's screens: a party of three pays an advance and
// then the balance, one of them drops out (the change quotes what goes back and the card then says what
// did, from each payment), and the booking is cancelled (the dialog promises what the cancel then
// refunds). Every amount on the way is checked against the booking's ledger.
test('a party pays an advance and the balance, one drops out and the rest cancel: every screen states the ledger’s amounts', async ({ page, site }) => {
  const admin = await adminToken(site);
  const tour = await advanceTour(site, admin);
  // Thirty days out: free cancellation, and the balance due in 23.
  const departure = dayFromToday(30);
  const dueOn = dayFromToday(23);
  const traveller = await signedInTraveller(page, site);

  await page.goto(`/dashboard/booknow/${tour._id}`);
  const form = page.getByRole('form', { name: 'Book this tour' });
  // The form fills in the account's name once the profile arrives: wait for it, then book for someone else.
  await expect.poll(() => form.getByLabel('Full name').inputValue()).not.toBe('');
  await form.getByLabel('Full name').fill('Kavya Menon');
  await form.getByLabel('Phone').fill('9876501234');
  await chooseTravelDate(form, departure);
  await form.getByLabel('Number of people').fill('3');
  await form.getByRole('radio', { name: partPaymentMessages.payAdvance(1800, 4200, dueOn) }).check();
  await form.getByRole('button', { name: 'Confirm Booking & Pay' }).click();
  const checkout = page.getByRole('dialog', { name: 'Yatrika' });
  await checkout.getByRole('button', { name: `Pay ${rupees(1800)}` }).click();
  // The confirmation states what this payment captured, not the booking's total.
  const confirmation = form.getByRole('region', { name: 'Payment successful! Your booking is confirmed and saved.' });
  await confirmation.getByText(rupees(1800), { exact: true }).waitFor();
  await form.getByRole('link', { name: 'Go to My Bookings' }).click();

  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: tour.title, exact: true }) });
  await card.getByText(partPaymentMessages.balanceDue(4200, dueOn)).waitFor();
  await card.getByRole('button', { name: partPaymentMessages.payBalance(4200) }).click();
  await checkout.getByRole('button', { name: `Pay ${rupees(4200)}` }).click();
  await page.getByText(`Paid ${rupees(6000)}`, { exact: true }).first().waitFor();

  // One drops out, early: all of their ₹2,000 goes back, first from the advance, the rest from the balance.
  await page.goto('/login/userdashboard/mybookings');
  await card.getByRole('button', { name: 'Change party' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change party' });
  await dialog.getByRole('button', { name: 'Fewer: Adult' }).click();
  await dialog.getByText(`${rupees(2000)} goes back to the way you paid.`, { exact: true }).waitFor();
  await screenshot(page, 'money-party-change-quote');
  await page.setViewportSize(phone);
  await screenshot(page, 'money-party-change-quote');
  await page.setViewportSize(desktop);
  await dialog.getByRole('button', { name: 'Confirm new party' }).click();
  await dialog.waitFor({ state: 'detached' });
  await card.getByText(`${rupees(1800)} refunded for the smaller party.`, { exact: true }).waitFor();
  await card.getByText(`${rupees(200)} refunded for the smaller party.`, { exact: true }).waitFor();

  // The cancel dialog promises what the booking still holds, and the cancel gives back exactly that.
  await card.getByRole('button', { name: 'Cancel Booking' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await cancel.getByText(`You get ${rupees(4000)} back (the full amount) to the way you paid.`).waitFor();
  await screenshot(page, 'money-cancel-quote');
  await cancel.getByRole('button', { name: 'Yes, cancel booking' }).click();
  await card.getByText(`Refunded ${rupees(4000)} for the cancellation.`, { exact: true }).waitFor();
  expect(await card.getByText(/^No refund/).count()).toBe(0);
  await screenshot(page, 'money-cancelled');
  await page.setViewportSize(phone);
  await screenshot(page, 'money-cancelled');
  await page.setViewportSize(desktop);

  const [booking] = (await call<{ bookings: (BookingMoney & { status: string; amountRefunded: number })[] }>(site, 'GET', '/api/user/bookings', { token: traveller.token })).bookings;
  expect(booking).toMatchObject({ status: 'canceled', amountPaid: 6000, amountRefunded: 6000, amountDue: 0 });
  expect(booking!.ledger.filter((entry) => entry.kind === 'refund').reduce((sum, entry) => sum + entry.amount, 0)).toBe(6000);
});
