import { departureStart } from '@yatrika/contract/cancellation-policy';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, signInAdmin, signUpTraveller, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { bookingDetails, dayFromToday, payAndBook } from '../../../test/support/payments.ts';
import { insertTour } from '../../../test/support/tours.ts';

// The clock is moved to a given hour before departure; only Date is faked, so the database
// and the server keep running normally.
const hoursBefore = (date: string, hours: number) => new Date(departureStart(date).getTime() - hours * 3_600_000);
const atHoursBefore = (date: string, hours: number) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(hoursBefore(date, hours));
};
afterEach(() => {
  vi.useRealTimers();
});

describe.each([
  { latePercent: 0, lateRefund: (paise: number) => 0 * paise },
  { latePercent: 50, lateRefund: (paise: number) => Math.floor(paise / 2) },
])('with a 24-hour policy and $latePercent% back after it', ({ latePercent, lateRefund }) => {
  let t: TestApp;
  let asha: SignedIn;
  let tourId: string;
  const date = dayFromToday(3);
  beforeAll(async () => {
    t = await createTestApp({ cancellationPolicy: { freeCancellationHours: 24, lateCancellationRefundPercent: latePercent } });
    asha = await signUpTraveller(t.app);
    tourId = (await insertTour(t.db, { pricePaise: 349_900 })).id;
  });
  afterAll(() => t.close());

  const book = async (who: SignedIn = asha) => (await payAndBook(t.app, who, bookingDetails(tourId, { bookingDate: date, numPeople: 2 }))).booking;
  const quote = (who: SignedIn, id: string) => t.app.inject({ method: 'GET', url: `/api/user/bookings/${id}/cancellation`, headers: who.headers });
  const cancel = (who: SignedIn, id: string) => t.app.inject({ method: 'DELETE', url: `/api/user/bookings/${id}`, headers: who.headers });

  it('25 hours before departure: the quote and the cancel give everything back', async () => {
    const booking = await book();
    atHoursBefore(date, 25);
    const quoted = await quote(asha, booking._id);
    expect(quoted.statusCode).toBe(200);
    expect(quoted.json()).toEqual({
      refundAmount: 6998,
      paidAmount: 6998,
      fullRefundUntil: hoursBefore(date, 24).toISOString(),
      policy: latePercent === 0 ? 'Free cancellation up to 24 hours before the tour starts; no refund after that.' : 'Free cancellation up to 24 hours before the tour starts; 50% back after that.',
    });
    const cancelled = await cancel(asha, booking._id);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().booking.refund).toMatchObject({ amount: 6998, status: 'processed' });
  });

  it('23 hours before departure: the quote and the cancel give back the late percent', async () => {
    const booking = await book();
    atHoursBefore(date, 23);
    expect((await quote(asha, booking._id)).json()).toMatchObject({ refundAmount: lateRefund(699_800) / 100, paidAmount: 6998 });
    const cancelled = await cancel(asha, booking._id);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().message).toBe('Booking cancelled.');
    expect(cancelled.json().booking.status).toBe('canceled');
    if (latePercent === 0) expect(cancelled.json().booking.refund).toBeNull();
    else expect(cancelled.json().booking.refund).toMatchObject({ amount: lateRefund(699_800) / 100, status: 'processed' });
  });

  it("23 hours before departure an administrator's cancel still refunds in full", async () => {
    const booking = await book();
    const admin = await signInAdmin(t.app);
    atHoursBefore(date, 23);
    const cancelled = await t.app.inject({ method: 'PUT', url: `/api/admin/bookings/${booking._id}/status`, headers: admin.headers, payload: { status: 'canceled' } });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().booking.refund).toMatchObject({ amount: 6998, status: 'processed' });
  });

  it("quotes only the traveller's own cancellable booking", async () => {
    const booking = await book();
    const other = await signUpTraveller(t.app);
    expect((await quote(other, booking._id)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/user/bookings/${booking._id}/cancellation` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/bookings/not-an-id/cancellation', headers: asha.headers })).statusCode).toBe(400);
    await cancel(asha, booking._id);
    const again = await quote(asha, booking._id);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Only pending or booked bookings can be cancelled.');
  });

  it('is published for the tour page, before anyone signs in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/routes/cancellation-policy' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ freeCancellationHours: 24, lateCancellationRefundPercent: latePercent });
    expect(response.json().policy).toMatch(/^Free cancellation up to 24 hours before the tour starts/);
  });
});
