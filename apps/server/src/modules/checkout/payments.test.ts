import { bookingMessages } from '@yatrika/contract/bookings';
import { paymentMessages } from '@yatrika/contract/payments';
import { eq } from 'drizzle-orm';
import { tourScheduleMessages } from '@yatrika/contract/tour-schedule';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { availability } from '../../../test/support/departures.ts';
import { aroundStart, testClock } from '../../../test/support/holds.ts';
import { insertTour } from '../../../test/support/tours.ts';
import { createTestApp, signInAdmin, signUpTraveller, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { paymentOrders } from '../../db/schema/payments.ts';
import {
  bookingDetails,
  createOrder,
  dayFromToday,
  orderAndPay,
  sandboxKeySecret,
  sandboxPay,
  signPayment,
  verify,
} from '../../../test/support/payments.ts';

let t: TestApp;
let traveller: SignedIn;
let secret: string;

beforeAll(async () => {
  t = await createTestApp();
  traveller = await signUpTraveller(t.app);
  secret = await sandboxKeySecret(t.db);
});
afterAll(() => t.close());

const tourAt = (pricePaise = 1_899_950) => insertTour(t.db, { pricePaise });
const ordersOf = (userId: string) => t.db.select().from(paymentOrders).where(eq(paymentOrders.userId, userId));
const bookingsFor = (orderId: string) => t.db.select().from(bookings).where(eq(bookings.orderId, orderId));

describe('GET /api/payment/config', () => {
  it('tells any visitor the sandbox provider, its test key id and the checkout script on our own host', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/payment/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      provider: 'sandbox',
      keyId: expect.stringMatching(/^rzp_test_sandbox[0-9A-Za-z]{6}$/),
      checkoutScriptUrl: '/api/payment/sandbox/checkout.js',
      currency: 'INR',
      name: 'Yatrika',
    });
  });

  it('serves the checkout script as JavaScript that defines window.Razorpay', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/payment/sandbox/checkout.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.body).toContain('window.Razorpay = Razorpay');
    expect(() => new Function(response.body)).not.toThrow();
  });
});

describe('POST /api/payment/create-order', () => {
  it('prices the booking on the server: price per person × people × 100, bound to the traveller', async () => {
    const tour = await tourAt(1_899_950);
    const response = await createOrder(t.app, traveller, { currency: 'INR', receipt: 'receipt_1', booking: bookingDetails(tour.id, { numPeople: 3 }) });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      message: 'Payment order created.',
      order: {
        id: expect.stringMatching(/^order_[0-9A-Za-z]{14}$/),
        amount: 5_699_850,
        currency: 'INR',
        receipt: 'receipt_1',
        // Beside the spec's fields: the lines the amount adds up from, in rupees.
        lines: [{ kind: 'people', type: 'adult', quantity: 3, unitPrice: 18_999.5, amount: 56_998.5 }],
        total: 56_998.5,
      },
      hold: { expiresAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/), seats: 3 },
    });
    const [stored] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.id, body.order.id));
    expect(stored).toMatchObject({ userId: traveller.userId, amountPaise: 5_699_850, status: 'created', paymentId: null });
    expect(stored!.bookingDetails).toMatchObject({ tourId: tour.id, numPeople: 3, pricePaise: 1_899_950 });
  });

  it('accepts the amount the browser sends when it is the right one', async () => {
    const tour = await tourAt(250_000);
    const response = await createOrder(t.app, traveller, { amount: 500_000, currency: 'INR', booking: bookingDetails(tour.id) });
    expect(response.statusCode).toBe(200);
    expect(response.json().order.amount).toBe(500_000);
  });

  it('refuses a tampered amount with 400 and creates no order', async () => {
    const tour = await tourAt(250_000);
    const someone = await signUpTraveller(t.app);
    const response = await createOrder(t.app, someone, { amount: 100, currency: 'INR', booking: bookingDetails(tour.id) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: paymentMessages.amountMismatch });
    expect(await ordersOf(someone.userId)).toEqual([]);
  });

  it("takes the spec's {amount, currency, receipt} without booking details", async () => {
    const response = await createOrder(t.app, traveller, { amount: 123_400, currency: 'INR', receipt: 'r-9' });
    expect(response.statusCode).toBe(200);
    expect(response.json().order).toMatchObject({ amount: 123_400, currency: 'INR', receipt: 'r-9' });
  });

  it.each([
    [{ currency: 'INR' }, paymentMessages.amountRequired],
    [{ amount: 0, currency: 'INR' }, paymentMessages.amountRequired],
    [{ amount: 10.5, currency: 'INR' }, paymentMessages.amountRequired],
    [{ amount: 1000, currency: 'USD' }, paymentMessages.currencyInr],
  ])('refuses %j with "%s"', async (payload, message) => {
    const response = await createOrder(t.app, traveller, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message });
  });

  describe("checks the booking details with the spec's messages", () => {
    it.each(['tourId', 'fullName', 'phone', 'bookingDate', 'numPeople'])('%s missing: "All booking fields are required."', async (field) => {
      const tour = await tourAt();
      const booking: Record<string, unknown> = bookingDetails(tour.id);
      delete booking[field];
      const response = await createOrder(t.app, traveller, { booking });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('All booking fields are required.');
    });

    it('blank name: "All booking fields are required."', async () => {
      const tour = await tourAt();
      const response = await createOrder(t.app, traveller, { booking: bookingDetails(tour.id, { fullName: '   ' }) });
      expect(response.json().message).toBe('All booking fields are required.');
    });

    it.each([0, -2, 1.5])('%s people: "Number of people must be at least 1."', async (numPeople) => {
      const tour = await tourAt();
      const response = await createOrder(t.app, traveller, { booking: bookingDetails(tour.id, { numPeople }) });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Number of people must be at least 1.');
    });

    it.each([51, 1e308])('%s people: "Number of people must be between 1 and 50."', async (numPeople) => {
      const tour = await tourAt();
      const response = await createOrder(t.app, traveller, { booking: bookingDetails(tour.id, { numPeople }) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message: 'Number of people must be between 1 and 50.' });
    });

    it('refuses a date beyond the booking horizon (365 days by default) and accepts its last day', async () => {
      const tour = await tourAt();
      for (const bookingDate of [dayFromToday(366), '9999-12-31']) {
        const response = await createOrder(t.app, traveller, { booking: bookingDetails(tour.id, { bookingDate }) });
        expect(response.statusCode, bookingDate).toBe(400);
        expect(response.json()).toEqual({ success: false, message: 'Bookings open up to 365 days ahead.' });
      }
      const last = await createOrder(t.app, traveller, { booking: bookingDetails(tour.id, { bookingDate: dayFromToday(365) }) });
      expect(last.statusCode).toBe(200);
    });

    it("refuses yesterday (India's calendar)", async () => {
      const tour = await tourAt();
      const past = await createOrder(t.app, traveller, { booking: bookingDetails(tour.id, { bookingDate: dayFromToday(-1) }) });
      expect(past.statusCode).toBe(400);
      expect(past.json().message).toBe(bookingMessages.dateInPast);
    });

    it("sells today's departure until it sets off, India time, and never after: the calendar agrees", async () => {
      // The clock is moved to the day of the departure (tomorrow, so it only moves forward).
      const date = dayFromToday(1);
      const tour = await insertTour(t.db, { startTimes: ['09:00', '16:00'] });
      const cutoff = await insertTour(t.db, { startTime: '09:00', cutoffHours: 2 });
      const order = async (tourId: string, startTime = '09:00') =>
        createOrder(t.app, await signUpTraveller(t.app), { booking: bookingDetails(tourId, { bookingDate: date, startTime, numPeople: 1 }) });
      const departures = async (tourId: string) =>
        (await availability(t.app, tourId, `?from=${date}&days=1`)).json().dates[0].departures.map((slot: { closed: boolean }) => slot.closed);
      const clock = testClock(aroundStart(date, '09:00', -1));
      try {
        expect((await order(tour.id)).statusCode).toBe(200);
        expect(await departures(tour.id)).toEqual([false, false]);
        vi.setSystemTime(aroundStart(date, '09:00', 1));
        const left = await order(tour.id);
        expect({ status: left.statusCode, message: left.json().message }).toEqual({ status: 409, message: tourScheduleMessages.departed });
        expect(await departures(tour.id)).toEqual([true, false]);
        // The afternoon's departure the same day still sells.
        expect((await order(tour.id, '16:00')).statusCode).toBe(200);

        // With a cut-off, until that many hours before the start.
        vi.setSystemTime(aroundStart(date, '09:00', -2 * 3600 - 1));
        expect((await order(cutoff.id)).statusCode).toBe(200);
        vi.setSystemTime(aroundStart(date, '09:00', -2 * 3600 + 1));
        const late = await order(cutoff.id);
        expect({ status: late.statusCode, message: late.json().message }).toEqual({ status: 409, message: tourScheduleMessages.pastCutoff(2) });
        expect(await departures(cutoff.id)).toEqual([true]);
      } finally {
        clock.restore();
      }
    });

    it('refuses a date that is not a calendar day', async () => {
      const tour = await tourAt();
      const response = await createOrder(t.app, traveller, { booking: bookingDetails(tour.id, { bookingDate: '2031-02-30' }) });
      expect(response.json().message).toBe(bookingMessages.dateInvalid);
    });

    it('refuses a banned tour and a tour that does not exist', async () => {
      const banned = await insertTour(t.db, { status: 'banned' });
      for (const tourId of [banned.id, '00000000-0000-4000-8000-000000000000']) {
        const response = await createOrder(t.app, traveller, { booking: bookingDetails(tourId) });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ success: false, message: bookingMessages.tourUnavailable });
      }
    });
  });

  it('is for signed-in travellers only', async () => {
    const admin = await signInAdmin(t.app);
    expect((await createOrder(t.app, undefined, { amount: 100 })).statusCode).toBe(401);
    expect((await createOrder(t.app, admin, { amount: 100 })).statusCode).toBe(403);
  });
});

describe('POST /api/payment/verify-payment', () => {
  it('checks the real signature, settles the order and saves the booking it carried, pending, with the server total', async () => {
    const tour = await tourAt(1_250_000);
    const confirmation = await orderAndPay(t.app, traveller, { booking: bookingDetails(tour.id, { numPeople: 2 }) });
    expect(confirmation.razorpay_payment_id).toMatch(/^pay_[0-9A-Za-z]{14}$/);
    expect(confirmation.razorpay_signature).toBe(signPayment(secret, confirmation.razorpay_order_id, confirmation.razorpay_payment_id));

    const response = await verify(t.app, traveller, confirmation);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, message: 'Payment verified successfully.' });
    expect(body.booking).toMatchObject({
      tourId: tour.id,
      status: 'pending',
      totalPrice: 25_000,
      pricePerPerson: 12_500,
      numPeople: 2,
      payment: { orderId: confirmation.razorpay_order_id, paymentId: confirmation.razorpay_payment_id, amount: 25_000, currency: 'INR' },
      refund: null,
    });
    const [order] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.id, confirmation.razorpay_order_id));
    expect(order).toMatchObject({ status: 'paid', paymentId: confirmation.razorpay_payment_id, bookingId: body.booking._id });
  });

  it('refuses a bad signature, and marks nothing paid', async () => {
    const tour = await tourAt();
    const confirmation = await orderAndPay(t.app, traveller, { booking: bookingDetails(tour.id) });
    const flipped = confirmation.razorpay_signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'));
    for (const razorpay_signature of [flipped, signPayment('another-secret', confirmation.razorpay_order_id, confirmation.razorpay_payment_id), 'short']) {
      const response = await verify(t.app, traveller, { ...confirmation, razorpay_signature });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message: 'Payment verification failed. Please contact support.' });
    }
    const [order] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.id, confirmation.razorpay_order_id));
    expect(order!.status).toBe('created');
    expect(await bookingsFor(confirmation.razorpay_order_id)).toEqual([]);
  });

  it('refuses a payment the bank declined, even correctly signed; a retry that succeeds is accepted', async () => {
    const tour = await tourAt();
    const order = (await createOrder(t.app, traveller, { booking: bookingDetails(tour.id) })).json().order;
    const declined = await sandboxPay(t.app, order.id, 'failure');
    expect(declined.statusCode).toBe(200);
    const { error } = declined.json();
    expect(error).toEqual({
      code: 'BAD_REQUEST_ERROR',
      description: 'Payment declined by the bank (sandbox).',
      source: 'bank',
      step: 'payment_authorization',
      reason: 'payment_failed',
      metadata: { order_id: order.id, payment_id: expect.stringMatching(/^pay_/) },
    });
    const forged = { razorpay_order_id: order.id, razorpay_payment_id: error.metadata.payment_id, razorpay_signature: signPayment(secret, order.id, error.metadata.payment_id) };
    const refused = await verify(t.app, traveller, forged);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(paymentMessages.verificationFailed);
    expect(await bookingsFor(order.id)).toEqual([]);

    const retry = (await sandboxPay(t.app, order.id)).json();
    expect((await verify(t.app, traveller, retry)).statusCode).toBe(200);
    expect(await bookingsFor(order.id)).toHaveLength(1);
  });

  it('after a dismissed checkout the order stays unpaid: a made-up payment is refused', async () => {
    const tour = await tourAt();
    const order = (await createOrder(t.app, traveller, { booking: bookingDetails(tour.id) })).json().order;
    const paymentId = 'pay_ABCDEFGHIJKLMN';
    const response = await verify(t.app, traveller, { razorpay_order_id: order.id, razorpay_payment_id: paymentId, razorpay_signature: signPayment(secret, order.id, paymentId) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(paymentMessages.verificationFailed);
    expect(await bookingsFor(order.id)).toEqual([]);
  });

  it("refuses a payment for another order, even with that order's valid signature", async () => {
    const tour = await tourAt();
    const first = await orderAndPay(t.app, traveller, { booking: bookingDetails(tour.id) });
    const second = (await createOrder(t.app, traveller, { booking: bookingDetails(tour.id) })).json().order;
    const response = await verify(t.app, traveller, { ...first, razorpay_order_id: second.id, razorpay_signature: signPayment(secret, second.id, first.razorpay_payment_id) });
    expect(response.statusCode).toBe(400);
    expect(await bookingsFor(second.id)).toEqual([]);
  });

  it("answers 404 for another traveller's order, whatever the signature", async () => {
    const tour = await tourAt();
    const confirmation = await orderAndPay(t.app, traveller, { booking: bookingDetails(tour.id) });
    const thief = await signUpTraveller(t.app);
    const response = await verify(t.app, thief, confirmation);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: paymentMessages.orderNotFound });
    expect(await bookingsFor(confirmation.razorpay_order_id)).toEqual([]);
  });

  it('answers a replayed verification with the same booking, never a second one', async () => {
    const tour = await tourAt();
    const confirmation = await orderAndPay(t.app, traveller, { booking: bookingDetails(tour.id) });
    const first = (await verify(t.app, traveller, confirmation)).json();
    const again = await verify(t.app, traveller, confirmation);
    expect(again.statusCode).toBe(200);
    expect(again.json().booking._id).toBe(first.booking._id);
    expect(await bookingsFor(confirmation.razorpay_order_id)).toHaveLength(1);
  });

  it('makes one paid order and one booking from parallel verifications of the same payment', async () => {
    const tour = await tourAt();
    const confirmation = await orderAndPay(t.app, traveller, { booking: bookingDetails(tour.id) });
    const answers = await Promise.all(Array.from({ length: 6 }, () => verify(t.app, traveller, confirmation)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().booking._id)).size).toBe(1);
    expect(await bookingsFor(confirmation.razorpay_order_id)).toHaveLength(1);
  });

  it('the sandbox takes one successful payment per order', async () => {
    const tour = await tourAt();
    const confirmation = await orderAndPay(t.app, traveller, { booking: bookingDetails(tour.id) });
    const second = await sandboxPay(t.app, confirmation.razorpay_order_id);
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toBe('This order is already paid.');
  });

  it('settles an order without booking details and answers no booking', async () => {
    const confirmation = await orderAndPay(t.app, traveller, { amount: 99_900, currency: 'INR' });
    const response = await verify(t.app, traveller, confirmation);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: paymentMessages.verified });
    expect(await bookingsFor(confirmation.razorpay_order_id)).toEqual([]);
  });

  it('names the missing confirmation fields', async () => {
    const response = await verify(t.app, traveller, { razorpay_order_id: 'order_x' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: paymentMessages.confirmationFieldsRequired });
  });

  it('a booking made by verification counts once on the traveller list', async () => {
    const someone = await signUpTraveller(t.app);
    const tour = await tourAt();
    const confirmation = await orderAndPay(t.app, someone, { booking: bookingDetails(tour.id) });
    await verify(t.app, someone, confirmation);
    await verify(t.app, someone, confirmation);
    const list = await t.app.inject({ method: 'GET', url: '/api/user/bookings', headers: someone.headers });
    expect(list.json().bookings).toHaveLength(1);
    expect(list.json().bookings[0].status).toBe('pending');
  });
});
