import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app.ts';
import { seatsLeftOn } from '../../../test/support/departures.ts';
import { holdFrom } from '../../../test/support/holds.ts';
import { bookingDetails, dayFromToday } from '../../../test/support/payments.ts';
import { insertTour } from '../../../test/support/tours.ts';
import { insertTravellers } from '../../../test/support/travellers.ts';
import { seatHolds } from '../../db/schema/departures.ts';
import { AppError } from '../../lib/errors.ts';
import { GatewayError, type PaymentGateway } from '../../providers/payments/gateway.ts';
import { defaultBookingRules } from '../bookings/public.ts';
import { createOrder } from './orders.ts';

// When the provider cannot create the order, the seats held for it go back at once, but the
// hold's window stays (decision 013): failing is no way to a fresh expiry.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const downProvider = {
  createOrder: async () => {
    throw new GatewayError('the provider is down', 503, 'SERVER_ERROR');
  },
} as unknown as PaymentGateway;

describe('an order the provider could not create', () => {
  it('gives the seats back at once and keeps the window of the first checkout', async () => {
    const tour = await insertTour(t.db, { capacity: 3 });
    const date = dayFromToday(60);
    const [asha] = await insertTravellers(t.app, t.db, 1);
    const first = (await holdFrom(t.app, asha!, tour.id, date, 3)).json();

    const attempt = createOrder(t.db, downProvider, t.app.log, { userId: asha!.userId, clientAddress: '127.0.0.1' }, { currency: 'INR', booking: bookingDetails(tour.id, { bookingDate: date, numPeople: 3 }) }, defaultBookingRules);
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    expect(await seatsLeftOn(t.app, tour.id, date)).toEqual({ seatsLeft: 3, status: 'few_left' });
    const [hold] = await t.db.select().from(seatHolds).where(and(eq(seatHolds.userId, asha!.userId), eq(seatHolds.tourId, tour.id)));
    expect(hold).toMatchObject({ seats: 0, orderId: null, expiresAt: new Date(first.hold.expiresAt) });

    const again = await holdFrom(t.app, asha!, tour.id, date, 3);
    expect(again.statusCode).toBe(200);
    expect(again.json().hold).toEqual(first.hold);
  });
});
