import { bookingMessages } from '@yatrika/contract/bookings';
import { operatorBookingMessages } from '@yatrika/contract/operator-bookings';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signUpTraveller, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { bookingDetails, dayFromToday, payAndBook } from '../../../test/support/payments.ts';
import { insertTour } from '../../../test/support/tours.ts';
import { emails } from '../../db/schema/emails.ts';
import { bookingWithRefund } from '../../../test/support/refunds.ts';

// The operator's changes to any booking: cancel with the refund they choose, notes and the history
// of each change (moves: plan-changes/operator-moves.test.ts). The policy gives half back after its 24 hours.
let t: TestApp;
let admin: SignedIn;
let traveller: SignedIn;

beforeAll(async () => {
  t = await createTestApp({ cancellationPolicy: { freeCancellationHours: 24, lateCancellationRefundPercent: 50 } });
  admin = await signInAdmin(t.app);
  traveller = await signUpTraveller(t.app, { firstname: 'Kavya', lastname: 'Rao' });
});
afterAll(() => t.close());

type Who = Pick<SignedIn, 'headers'>;
const put = (url: string, payload: object, who: Who = admin) => t.app.inject({ method: 'PUT', url, headers: who.headers, payload });
const get = (url: string, who: Who = admin) => t.app.inject({ method: 'GET', url, headers: who.headers });
const setStatus = (id: string, payload: object, who: Who = admin) => put(`/api/admin/bookings/${id}/status`, payload, who);
const move = (id: string, bookingDate: string, who: Who = admin) => put(`/api/admin/bookings/${id}/date`, { bookingDate }, who);
const addNote = (id: string, note: unknown, who: Who = admin) => t.app.inject({ method: 'POST', url: `/api/admin/bookings/${id}/notes`, headers: who.headers, payload: { note } });
const history = (id: string, who: Who = admin) => get(`/api/admin/bookings/${id}/history`, who);
const stored = (id: string) => bookingWithRefund(t.db, id);
const emailKeys = async (prefix: string) => (await t.db.select({ key: emails.eventKey }).from(emails).where(like(emails.eventKey, `${prefix}%`))).map((row) => row.key);

async function acceptedBooking(overrides: Record<string, unknown> = {}, tour?: { id: string }) {
  const target = tour ?? (await insertTour(t.db, { title: 'Hampi Boulders', pricePaise: 500_000 }));
  const { booking } = await payAndBook(t.app, traveller, bookingDetails(target.id, overrides));
  expect((await setStatus(booking._id, { status: 'booked' })).statusCode).toBe(200);
  return booking;
}

describe('cancelling any booking', () => {
  it('quotes each refund choice, then cancels an accepted booking with a full refund by default', async () => {
    const booking = await acceptedBooking({ bookingDate: dayFromToday(1), numPeople: 2 });
    const quote = await get(`/api/admin/bookings/${booking._id}/cancellation`);
    expect(quote.statusCode).toBe(200);
    expect(quote.json()).toEqual({
      paidAmount: 10_000,
      refunds: { full: 10_000, policy: 5_000 },
      policy: 'Free cancellation up to 24 hours before the tour starts; 50% back after that.',
    });

    const response = await setStatus(booking._id, { status: 'canceled' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: bookingMessages.statusUpdated,
      booking: { _id: booking._id, status: 'canceled', refund: { amount: 10_000, status: 'processed' } },
      refund: { amount: 10_000, status: 'processed' },
    });
    expect(await emailKeys(`booking-cancelled:${booking._id}`)).toHaveLength(1);
    const events = (await history(booking._id)).json().events;
    expect(events.map((event: { kind: string }) => event.kind)).toEqual(['accepted', 'canceled']);
    expect(events[1]).toMatchObject({ admin: { _id: admin.userId }, details: { refund: 'full', refundAmount: 10_000 } });
  });

  it('refunds by the policy when asked, never more than was paid', async () => {
    const booking = await acceptedBooking({ bookingDate: dayFromToday(1), numPeople: 3 });
    const response = await setStatus(booking._id, { status: 'canceled', refund: 'policy' });
    expect(response.statusCode).toBe(200);
    expect(response.json().refund).toEqual({ amount: 7_500, status: 'processed', byHand: false });
    const row = await stored(booking._id);
    expect(row.refundAmountPaise).toBe(750_000);
    expect(row.refundAmountPaise!).toBeLessThanOrEqual(row.totalPaise);
  });

  it('frees the seats of the canceled booking', async () => {
    const tour = await insertTour(t.db, { capacity: 2 });
    const date = dayFromToday(12);
    const booking = await acceptedBooking({ bookingDate: date, numPeople: 2 }, tour);
    await setStatus(booking._id, { status: 'canceled' });
    const again = await payAndBook(t.app, traveller, bookingDetails(tour.id, { bookingDate: date, numPeople: 2 }));
    expect(again.booking.status).toBe('pending');
  });

  it('answers 409 for a booking already canceled and refunded, and 400 for an unknown refund choice', async () => {
    const booking = await acceptedBooking();
    expect((await setStatus(booking._id, { status: 'canceled', refund: 'half' })).statusCode).toBe(400);
    await setStatus(booking._id, { status: 'canceled' });
    for (const response of [await setStatus(booking._id, { status: 'canceled' }), await get(`/api/admin/bookings/${booking._id}/cancellation`)]) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: operatorBookingMessages.alreadyCancelled });
    }
  });
});

describe('notes and history', () => {
  it('adds a trimmed note to the history, without emailing anyone', async () => {
    const booking = await acceptedBooking();
    const before = (await t.db.select({ id: emails.id }).from(emails)).length;
    const response = await addNote(booking._id, '  Needs a ground-floor room.  ');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ message: operatorBookingMessages.noteAdded, event: { kind: 'note', details: { note: 'Needs a ground-floor room.' } } });
    expect((await t.db.select({ id: emails.id }).from(emails)).length).toBe(before);
    const events = (await history(booking._id)).json().events;
    expect(events.at(-1)).toMatchObject({ kind: 'note', admin: { _id: admin.userId }, details: { note: 'Needs a ground-floor room.' } });
  });

  it('refuses an empty note and one over 1000 characters', async () => {
    const booking = await acceptedBooking();
    expect((await addNote(booking._id, '   ')).json()).toEqual({ message: operatorBookingMessages.noteRequired });
    expect((await addNote(booking._id, 'x'.repeat(1001))).json()).toEqual({ message: operatorBookingMessages.noteTooLong });
    expect((await addNote(booking._id, 'x'.repeat(1000))).statusCode).toBe(201);
  });
});

describe('who may change bookings', () => {
  it('answers 403 to a traveller, 404 to an unknown booking and 400 to a malformed id', async () => {
    const booking = await acceptedBooking();
    const unknown = '00000000-0000-4000-8000-000000000000';
    const calls = (id: string, who: Who) => [
      setStatus(id, { status: 'canceled' }, who),
      get(`/api/admin/bookings/${id}/cancellation`, who),
      move(id, dayFromToday(40), who),
      addNote(id, 'A note', who),
      history(id, who),
    ];
    for (const response of await Promise.all(calls(booking._id, traveller))) expect(response.statusCode).toBe(403);
    for (const response of await Promise.all(calls(unknown, admin))) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: bookingMessages.notFound });
    }
    for (const response of await Promise.all(calls('not-an-id', admin))) expect(response.statusCode).toBe(400);
    expect((await stored(booking._id)).status).toBe('booked');
  });
});
