import { bookingMessages } from '@yatrika/contract/bookings';
import { paymentMessages } from '@yatrika/contract/payments';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../src/db/schema/bookings.ts';
import { paymentOrders, sandboxOrders } from '../src/db/schema/payments.ts';
import { createTestApp, signUpTraveller, type SignedIn, type TestApp } from './support/app.ts';
import { bookingDetails, createOrder, orderAndPay, verify } from './support/payments.ts';
import { insertTour } from './support/tours.ts';

/**
 * Decision 007: numbers sent as whole-number text, the amount's rounding error and long
 * receipts are accepted and stored in our own form; anything else keeps the field's message.
 * (Ratings: reviews.test.ts. The moments feed without a token: moments/feed.test.ts.)
 */
let t: TestApp;
let traveller: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  traveller = await signUpTraveller(t.app);
});
afterAll(() => t.close());

const book = (payload: object) => t.app.inject({ method: 'POST', url: '/api/user/bookings', headers: traveller.headers, payload });
const storedOrder = async (id: string) => (await t.db.select().from(paymentOrders).where(eq(paymentOrders.id, id)))[0]!;
const providerOrder = async (id: string) => (await t.db.select().from(sandboxOrders).where(eq(sandboxOrders.id, id)))[0]!;

describe('numPeople as whole-number text', () => {
  it('books "2" people after a paid order without details, and stores the number 2', async () => {
    const tour = await insertTour(t.db, { pricePaise: 750_000 });
    const confirmation = await orderAndPay(t.app, traveller, { amount: 1_500_000, currency: 'INR' });
    expect((await verify(t.app, traveller, confirmation)).statusCode).toBe(200);

    const response = await book(bookingDetails(tour.id, { numPeople: '2' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().booking).toMatchObject({ numPeople: 2, totalPrice: 15_000 });
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, response.json().booking._id));
    expect(row).toMatchObject({ numPeople: 2, totalPaise: 1_500_000 });
  });

  it("prices an order's booking details for \"3\" people and keeps the number 3 with the order", async () => {
    const tour = await insertTour(t.db, { pricePaise: 200_000 });
    const response = await createOrder(t.app, traveller, { booking: bookingDetails(tour.id, { numPeople: '3' }) });
    expect(response.statusCode).toBe(200);
    expect(response.json().order.amount).toBe(600_000);
    expect((await storedOrder(response.json().order.id)).bookingDetails).toMatchObject({ numPeople: 3 });
  });

  it.each(['2.5', 'abc', '', ' 2', '0', '1e1'])('refuses %j with "Number of people must be at least 1."', async (numPeople) => {
    const tour = await insertTour(t.db);
    const booking = await book(bookingDetails(tour.id, { numPeople }));
    expect(booking.statusCode).toBe(400);
    expect(booking.json()).toEqual({ message: bookingMessages.atLeastOnePerson });
    const order = await createOrder(t.app, traveller, { booking: bookingDetails(tour.id, { numPeople }) });
    expect(order.statusCode).toBe(400);
    expect(order.json()).toEqual({ success: false, message: bookingMessages.atLeastOnePerson });
  });
});

describe('the amount as whole-number text or with rounding error', () => {
  it.each([
    ['699800', 699_800],
    // ₹1,025.16 × "1" × 100 as the original client's JavaScript computes it.
    [1025.16 * Number('1') * 100, 102_516],
  ])('takes %j and orders and stores %d paise', async (amount, paise) => {
    const response = await createOrder(t.app, traveller, { amount, currency: 'INR' });
    expect(response.statusCode).toBe(200);
    expect(response.json().order.amount).toBe(paise);
    expect((await storedOrder(response.json().order.id)).amountPaise).toBe(paise);
    expect((await providerOrder(response.json().order.id)).amountPaise).toBe(paise);
  });

  it.each(['2.5', 'abc', '', ' 699800', 10.5])('refuses %j with the amount message', async (amount) => {
    const response = await createOrder(t.app, traveller, { amount, currency: 'INR' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: paymentMessages.amountRequired });
  });
});

describe('the receipt', () => {
  const receiptOf = (length: number) => `receipt_${'x'.repeat(length - 8)}`;

  it.each([8, 40])('keeps a receipt of %i characters and hands the provider the same', async (length) => {
    const receipt = receiptOf(length);
    const response = await createOrder(t.app, traveller, { amount: 10_000, currency: 'INR', receipt });
    expect(response.statusCode).toBe(200);
    expect(response.json().order.receipt).toBe(receipt);
    expect((await storedOrder(response.json().order.id)).receipt).toBe(receipt);
    expect((await providerOrder(response.json().order.id)).receipt).toBe(receipt);
  });

  it.each([41, 63, 200])('keeps a receipt of %i characters as sent and hands the provider one of ours', async (length) => {
    const receipt = receiptOf(length);
    const response = await createOrder(t.app, traveller, { amount: 10_000, currency: 'INR', receipt });
    expect(response.statusCode).toBe(200);
    expect(response.json().order.receipt).toBe(receipt);
    expect((await storedOrder(response.json().order.id)).receipt).toBe(receipt);
    expect((await providerOrder(response.json().order.id)).receipt).toMatch(/^rcpt_[0-9a-f]{24}$/);
  });

  it('refuses a receipt of 201 characters', async () => {
    const response = await createOrder(t.app, traveller, { amount: 10_000, currency: 'INR', receipt: receiptOf(201) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: paymentMessages.receiptInvalid });
  });
});
