import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, signUpTraveller, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { seatsLeftOn, seatsTakenOn } from '../../../test/support/departures.ts';
import { bookingDetails, createOrder, dayFromToday, orderAndPay, payAndBook, verify } from '../../../test/support/payments.ts';
import { insertTour } from '../../../test/support/tours.ts';

// Runs on embedded PGlite and, with TEST_DATABASE_URL, on PostgreSQL, where the requests
// really overlap on several pooled connections: the per-departure lock is what keeps order.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOLDERS = 50;
const SPEC_TRAVELLERS = 10;
const SPEC_ORDERS_EACH = 5;
const PRICE_PAISE = 150_000;

it('100 parallel attempts on a departure with 5 seats left: exactly 5 take a seat, every other one is a 409, none a 5xx', async () => {
  const tour = await insertTour(t.db, { capacity: 8, pricePaise: PRICE_PAISE });
  const date = dayFromToday(30);
  const early = await signUpTraveller(t.app);
  await payAndBook(t.app, early, bookingDetails(tour.id, { bookingDate: date, numPeople: 3 }));
  expect(await seatsLeftOn(t.app, tour.id, date)).toEqual({ seatsLeft: 5, status: 'few_left' });

  // Half hold seats at checkout, each a different traveller (a traveller's new checkout
  // replaces their own hold); half book the spec's way, each naming a paid, unused order.
  const holders = await Promise.all(Array.from({ length: HOLDERS }, () => signUpTraveller(t.app)));
  const specTravellers = await Promise.all(Array.from({ length: SPEC_TRAVELLERS }, () => signUpTraveller(t.app)));
  const specOrders: { who: SignedIn; orderId: string }[] = [];
  for (const who of specTravellers) {
    for (let n = 0; n < SPEC_ORDERS_EACH; n += 1) {
      const confirmation = await orderAndPay(t.app, who, { amount: PRICE_PAISE, currency: 'INR', receipt: 'receipt_spec' });
      expect((await verify(t.app, who, confirmation)).statusCode).toBe(200);
      specOrders.push({ who, orderId: confirmation.razorpay_order_id });
    }
  }

  const attempts = [
    ...holders.map((who, n) => () => createOrder(t.app, who, { booking: bookingDetails(tour.id, { bookingDate: date, numPeople: 1, fullName: `Holder ${n}` }) })),
    ...specOrders.map(({ who, orderId }, n) => () =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/bookings',
        headers: who.headers,
        payload: { ...bookingDetails(tour.id, { bookingDate: date, numPeople: 1, fullName: `Spec ${n}` }), orderId },
      }),
    ),
  ];
  // Interleave the two kinds so they really compete.
  const shuffled = attempts.map((attempt, n) => ({ attempt, key: (n * 37) % attempts.length })).sort((a, b) => a.key - b.key);
  const responses = await Promise.all(shuffled.map(({ attempt }) => attempt()));

  const statuses = responses.map((response) => response.statusCode);
  const taken = statuses.filter((status) => status === 200 || status === 201).length;
  const refused = responses.filter((response) => response.statusCode === 409);
  const serverErrors = statuses.filter((status) => status >= 500).length;
  expect({ attempts: responses.length, taken, refused: refused.length, serverErrors }).toEqual({
    attempts: 100,
    taken: 5,
    refused: 95,
    serverErrors: 0,
  });
  for (const response of refused) expect(response.json().message).toBe('This date is sold out.');

  // What the database holds agrees: 3 early + 5 now, on bookings and live holds together.
  expect(await seatsTakenOn(t.db, tour.id, date)).toBe(8);
  expect(await seatsLeftOn(t.app, tour.id, date)).toEqual({ seatsLeft: 0, status: 'sold_out' });
});
