import { checkInMessages } from '@yatrika/contract/check-in-messages';
import { randomUUID } from 'node:crypto';
import { todayInIndia } from '@yatrika/contract/dates';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signUpTraveller, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { checkInScan, paidBookingOn, ticketOf } from '../../../test/support/check-ins.ts';
import { dayFromToday } from '../../../test/support/payments.ts';
import { insertTour } from '../../../test/support/tours.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { checkInScans } from '../../db/schema/check-ins.ts';

let t: TestApp;
let admin: SignedIn;
let asha: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
  asha = await signUpTraveller(t.app);
});
afterAll(() => t.close());

async function ticketToday(numPeople = 3, date = todayInIndia()) {
  const tour = await insertTour(t.db, { meetingPoint: 'Gateway of India' });
  const booking = await paidBookingOn(t.app, t.db, asha, tour.id, { date, numPeople });
  const code = date >= todayInIndia() ? (await ticketOf(t.app, asha, booking._id)).json().code : undefined;
  return { tour, booking, code: code as string };
}

describe('checking in at the meeting point', () => {
  it("checks in the whole party from the ticket's code, and says so on the second scan with when and by whom", async () => {
    const { booking, code } = await ticketToday(3);
    const first = await checkInScan(t.app, admin, { code });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      outcome: 'checked_in',
      message: 'Checked in 3 people.',
      checkedInNow: 3,
      booking: { _id: booking._id, reference: booking.reference, fullName: 'Asha Verma', numPeople: 3, paidInFull: true, paymentState: 'paid_in_full' },
      attendance: { checkedIn: 3, noShow: 0, waiting: 0, lastCheckedInBy: 'Test Admin' },
    });
    // The website's own booking: no reseller to name.
    expect(first.json().booking).not.toHaveProperty('soldBy');
    const second = await checkInScan(t.app, admin, { code });
    expect(second.json()).toMatchObject({
      outcome: 'already_checked_in',
      checkedInNow: 0,
      attendance: { checkedIn: 3, waiting: 0, lastCheckedInBy: 'Test Admin', lastCheckedInAt: first.json().attendance.lastCheckedInAt },
    });
  });

  it('looks a ticket up without checking anyone in', async () => {
    const { code } = await ticketToday(2);
    const lookUp = (payload: object) => t.app.inject({ method: 'POST', url: '/api/admin/check-ins/lookup', headers: admin.headers, payload });
    expect((await lookUp({ code })).json()).toMatchObject({ outcome: 'ready', message: '2 people of this party awaited.', attendance: { checkedIn: 0, waiting: 2 } });
    expect((await lookUp({ code })).json().attendance.checkedIn).toBe(0);
    await checkInScan(t.app, admin, { code });
    expect((await lookUp({ code })).json()).toMatchObject({ outcome: 'already_checked_in', attendance: { checkedIn: 2 } });
    expect((await lookUp({ code: `${code}x` })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/check-ins/lookup', headers: asha.headers, payload: { code } })).statusCode).toBe(403);
  });

  it('takes a typed reference in any case, with or without the dash', async () => {
    const { booking } = await ticketToday(1);
    const typed = ` ${booking.reference.replaceAll('-', '').toLowerCase()} `;
    expect((await checkInScan(t.app, admin, { reference: typed })).json()).toMatchObject({ outcome: 'checked_in', checkedInNow: 1 });
  });

  it('checks in part of the party, then the rest', async () => {
    const { code } = await ticketToday(4);
    expect((await checkInScan(t.app, admin, { code, people: 1 })).json()).toMatchObject({
      checkedInNow: 1,
      attendance: { checkedIn: 1, waiting: 3 },
    });
    expect((await checkInScan(t.app, admin, { code, people: '2' })).json()).toMatchObject({ checkedInNow: 2, attendance: { checkedIn: 3, waiting: 1 } });
    // More than are left: those left are checked in, never more than the party.
    expect((await checkInScan(t.app, admin, { code, people: 5 })).json()).toMatchObject({ checkedInNow: 1, attendance: { checkedIn: 4, waiting: 0 } });
  });

  it('counts a check-in sent twice with the same id once', async () => {
    const { booking, code } = await ticketToday(4);
    const id = randomUUID();
    const scannedAt = new Date(Date.now() - 60_000).toISOString();
    const first = await checkInScan(t.app, admin, { code, people: 2, id, scannedAt });
    const again = await checkInScan(t.app, admin, { code, people: 2, id, scannedAt });
    expect(first.json()).toMatchObject({ checkedInNow: 2, duplicate: false, attendance: { checkedIn: 2 } });
    expect(again.json()).toMatchObject({ outcome: 'checked_in', checkedInNow: 2, duplicate: true, attendance: { checkedIn: 2, waiting: 2 } });
    expect(Date.parse(first.json().attendance.firstCheckedInAt)).toBe(Date.parse(scannedAt));
    const scans = await t.db.select().from(checkInScans).where(eq(checkInScans.bookingId, booking._id));
    expect(scans).toHaveLength(1);
    // The id of another booking's check-in cannot be reused for this one.
    const other = await ticketToday(1);
    expect((await checkInScan(t.app, admin, { code: other.code, id })).statusCode).toBe(400);
  });

  it('never checks in more than the party when several phones scan the same ticket at once', async () => {
    const { code } = await ticketToday(4);
    // One arrived first, so the party's attendance row exists and only its lock keeps the phones apart.
    await checkInScan(t.app, admin, { code, people: 1 });
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) => checkInScan(t.app, admin, { code, id: randomUUID(), people: index % 2 === 0 ? undefined : 2 })),
    );
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    const counted = answers.reduce((sum, answer) => sum + answer.json().checkedInNow, 0);
    expect(counted).toBe(3);
    const last = await checkInScan(t.app, admin, { code });
    expect(last.json()).toMatchObject({ outcome: 'already_checked_in', attendance: { checkedIn: 4, waiting: 0 } });
  });

  it("answers another date's ticket and a cancelled booking plainly, counting nobody", async () => {
    const later = dayFromToday(5);
    const { code } = await ticketToday(2, later);
    expect((await checkInScan(t.app, admin, { code })).json()).toMatchObject({
      outcome: 'other_date',
      message: checkInMessages.otherDate(later),
      checkedInNow: 0,
      booking: { date: later },
      attendance: { checkedIn: 0, waiting: 2 },
    });
    const cancelled = await ticketToday(2);
    await t.db.update(bookings).set({ status: 'canceled' }).where(eq(bookings.id, cancelled.booking._id));
    expect((await checkInScan(t.app, admin, { code: cancelled.code })).json()).toMatchObject({
      outcome: 'cancelled',
      checkedInNow: 0,
      attendance: { checkedIn: 0, waiting: 0 },
    });
  });

  it('refuses forged and altered codes (400) and unknown references (404)', async () => {
    const { booking, code } = await ticketToday(1);
    const [, , signature] = code.split('.');
    const forged = await checkInScan(t.app, admin, { code: `YTK1.${booking.reference}.${'x'.repeat(22)}` });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toMatch(/^Not a valid Yatrika ticket/);
    expect((await checkInScan(t.app, admin, { code: `YTK1.YT-0000-0000.${signature}` })).statusCode).toBe(400);
    expect((await checkInScan(t.app, admin, { code: 'https://example.com/some-other-qr' })).statusCode).toBe(400);
    expect((await checkInScan(t.app, admin, { reference: 'hello' })).statusCode).toBe(400);
    const unknown = await checkInScan(t.app, admin, { reference: 'YT-ZZZZ-ZZZZ' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No booking has this reference.');
    expect((await checkInScan(t.app, admin, {})).statusCode).toBe(400);
    expect((await checkInScan(t.app, admin, { code, people: 0 })).statusCode).toBe(400);
    expect((await checkInScan(t.app, admin, { code, id: 'not-a-uuid' })).statusCode).toBe(400);
  });

  it('is for administrators only', async () => {
    const { code } = await ticketToday(1);
    expect((await checkInScan(t.app, undefined, { code })).statusCode).toBe(401);
    expect((await checkInScan(t.app, asha, { code })).statusCode).toBe(403);
    for (const [method, url] of [
      ['GET', '/api/admin/check-ins/today'],
      ['POST', '/api/admin/check-ins/no-shows'],
    ] as const) {
      expect((await t.app.inject({ method, url, headers: asha.headers, payload: {} })).statusCode).toBe(403);
    }
  });
});

describe("the day's departures and no-shows", () => {
  it('lists the departures of the day with checked-in, no-show and waiting counts', async () => {
    const { tour, booking, code } = await ticketToday(3);
    await checkInScan(t.app, admin, { code, people: 1 });
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/check-ins/today', headers: admin.headers });
    expect(response.statusCode).toBe(200);
    const day = response.json();
    expect(day.date).toBe(todayInIndia());
    const departure = day.departures.find((entry: { tourId: string }) => entry.tourId === tour.id);
    expect(departure).toMatchObject({ title: tour.title, meetingPoint: 'Gateway of India', started: true, people: 3, checkedIn: 1, noShow: 0, waiting: 2 });
    expect(departure.bookings).toEqual([expect.objectContaining({ _id: booking._id, reference: booking.reference, attendance: expect.objectContaining({ checkedIn: 1, waiting: 2 }) })]);
    const later = await t.app.inject({ method: 'GET', url: `/api/admin/check-ins/today?date=${dayFromToday(400)}`, headers: admin.headers });
    expect(later.json()).toEqual({ date: dayFromToday(400), departures: [] });
  });

  it('marks those still awaited as no-show once the departure has begun, never before', async () => {
    const { tour, code } = await ticketToday(3);
    await checkInScan(t.app, admin, { code, people: 2 });
    const early = await t.app.inject({
      method: 'POST',
      url: '/api/admin/check-ins/no-shows',
      headers: admin.headers,
      payload: { tourId: tour.id, date: dayFromToday(1) },
    });
    expect(early.statusCode).toBe(409);
    const marked = await t.app.inject({ method: 'POST', url: '/api/admin/check-ins/no-shows', headers: admin.headers, payload: { tourId: tour.id, date: todayInIndia() } });
    expect(marked.json()).toEqual({ message: 'Marked 1 person as no-show.', markedPeople: 1 });
    const again = await t.app.inject({ method: 'POST', url: '/api/admin/check-ins/no-shows', headers: admin.headers, payload: { tourId: tour.id, date: todayInIndia() } });
    expect(again.json()).toMatchObject({ markedPeople: 0 });
    // The one marked no-show turns up late after all: checked in, no longer a no-show.
    expect((await checkInScan(t.app, admin, { code })).json()).toMatchObject({ checkedInNow: 1, attendance: { checkedIn: 3, noShow: 0, waiting: 0 } });
  });

  it("shows each party's attendance on the manifest", async () => {
    const { tour, booking, code } = await ticketToday(3);
    await checkInScan(t.app, admin, { code, people: 2 });
    await t.app.inject({ method: 'POST', url: '/api/admin/check-ins/no-shows', headers: admin.headers, payload: { tourId: tour.id, date: todayInIndia() } });
    const manifest = await t.app.inject({ method: 'GET', url: `/api/admin/departures?from=${todayInIndia()}&to=${todayInIndia()}`, headers: admin.headers });
    const departure = manifest.json().departures.find((entry: { tourId: string }) => entry.tourId === tour.id);
    expect(departure.bookings).toEqual([
      expect.objectContaining({ _id: booking._id, attendance: expect.objectContaining({ checkedIn: 2, noShow: 1, waiting: 0, lastCheckedInBy: 'Test Admin' }) }),
    ]);
  });
});
