import { randomUUID } from 'node:crypto';
import { personTypeMessages } from '@yatrika/contract/person-types';
import { phoneBookingMessages } from '@yatrika/contract/phone-booking';
import { paymentLinkMessages } from '@yatrika/contract/payment-links';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { seatsLeftOn, seatsTakenOn } from '../../../test/support/departures.ts';
import { bookingDetails, dayFromToday } from '../../../test/support/payments.ts';
import { insertTour } from '../../../test/support/tours.ts';

// The operator's phone booking by person type (decision 030): the party is priced by the server's
// quote, a lap infant takes no seat but is named and counted. Runs on embedded PGlite and, with
// TEST_DATABASE_URL, on PostgreSQL, where the race below really overlaps on pooled connections.
let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
});
afterAll(() => t.close());

/** Adults ₹2,000, children ₹1,000, infants free on a lap; 4 or more seated people: 10% off. */
const familyTour = (overrides: Parameters<typeof insertTour>[1] = {}) =>
  insertTour(t.db, {
    pricePaise: 200_000,
    priceTypes: [
      { type: 'child', pricePaise: 100_000, minAge: 5, maxAge: 11, takesSeat: true },
      { type: 'infant', pricePaise: 0, minAge: null, maxAge: 4, takesSeat: false },
    ],
    groupDiscount: { minPeople: 4, percentOff: 10 },
    ...overrides,
  });

function takeBooking(payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/admin/bookings', headers: admin.headers, payload });
}

/** A phone booking of the party alone (no numPeople: the server counts the seats). */
const byParty = (tourId: string, party: Record<string, number>, overrides: Record<string, unknown> = {}) => {
  const { numPeople: _seats, ...details } = bookingDetails(tourId, { fullName: 'Meera Iyer', phone: '9811122233' });
  return { ...details, party, email: `family.${randomUUID().slice(0, 8)}@example.in`, payment: { method: 'cash' }, ...overrides };
};

describe('a phone booking by person type', () => {
  it('is priced by type with the group rule, takes the seated people only, and answers the party and lines', async () => {
    const tour = await familyTour();
    const date = dayFromToday(30);
    const response = await takeBooking(byParty(tour.id, { adult: 2, child: 2, infant: 1 }, { bookingDate: date }));
    expect(response.statusCode).toBe(201);
    const { booking, message } = response.json();
    expect(message).toBe(phoneBookingMessages.booked);
    // 2 × 2000 + 2 × 1000 = 6000; 4 seated people reach the rule: 10% off = 5400.
    expect(booking).toMatchObject({
      numPeople: 4,
      party: { adult: 2, child: 2, infant: 1, senior: 0 },
      totalPrice: 5400,
      total: 5400,
      lines: [
        { kind: 'people', type: 'adult', quantity: 2, unitPrice: 2000, amount: 4000 },
        { kind: 'people', type: 'child', quantity: 2, unitPrice: 1000, amount: 2000 },
        { kind: 'people', type: 'infant', quantity: 1, unitPrice: 0, amount: 0 },
        { kind: 'group_discount', minPeople: 4, percentOff: 10, amount: -600 },
      ],
      // The lead is named; the other four, the lap infant too, are not yet.
      unnamedTravellers: 4,
    });
    expect(await seatsTakenOn(t.db, tour.id, date)).toBe(4);
  });

  it('takes names for everyone in the party, a lap infant too', async () => {
    const tour = await familyTour();
    const travellers = [{ name: 'Meera Iyer' }, { name: 'Arjun Iyer' }, { name: 'Baby Iyer' }];
    const response = await takeBooking(byParty(tour.id, { adult: 2, infant: 1 }, { travellers }));
    expect(response.statusCode).toBe(201);
    expect(response.json().booking).toMatchObject({ numPeople: 2, travellers, unnamedTravellers: 0 });
  });

  it('sends a payment link for the party at the price by type', async () => {
    const tour = await familyTour();
    const response = await takeBooking(byParty(tour.id, { adult: 1, child: 1, infant: 1 }, { payment: { method: 'link' } }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ message: paymentLinkMessages.sent, paymentLink: { amount: 3000 } });
  });

  it('refuses a type the tour does not offer, a party with nobody in a seat, and seats that differ from the party', async () => {
    const tour = await familyTour();
    const senior = await takeBooking(byParty(tour.id, { adult: 1, senior: 1 }));
    expect(senior.statusCode).toBe(400);
    expect(senior.json().message).toBe(personTypeMessages.typeNotOffered('senior'));
    const infants = await takeBooking(byParty(tour.id, { infant: 2 }));
    expect(infants.statusCode).toBe(400);
    expect(infants.json().message).toBe(personTypeMessages.partyWithoutSeat);
    const seats = await takeBooking(byParty(tour.id, { adult: 2, infant: 1 }, { numPeople: 3 }));
    expect(seats.statusCode).toBe(400);
    expect(seats.json().message).toBe(personTypeMessages.seatsDiffer(2));
  });
});

it('families booked by phone racing for the last 3 seats never take more than 3; their lap infants take none', async () => {
  const tour = await familyTour({ capacity: 3 });
  const date = dayFromToday(40);
  // Each family: one adult and a lap infant (1 seat), or two adults and a lap infant (2 seats).
  const parties = Array.from({ length: 10 }, (_, n) => (n % 2 === 0 ? { adult: 1, infant: 1 } : { adult: 2, infant: 1 }));
  const responses = await Promise.all(parties.map((party, n) => takeBooking(byParty(tour.id, party, { bookingDate: date, fullName: `Family ${n}` }))));
  const statuses = responses.map((response) => response.statusCode);
  expect(statuses.filter((status) => status >= 500)).toEqual([]);
  expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
  const seatsBooked = responses.filter((response) => response.statusCode === 201).reduce((sum, response) => sum + response.json().booking.numPeople, 0);
  // A family of one seat always fits the last seat left, so the date sells out exactly.
  expect(seatsBooked).toBe(3);
  expect(await seatsTakenOn(t.db, tour.id, date)).toBe(3);
  expect(await seatsLeftOn(t.app, tour.id, date)).toEqual({ seatsLeft: 0, status: 'sold_out' });
});
