import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signUpTraveller, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { seatsTakenOn } from '../../../test/support/departures.ts';
import { changeParty } from '../../../test/support/party-changes.ts';
import { bookingDetails, createOrder, dayFromToday, payAndBook } from '../../../test/support/payments.ts';
import { insertTour } from '../../../test/support/tours.ts';

// Larger parties take seats like any sale, under the departure's lock (decisions 006, 023). Runs on
// embedded PGlite and, with TEST_DATABASE_URL, on PostgreSQL, where the requests really overlap on
// several pooled connections.
let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
});
afterAll(() => t.close());

const CAPACITY = 12;
const PARTIES = 6;

it('parties growing in parallel with checkouts holding seats never take more seats than the departure has', async () => {
  const tour = await insertTour(t.db, { capacity: CAPACITY, pricePaise: 100_000 });
  const date = dayFromToday(30);
  const traveller = await signUpTraveller(t.app);
  const parties: string[] = [];
  for (let n = 0; n < PARTIES; n += 1) {
    const { booking } = await payAndBook(t.app, traveller, bookingDetails(tour.id, { bookingDate: date, numPeople: 1, fullName: `Lead ${n}` }));
    parties.push(booking._id);
  }
  // 6 seats left. Each party asks for 2 more (twice over, to race with itself too), and 4 checkouts hold 1 seat each.
  const holders = await Promise.all(Array.from({ length: 4 }, () => signUpTraveller(t.app)));
  const attempts = [
    ...parties.flatMap((id) => [0, 1].map(() => () => changeParty(t.app, admin, id, { numPeople: 3, payment: { method: 'cash' } }))),
    ...holders.map((who, n) => () => createOrder(t.app, who, { booking: bookingDetails(tour.id, { bookingDate: date, numPeople: 1, fullName: `Holder ${n}` }) })),
  ];
  const shuffled = attempts.map((attempt, n) => ({ attempt, key: (n * 7) % attempts.length })).sort((a, b) => a.key - b.key);
  const responses = await Promise.all(shuffled.map(({ attempt }) => attempt()));

  const statuses = responses.map((response) => response.statusCode);
  expect(statuses.filter((status) => status >= 500)).toEqual([]);
  expect(statuses.every((status) => status === 200 || status === 400 || status === 409)).toBe(true);
  const grown = responses.filter((response) => response.statusCode === 200 && response.json().booking?.numPeople === 3).length;
  const held = responses.filter((response) => response.statusCode === 200 && response.json().order).length;
  // Every seat given is counted once: the starting six, two per party grown, one per hold.
  expect(await seatsTakenOn(t.db, tour.id, date)).toBe(PARTIES + 2 * grown + held);
  expect(PARTIES + 2 * grown + held).toBeLessThanOrEqual(CAPACITY);
  // Nothing left that another attempt could have taken: at most one seat short of full.
  expect(CAPACITY - (PARTIES + 2 * grown + held)).toBeLessThan(2);
  // A party raced with itself: its second change found it already at 3 (400), never a double sale.
  expect(grown).toBeLessThanOrEqual(3);
});
