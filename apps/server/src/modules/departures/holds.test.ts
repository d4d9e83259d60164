import { departureMessages } from '@yatrika/contract/departure-messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signUpTraveller, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { changeDeparture, seatsLeftOn } from '../../../test/support/departures.ts';
import { bookingDetails, createOrder, dayFromToday, orderAndPay, payAndBook, sandboxPay, verify } from '../../../test/support/payments.ts';
import { insertTour } from '../../../test/support/tours.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { seatHolds } from '../../db/schema/departures.ts';
import { paymentOrders, sandboxOrders } from '../../db/schema/payments.ts';

const HOLD_MINUTES = 15;
let t: TestApp;
let admin: SignedIn;
let asha: SignedIn;
let ravi: SignedIn;

beforeAll(async () => {
  t = await createTestApp({ holdMinutes: HOLD_MINUTES });
  admin = await signInAdmin(t.app);
  [asha, ravi] = await Promise.all([signUpTraveller(t.app), signUpTraveller(t.app)]);
});
afterAll(() => t.close());

const expireHoldsOf = (orderId: string) =>
  t.db.update(seatHolds).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(seatHolds.orderId, orderId));
const orderRow = async (id: string) => (await t.db.select().from(paymentOrders).where(eq(paymentOrders.id, id)))[0]!;
const countSandboxOrders = async () => (await t.db.select().from(sandboxOrders)).length;

describe('seat holds while paying', () => {
  it('holds the party for HOLD_MINUTES and answers the hold beside the order', async () => {
    const tour = await insertTour(t.db, { capacity: 10 });
    const date = dayFromToday(15);
    const before = Date.now();
    const response = await createOrder(t.app, asha, { booking: bookingDetails(tour.id, { bookingDate: date, numPeople: 4 }) });
    expect(response.statusCode).toBe(200);
    const { hold, order } = response.json();
    expect(hold.seats).toBe(4);
    const expiresIn = Date.parse(hold.expiresAt) - before;
    expect(expiresIn).toBeGreaterThanOrEqual(HOLD_MINUTES * 60_000 - 1000);
    expect(expiresIn).toBeLessThanOrEqual(HOLD_MINUTES * 60_000 + 60_000);
    expect(await seatsLeftOn(t.app, tour.id, date)).toEqual({ seatsLeft: 6, status: 'available' });
    const [stored] = await t.db.select().from(seatHolds).where(eq(seatHolds.orderId, order.id));
    expect(stored).toMatchObject({ tourId: tour.id, date, seats: 4, userId: asha.userId });
  });

  it('answers each 409 in its own words and makes no provider order', async () => {
    const tour = await insertTour(t.db, { capacity: 3 });
    const date = dayFromToday(16);
    const order = (who: SignedIn, numPeople: number, bookingDate = date) =>
      createOrder(t.app, who, { booking: bookingDetails(tour.id, { bookingDate, numPeople }) });

    const providerOrders = await countSandboxOrders();
    expect((await order(asha, 4)).json()).toEqual({ success: false, message: 'Only 3 seats left on this date.' });
    expect((await order(asha, 2)).statusCode).toBe(200);
    const oneLeft = await order(ravi, 2);
    expect(oneLeft.statusCode).toBe(409);
    expect(oneLeft.json()).toEqual({ success: false, message: 'Only 1 seat left on this date.' });
    expect((await order(ravi, 1)).statusCode).toBe(200);
    const meera = await signUpTraveller(t.app);
    expect((await order(meera, 1)).json()).toEqual({ success: false, message: 'This date is sold out.' });
    expect((await seatsLeftOn(t.app, tour.id, date)).status).toBe('sold_out');

    await changeDeparture(t.app, admin, tour.id, dayFromToday(17), { closed: true });
    const closed = await order(ravi, 1, dayFromToday(17));
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toEqual({ success: false, message: 'This tour does not run on this date.' });
    // The four refused checkouts made nothing at the provider; the two accepted ones did.
    expect((await countSandboxOrders()) - providerOrders).toBe(2);
  });

  it("replaces a traveller's earlier hold on the same departure instead of holding twice", async () => {
    const tour = await insertTour(t.db, { capacity: 5 });
    const date = dayFromToday(18);
    await createOrder(t.app, asha, { booking: bookingDetails(tour.id, { bookingDate: date, numPeople: 3 }) });
    await createOrder(t.app, asha, { booking: bookingDetails(tour.id, { bookingDate: date, numPeople: 4 }) });
    expect(await seatsLeftOn(t.app, tour.id, date)).toEqual({ seatsLeft: 1, status: 'few_left' });
  });

  it('gives the seats back when a hold expires', async () => {
    const tour = await insertTour(t.db, { capacity: 2 });
    const date = dayFromToday(19);
    const { order } = (await createOrder(t.app, asha, { booking: bookingDetails(tour.id, { bookingDate: date, numPeople: 2 }) })).json();
    expect((await seatsLeftOn(t.app, tour.id, date)).status).toBe('sold_out');
    await expireHoldsOf(order.id);
    expect(await seatsLeftOn(t.app, tour.id, date)).toEqual({ seatsLeft: 2, status: 'few_left' });
    expect((await createOrder(t.app, ravi, { booking: bookingDetails(tour.id, { bookingDate: date, numPeople: 2 }) })).statusCode).toBe(200);
  });

  it('turns a paid order’s hold into its booking', async () => {
    const tour = await insertTour(t.db, { capacity: 6 });
    const date = dayFromToday(20);
    const { confirmation } = await payAndBook(t.app, asha, bookingDetails(tour.id, { bookingDate: date, numPeople: 2 }));
    expect(await t.db.select().from(seatHolds).where(eq(seatHolds.orderId, confirmation.razorpay_order_id))).toEqual([]);
    expect(await seatsLeftOn(t.app, tour.id, date)).toEqual({ seatsLeft: 4, status: 'few_left' });
  });

  it('keeps the held seats for the payer even when the date was closed meanwhile', async () => {
    const tour = await insertTour(t.db, { capacity: 6 });
    const date = dayFromToday(21);
    const confirmation = await orderAndPay(t.app, asha, { booking: bookingDetails(tour.id, { bookingDate: date, numPeople: 2 }) });
    await changeDeparture(t.app, admin, tour.id, date, { closed: true });
    const verified = await verify(t.app, asha, confirmation);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().booking).toMatchObject({ bookingDate: date, numPeople: 2 });
  });
});

describe('a payment that arrives after its hold expired', () => {
  it('still books when seats remain', async () => {
    const tour = await insertTour(t.db, { capacity: 4 });
    const date = dayFromToday(22);
    const confirmation = await orderAndPay(t.app, asha, { booking: bookingDetails(tour.id, { bookingDate: date, numPeople: 2 }) });
    await expireHoldsOf(confirmation.razorpay_order_id);
    const verified = await verify(t.app, asha, confirmation);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().booking).toMatchObject({ numPeople: 2 });
  });

  it('is refused with 409 when the seats went to someone else, and the paid order is kept for a refund', async () => {
    const tour = await insertTour(t.db, { capacity: 2 });
    const date = dayFromToday(23);
    const late = await orderAndPay(t.app, asha, { booking: bookingDetails(tour.id, { bookingDate: date, numPeople: 2 }) });
    await expireHoldsOf(late.razorpay_order_id);
    await payAndBook(t.app, ravi, bookingDetails(tour.id, { bookingDate: date, numPeople: 2 }));

    const refused = await verify(t.app, asha, late);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ success: false, message: departureMessages.seatsGoneAfterPayment });
    expect(await orderRow(late.razorpay_order_id)).toMatchObject({ status: 'paid', paymentId: late.razorpay_payment_id, bookingId: null });
    expect(await t.db.select().from(bookings).where(eq(bookings.orderId, late.razorpay_order_id))).toEqual([]);
    // The same confirmation again answers the same, and the date stays with Ravi's two.
    expect((await verify(t.app, asha, late)).statusCode).toBe(409);
    expect(await seatsLeftOn(t.app, tour.id, date)).toEqual({ seatsLeft: 0, status: 'sold_out' });
  });
});

describe("the spec's client: pay first, then book", () => {
  const book = (who: SignedIn, payload: object) => t.app.inject({ method: 'POST', url: '/api/user/bookings', headers: who.headers, payload });

  async function paidSpecOrder(who: SignedIn, amountPaise: number) {
    const confirmation = await orderAndPay(t.app, who, { amount: amountPaise, currency: 'INR', receipt: 'receipt_spec' });
    expect((await verify(t.app, who, confirmation)).statusCode).toBe(200);
    return confirmation.razorpay_order_id;
  }

  it('gets the same 409 on a sold-out date, and its paid order stays unused', async () => {
    const tour = await insertTour(t.db, { capacity: 2, pricePaise: 100_000 });
    const date = dayFromToday(24);
    await payAndBook(t.app, ravi, bookingDetails(tour.id, { bookingDate: date, numPeople: 2 }));
    const orderId = await paidSpecOrder(asha, 100_000);
    const refused = await book(asha, bookingDetails(tour.id, { bookingDate: date, numPeople: 1 }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'This date is sold out.' });
    expect(await orderRow(orderId)).toMatchObject({ status: 'paid', bookingId: null });
  });

  it('books when the seats are there and says how many are left when they are not enough', async () => {
    const tour = await insertTour(t.db, { capacity: 3, pricePaise: 100_000 });
    const date = dayFromToday(25);
    await paidSpecOrder(asha, 200_000);
    expect((await book(asha, bookingDetails(tour.id, { bookingDate: date, numPeople: 2 }))).statusCode).toBe(201);
    await paidSpecOrder(ravi, 200_000);
    const refused = await book(ravi, bookingDetails(tour.id, { bookingDate: date, numPeople: 2 }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'Only 1 seat left on this date.' });
  });

  it('counts other travellers’ live holds', async () => {
    const tour = await insertTour(t.db, { capacity: 2, pricePaise: 100_000 });
    const date = dayFromToday(26);
    expect((await createOrder(t.app, ravi, { booking: bookingDetails(tour.id, { bookingDate: date, numPeople: 2 }) })).statusCode).toBe(200);
    await paidSpecOrder(asha, 100_000);
    expect((await book(asha, bookingDetails(tour.id, { bookingDate: date, numPeople: 1 }))).json()).toEqual({ message: 'This date is sold out.' });
  });
});

it('a failed payment at the provider lets the seats go once the hold runs out, and a new checkout can take them', async () => {
  const tour = await insertTour(t.db, { capacity: 1 });
  const date = dayFromToday(27);
  const { order } = (await createOrder(t.app, asha, { booking: bookingDetails(tour.id, { bookingDate: date, numPeople: 1 }) })).json();
  expect((await sandboxPay(t.app, order.id, 'failure')).statusCode).toBe(200);
  expect((await createOrder(t.app, ravi, { booking: bookingDetails(tour.id, { bookingDate: date, numPeople: 1 }) })).statusCode).toBe(409);
  await expireHoldsOf(order.id);
  expect((await createOrder(t.app, ravi, { booking: bookingDetails(tour.id, { bookingDate: date, numPeople: 1 }) })).statusCode).toBe(200);
});
