import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signUpTraveller, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { bookingDetails, dayFromToday, orderAndPay, payAndBook, verify } from '../../../test/support/payments.ts';
import { startSmtpSink, type SmtpSink, type ReceivedEmail } from '../../../test/support/smtp-sink.ts';
import { insertTour } from '../../../test/support/tours.ts';
import { loadConfig } from '../../config.ts';
import { emails } from '../../db/schema/emails.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { queueDueTripReminders, tripReminderKey } from './trip-reminders.ts';
import { queueDueReviewRequests } from './review-requests.ts';
import { bookingAttendance } from '../../db/schema/check-ins.ts';
import { departureStart } from '@yatrika/contract/tour-schedule';

// A booking's emails as they arrive at a real SMTP server: the confirmation with its ticket link
// and calendar file, the operator's notice, the accept, the cancel with its refund, the refund
// processed, and the reminder two days before.
let t: TestApp;
let sink: SmtpSink;
let traveller: SignedIn;
let admin: SignedIn;
let tour: Awaited<ReturnType<typeof insertTour>>;
const OPERATOR = 'desk@operator.example';

beforeAll(async () => {
  sink = await startSmtpSink();
  const base = loadConfig({});
  t = await createTestApp({ publicUrl: 'https://yatrika.example', reconciliation: { intervalSeconds: 0, graceSeconds: 0 }, mail: { ...base.mail, smtpUrl: sink.url, from: 'Yatrika <trips@yatrika.example>', operatorEmail: OPERATOR, scheduleIntervalSeconds: 0 } });
  traveller = await signUpTraveller(t.app);
  admin = await signInAdmin(t.app);
  tour = await insertTour(t.db, { title: 'Spiti <Valley> Loop', location: 'Himachal', meetingPoint: 'Manali bus stand, gate 2', durationDays: 3, inclusions: ['Stay', 'Breakfast'] });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const waitForOne = async (to: string, subject: RegExp): Promise<ReceivedEmail> => {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = sink.to(to).filter((email) => subject.test(email.mail.subject ?? ''));
    if (found.length > 0) return found[0]!;
    if (Date.now() > deadline) throw new Error(`no email to ${to} matching ${subject}; got ${sink.received.map((e) => e.mail.subject).join(' | ')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

describe('a paid booking', () => {
  let booking: { _id: string; reference: string };
  beforeAll(async () => {
    ({ booking } = await payAndBook(t.app, traveller, bookingDetails(tour.id, { bookingDate: dayFromToday(20), numPeople: 3 })));
  });

  it('sends the traveller one confirmation: reference, ticket link, waiting for the operator, and the calendar file', async () => {
    const email = await waitForOne(traveller.email, /^Booking /);
    expect(email.mail.subject).toContain(booking.reference);
    expect(email.mail.subject).toContain('Spiti <Valley> Loop');
    expect(email.mail.text).toContain('waits for the operator');
    expect(email.mail.text).toContain(`https://yatrika.example/login/userdashboard/mybookings/${booking._id}/ticket`);
    expect(email.mail.text).toContain('Manali bus stand, gate 2');
    expect(email.mail.text).toMatch(/sets off\W+09:00\s+\(India\s+time\)/i);
    expect(email.mail.html).toContain('Spiti &lt;Valley&gt; Loop');
    const calendar = email.mail.attachments.find((file) => file.filename?.endsWith('.ics'));
    expect(calendar).toMatchObject({ filename: `yatrika-${booking.reference}.ics`, contentType: 'text/calendar' });
    // The ticket's QR code is in the message itself, drawn from an inline PNG.
    const qr = email.mail.attachments.find((file) => file.contentType === 'image/png');
    expect(qr).toMatchObject({ filename: `ticket-${booking.reference}.png`, cid: 'ticket-qr' });
    expect(qr!.content.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(email.mail.text).toContain('Your ticket: show this code at the meeting point.');
    // The administrator's preview draws the same QR without the mail app's cid: link.
    const [row] = await t.db.select().from(emails).where(eq(emails.eventKey, `booking-paid:${booking._id}`));
    const previewResponse = await t.app.inject({ method: 'GET', url: `/api/admin/emails/${row!.id}`, headers: admin.headers });
    // A message holds the traveller's details: no browser or proxy keeps it.
    expect(previewResponse.headers['cache-control']).toBe('no-store');
    const preview = previewResponse.json();
    expect(preview.html).toContain('src="data:image/png;base64,');
    expect(preview.html).not.toContain('cid:ticket-qr');
    const ics = calendar!.content.toString('utf8');
    // Timed from the departure's start (09:00 India, 03:30 UTC), not an all-day entry.
    expect(ics).toContain(`DTSTART:${dayFromToday(20).replaceAll('-', '')}T033000Z`);
    expect(ics).toContain('LOCATION:Manali bus stand\\, gate 2');
    expect(ics).toContain(`UID:${booking._id}@yatrika`);
    expect(email.mail.headers.has('list-unsubscribe')).toBe(false);
  });

  it("tells the operator's address of the new booking", async () => {
    const email = await waitForOne(OPERATOR, /^New booking /);
    expect(email.mail.subject).toContain(booking.reference);
    expect(email.mail.text).toContain('9876543210');
    expect(email.mail.text).toContain(traveller.email);
  });

  it("the operator's accept sends a short note without a second calendar file", async () => {
    const accepted = await t.app.inject({ method: 'PUT', url: `/api/admin/bookings/${booking._id}/status`, headers: admin.headers, payload: { status: 'booked' } });
    expect(accepted.statusCode).toBe(200);
    const email = await waitForOne(traveller.email, /^Confirmed by the operator/);
    expect(email.mail.attachments).toEqual([]);
    expect(email.mail.text).toContain(booking.reference);
  });

  it('the reminder goes out once, 48 hours before, with the meeting point, inclusions, packing guide and ticket, and can be unsubscribed', async () => {
    const soon = await payAndBook(t.app, traveller, bookingDetails(tour.id, { bookingDate: dayFromToday(2) }));
    // 48 hours before its own start (the tour sets off at 09:00 India time), and not a minute earlier.
    const atWindow = new Date(departureStart(dayFromToday(2), '09:00').getTime() - 48 * 3_600_000);
    const reminderRows = async () => t.db.select().from(emails).where(eq(emails.eventKey, tripReminderKey({ id: soon.booking._id, bookingDate: dayFromToday(2), startTime: '09:00' })));
    await queueDueTripReminders(t.db, new Date(atWindow.getTime() - 60_000));
    expect(await reminderRows()).toHaveLength(0);
    await queueDueTripReminders(t.db, atWindow);
    await queueDueTripReminders(t.db, atWindow);
    expect(await reminderRows()).toHaveLength(1);

    const email = await waitForOne(traveller.email, /^Your trip is coming up/);
    expect(email.mail.text).toContain('Manali bus stand, gate 2');
    expect(email.mail.text).toMatch(/at 09:00\s+\(India\s+time\)/);
    expect(email.mail.text).toContain('Breakfast');
    expect(email.mail.attachments.map((file) => file.filename)).toEqual([`ticket-${soon.booking.reference}.png`]);
    expect(email.mail.text).toContain(`https://yatrika.example/login/userdashboard/mybookings/${soon.booking._id}/ticket`);
    expect(email.mail.text).toContain(`https://yatrika.example/login/userdashboard/mybookings/${soon.booking._id}`);
    // The header as it arrived (it may be folded onto a second line).
    const unsubscribe = /^List-Unsubscribe:\s+<([^>]+)>/im.exec(email.raw)?.[1];
    expect(unsubscribe).toMatch(/^https:\/\/yatrika\.example\/api\/emails\/unsubscribe\?token=/);
    expect(email.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/im);

    // One click (RFC 8058): a POST to the header's address.
    const address = new URL(unsubscribe!);
    const clicked = await t.app.inject({ method: 'POST', url: `${address.pathname}${address.search}`, payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(clicked.statusCode).toBe(200);
    const forged = await t.app.inject({ method: 'POST', url: '/api/emails/unsubscribe', payload: { token: `${traveller.userId}.AAAA` } });
    expect(forged.statusCode).toBe(400);
  });

  it('a booking on a date further out gets no reminder yet, and a cancelled one none at all', async () => {
    const later = await payAndBook(t.app, traveller, bookingDetails(tour.id, { bookingDate: dayFromToday(10) }));
    await queueDueTripReminders(t.db, new Date());
    const remindersOf = (bookingId: string) => t.db.select().from(emails).where(and(eq(emails.kind, 'trip-reminder'), eq(emails.userId, traveller.userId), like(emails.eventKey, `trip-reminder:${bookingId}%`)));
    expect(await remindersOf(later.booking._id)).toEqual([]);
    await t.db.update(bookings).set({ status: 'canceled' }).where(eq(bookings.id, later.booking._id));
    await queueDueTripReminders(t.db, new Date(`${dayFromToday(9)}T00:00:00+05:30`));
    expect(await remindersOf(later.booking._id)).toEqual([]);
  });

  it('a booking moved after its reminder is reminded again before its new date, once; one reminded before dates were keyed is not', async () => {
    /** A moment inside the 48 hours before a 09:00 departure on `date`. */
    const reminderWindowOf = (date: string) => new Date(departureStart(date, '09:00').getTime() - 47 * 3_600_000);
    const remindersOf = (bookingId: string) => t.db.select().from(emails).where(and(eq(emails.kind, 'trip-reminder'), like(emails.eventKey, `trip-reminder:${bookingId}%`)));
    const moved = await payAndBook(t.app, traveller, bookingDetails(tour.id, { bookingDate: dayFromToday(20) }));
    const firstWindow = reminderWindowOf(dayFromToday(20));
    await queueDueTripReminders(t.db, firstWindow);
    expect(await remindersOf(moved.booking._id)).toHaveLength(1);

    // The operator moves it a week on: the first reminder named the old date.
    await t.db.update(bookings).set({ bookingDate: dayFromToday(27) }).where(eq(bookings.id, moved.booking._id));
    await queueDueTripReminders(t.db, firstWindow);
    expect(await remindersOf(moved.booking._id)).toHaveLength(1);
    const secondWindow = reminderWindowOf(dayFromToday(27));
    await queueDueTripReminders(t.db, secondWindow);
    await queueDueTripReminders(t.db, secondWindow);
    expect((await remindersOf(moved.booking._id)).map((row) => row.eventKey).sort()).toEqual(
      [tripReminderKey({ id: moved.booking._id, bookingDate: dayFromToday(20), startTime: '09:00' }), tripReminderKey({ id: moved.booking._id, bookingDate: dayFromToday(27), startTime: '09:00' })].sort(),
    );

    // A reminder queued under the booking alone (before the date was part of the key) still counts.
    const legacy = await payAndBook(t.app, traveller, bookingDetails(tour.id, { bookingDate: dayFromToday(30) }));
    const window = reminderWindowOf(dayFromToday(30));
    await queueDueTripReminders(t.db, window);
    await t.db.update(emails).set({ eventKey: `trip-reminder:${legacy.booking._id}` }).where(eq(emails.eventKey, tripReminderKey({ id: legacy.booking._id, bookingDate: dayFromToday(30), startTime: '09:00' })));
    await queueDueTripReminders(t.db, window);
    expect(await remindersOf(legacy.booking._id)).toHaveLength(1);
  });
});

describe('a cancelled booking', () => {
  it('tells the traveller who cancelled and the refund, then that the refund is processed, once each', async () => {
    const { booking } = await payAndBook(t.app, traveller, bookingDetails(tour.id, { bookingDate: dayFromToday(40), numPeople: 1 }));
    const cancelled = await t.app.inject({ method: 'DELETE', url: `/api/user/bookings/${booking._id}`, headers: traveller.headers });
    expect(cancelled.statusCode).toBe(200);
    const email = await waitForOne(traveller.email, new RegExp(`^Cancelled: .*\\(${booking.reference}\\)`));
    expect(email.mail.text).toContain(`You cancelled booking ${booking.reference}`);
    expect(email.mail.text).toMatch(/₹[\d,.]+ will be refunded/);
    const refunded = await waitForOne(traveller.email, new RegExp(`^Refund of .* processed \\(${booking.reference}\\)`));
    expect(refunded.mail.text).toContain(booking.reference);
    // Cancelling again changes nothing and sends nothing more.
    await t.app.inject({ method: 'DELETE', url: `/api/user/bookings/${booking._id}`, headers: traveller.headers });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(sink.to(traveller.email).filter((e) => e.mail.subject?.includes(booking.reference) && /^(Cancelled|Refund)/.test(e.mail.subject))).toHaveLength(2);
  });

  it("an operator's cancel says the operator cancelled", async () => {
    const { booking } = await payAndBook(t.app, traveller, bookingDetails(tour.id, { bookingDate: dayFromToday(41), numPeople: 1 }));
    const cancelled = await t.app.inject({ method: 'PUT', url: `/api/admin/bookings/${booking._id}/status`, headers: admin.headers, payload: { status: 'canceled' } });
    expect(cancelled.statusCode).toBe(200);
    const email = await waitForOne(traveller.email, new RegExp(`^Cancelled: .*\\(${booking.reference}\\)`));
    expect(email.mail.text).toContain(`The operator has cancelled booking ${booking.reference}`);
  });
});

it('a booking that fails (no seats) sends nothing', async () => {
  const full = await insertTour(t.db, { title: 'Tiny boat', capacity: 1 });
  const before = sink.received.length;
  await expect(payAndBook(t.app, traveller, bookingDetails(full.id, { numPeople: 2 }))).rejects.toThrow();
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  expect(sink.received.slice(before).filter((email) => email.mail.subject?.includes('Tiny boat'))).toEqual([]);
  expect((await t.db.select().from(emails)).filter((row) => JSON.stringify(row.data).includes('Tiny boat'))).toEqual([]);
});

it('a payment that never became a booking is refunded, and the traveller is told once', async () => {
  const confirmation = await orderAndPay(t.app, traveller, { amount: 250_000, currency: 'INR', receipt: 'receipt_spec_client' });
  expect((await verify(t.app, traveller, confirmation)).statusCode).toBe(200);
  const run = await t.app.inject({ method: 'POST', url: '/api/admin/payments/reconcile', headers: admin.headers });
  expect(run.statusCode).toBe(200);
  const email = await waitForOne(traveller.email, /^Refund of ₹2,500 processed: your payment did not become a booking$/);
  expect(email.mail.text).toContain(confirmation.razorpay_order_id);
  await t.app.inject({ method: 'POST', url: '/api/admin/payments/reconcile', headers: admin.headers });
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  expect(sink.to(traveller.email).filter((e) => e.mail.text?.includes(confirmation.razorpay_order_id))).toHaveLength(1);
});

describe('review requests', () => {
  /** A paid, accepted booking moved into the past (the API books only future dates), checked in or not. */
  async function pastTrip(who: SignedIn, daysAgo: number, checkedIn: boolean) {
    const { booking } = await payAndBook(t.app, who, bookingDetails(tour.id, { bookingDate: dayFromToday(50), numPeople: 2 }));
    // The tour lasts 3 days: a trip that began `daysAgo` days ago ended `daysAgo - 2` days ago.
    await t.db.update(bookings).set({ status: 'booked', bookingDate: dayFromToday(-daysAgo) }).where(eq(bookings.id, booking._id));
    if (checkedIn) await t.db.insert(bookingAttendance).values({ bookingId: booking._id, checkedInPeople: 2 });
    return booking;
  }
  const requestsFor = (bookingId: string) => t.db.select().from(emails).where(eq(emails.eventKey, `review-request:${bookingId}`));

  it('asks a checked-in traveller the day after the trip, once, with a link to review the tour', async () => {
    const meera = await signUpTraveller(t.app);
    const ended = await pastTrip(meera, 3, true);
    const stillOn = await pastTrip(meera, 2, true);
    await queueDueReviewRequests(t.db, new Date());
    await queueDueReviewRequests(t.db, new Date());
    expect(await requestsFor(ended._id)).toHaveLength(1);
    // A 3-day trip that began two days ago ends today: no request until tomorrow.
    expect(await requestsFor(stillOn._id)).toEqual([]);
    const email = await waitForOne(meera.email, /^How was Spiti <Valley> Loop\?$/);
    expect(email.mail.text).toContain(`https://yatrika.example/dashboard/booknow/${tour.id}#reviews`);
    expect(email.raw).toMatch(/^List-Unsubscribe:/im);
  });

  it('does not ask a traveller who never came, one whose trip ended long ago, or one who already reviewed', async () => {
    const ravi = await signUpTraveller(t.app);
    const noShow = await pastTrip(ravi, 3, false);
    const longAgo = await pastTrip(ravi, 20, true);
    await queueDueReviewRequests(t.db, new Date());
    expect(await requestsFor(noShow._id)).toEqual([]);
    expect(await requestsFor(longAgo._id)).toEqual([]);

    const reviewer = await signUpTraveller(t.app);
    const reviewed = await pastTrip(reviewer, 3, true);
    const review = await t.app.inject({ method: 'POST', url: '/api/user/reviews', headers: reviewer.headers, payload: { tourId: tour.id, rating: 5, comment: 'Wonderful trip' } });
    expect(review.statusCode, review.body).toBeLessThan(300);
    await queueDueReviewRequests(t.db, new Date());
    expect(await requestsFor(reviewed._id)).toEqual([]);
  });

  it('a traveller who unsubscribed gets no request: it is kept as skipped', async () => {
    // This file's first traveller unsubscribed from the reminder above.
    const trip = await pastTrip(traveller, 3, true);
    await queueDueReviewRequests(t.db, new Date());
    const deadline = Date.now() + 10_000;
    while ((await requestsFor(trip._id))[0]?.status !== 'skipped' && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await requestsFor(trip._id)).toMatchObject([{ status: 'skipped' }]);
    expect(sink.to(traveller.email).filter((e) => e.mail.subject?.startsWith('How was'))).toEqual([]);
  });
});
