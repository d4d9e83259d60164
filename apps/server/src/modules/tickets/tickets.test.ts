import { addDays } from '@yatrika/contract/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpTraveller, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { paidBookingOn, ticketOf } from '../../../test/support/check-ins.ts';
import { dayFromToday } from '../../../test/support/payments.ts';
import { insertTour } from '../../../test/support/tours.ts';
import { bookingCalendarFile, bookingGoogleCalendarLink, qrPng, ticketCodeFor, verifyTicketCode } from './public.ts';

let t: TestApp;
let asha: SignedIn;
let ravi: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  [asha, ravi] = await Promise.all([signUpTraveller(t.app), signUpTraveller(t.app)]);
});
afterAll(() => t.close());

const tourWithDetails = () =>
  insertTour(t.db, { durationDays: 3, meetingPoint: 'Kaza bus stand, 7 am', inclusions: ['Stay', 'Breakfast'] });

/** An instant as calendars write it in UTC: "20261218T033000Z". */
const utcStamp = (at: string) => new Date(at).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

describe("a traveller's e-ticket", () => {
  it('shows the reference, the signed code as a QR, the trip and how it is paid', async () => {
    const tour = await tourWithDetails();
    const date = dayFromToday(20);
    const booking = await paidBookingOn(t.app, t.db, asha, tour.id, { date, numPeople: 2 });
    const response = await ticketOf(t.app, asha, booking._id);
    expect(response.statusCode).toBe(200);
    const ticket = response.json();
    expect(ticket).toMatchObject({
      bookingId: booking._id,
      reference: booking.reference,
      tourTitle: tour.title,
      date,
      lastDay: addDays(date, 2),
      durationDays: 3,
      meetingPoint: 'Kaza bus stand, 7 am',
      inclusions: ['Stay', 'Breakfast'],
      numPeople: 2,
      status: 'pending',
      paymentState: 'paid_in_full',
    });
    expect(ticket.code).toMatch(new RegExp(`^YTK1\\.${booking.reference}\\.[\\w-]{22}$`));
    expect(await verifyTicketCode(t.db, ticket.code)).toBe(booking.reference);
    expect(ticket.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    const google = new URL(ticket.googleCalendarUrl);
    expect(google.origin + google.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(google.searchParams.get('action')).toBe('TEMPLATE');
    // From its start time (09:00 India) to the end of its last day, as instants in UTC.
    expect(google.searchParams.get('dates')).toBe(`${utcStamp(`${date}T09:00:00+05:30`)}/${utcStamp(`${addDays(date, 3)}T00:00:00+05:30`)}`);
    expect(google.searchParams.get('location')).toBe('Kaza bus stand, 7 am');
    expect(google.searchParams.get('details')).toContain(booking.reference);
  });

  it("answers another traveller's booking as the booking routes do (404), and a malformed id 400", async () => {
    const tour = await tourWithDetails();
    const booking = await paidBookingOn(t.app, t.db, asha, tour.id, { date: dayFromToday(21) });
    const receipt = await t.app.inject({ method: 'GET', url: `/api/user/bookings/${booking._id}`, headers: ravi.headers });
    const ticket = await ticketOf(t.app, ravi, booking._id);
    expect(ticket.statusCode).toBe(receipt.statusCode);
    expect(ticket.statusCode).toBe(404);
    expect(ticket.json()).toEqual(receipt.json());
    const calendar = await t.app.inject({ method: 'GET', url: `/api/user/bookings/${booking._id}/calendar.ics`, headers: ravi.headers });
    expect(calendar.statusCode).toBe(404);
    expect((await ticketOf(t.app, asha, 'not-an-id')).statusCode).toBe(400);
    expect((await ticketOf(t.app, asha, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/user/bookings/${booking._id}/ticket` })).statusCode).toBe(401);
  });

  it('is refused for a cancelled booking: it has no valid ticket', async () => {
    const tour = await tourWithDetails();
    const booking = await paidBookingOn(t.app, t.db, asha, tour.id, { date: dayFromToday(22), status: 'canceled' });
    const response = await ticketOf(t.app, asha, booking._id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This booking was cancelled, so it has no valid ticket.');
  });

  it('downloads as an all-day calendar entry for the days the tour lasts, at the meeting point', async () => {
    const tour = await tourWithDetails();
    const date = dayFromToday(23);
    const booking = await paidBookingOn(t.app, t.db, asha, tour.id, { date });
    const url = `/api/user/bookings/${booking._id}/calendar.ics`;
    const response = await t.app.inject({ method: 'GET', url, headers: asha.headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/calendar/);
    expect(response.headers['content-disposition']).toContain(`yatrika-${booking.reference}.ics`);
    const file = response.body.replaceAll('\r\n ', '');
    expect(file).toContain('BEGIN:VCALENDAR');
    expect(file).toContain(`DTSTART:${utcStamp(`${date}T09:00:00+05:30`)}`);
    expect(file).toContain(`DTEND:${utcStamp(`${addDays(date, 3)}T00:00:00+05:30`)}`);
    expect(file).toContain('LOCATION:Kaza bus stand\\, 7 am');
    expect(file).toContain(booking.reference);
    expect(file).toContain(`UID:${booking._id}@yatrika`);
    // The same booking gives the same entry, so importing it again updates rather than duplicates.
    expect((await bookingCalendarFile(t.db, booking._id)).file).toContain(`UID:${booking._id}@yatrika`);
    expect(await bookingGoogleCalendarLink(t.db, booking._id)).toMatch(/^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE/);
  });
});

describe('ticket codes', () => {
  it('are refused when forged, altered or of another format', async () => {
    const code = await ticketCodeFor(t.db, 'YT-0000-0001');
    const [, reference, signature] = code.split('.') as [string, string, string];
    const flipped = signature.slice(0, -2) + (signature.at(-2) === 'A' ? 'B' : 'A') + signature.at(-1);
    for (const bad of [
      `YTK1.YT-0000-0002.${signature}`,
      `YTK1.${reference}.${flipped}`,
      `YTK1.${reference}.${'A'.repeat(22)}`,
      `YTK2.${reference}.${signature}`,
      `YTK1.${reference}`,
      `YTK1.${reference}.${signature}.extra`,
      reference,
    ]) {
      expect(await verifyTicketCode(t.db, bad), bad).toBeUndefined();
    }
    expect(await verifyTicketCode(t.db, ` ${code} `)).toBe(reference);
  });

  it('draw as a PNG for email', async () => {
    const png = await qrPng(await ticketCodeFor(t.db, 'YT-0000-0001'));
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  });
});
