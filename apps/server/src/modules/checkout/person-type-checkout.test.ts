import { bookingMessages } from '@yatrika/contract/bookings';
import { paymentMessages } from '@yatrika/contract/payments';
import { personTypeMessages } from '@yatrika/contract/person-types';
import { promoCodeMessages } from '@yatrika/contract/promo-code-messages';
import { travellerMessages } from '@yatrika/contract/travellers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signUpTraveller, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { seatsTakenOn } from '../../../test/support/departures.ts';
import { bookingDetails, createOrder, orderAndPay, payAndBook, verify } from '../../../test/support/payments.ts';
import { promoCodeMade } from '../../../test/support/promo-codes.ts';
import { insertTour } from '../../../test/support/tours.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { paymentOrders } from '../../db/schema/payments.ts';

let t: TestApp;
let traveller: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  traveller = await signUpTraveller(t.app);
});
afterAll(() => t.close());

/** Adults ₹2,000, children ₹1,000.50, infants free on a lap, seniors ₹1,500; 4 or more seated people: 10% off. */
const familyTour = (overrides: Parameters<typeof insertTour>[1] = {}) =>
  insertTour(t.db, {
    pricePaise: 200_000,
    priceTypes: [
      { type: 'child', pricePaise: 100_050, minAge: 5, maxAge: 11, takesSeat: true },
      { type: 'infant', pricePaise: 0, minAge: null, maxAge: 4, takesSeat: false },
      { type: 'senior', pricePaise: 150_000, minAge: 60, maxAge: null, takesSeat: true },
    ],
    groupDiscount: { minPeople: 4, percentOff: 10 },
    ...overrides,
  });

const family = { adult: 2, child: 1, infant: 1, senior: 1 };
// 2 × 2000 + 1000.50 + 0 + 1500 = 6500.50; 10% off (650.05) = 5850.45.
const familyLines = [
  { kind: 'people', type: 'adult', quantity: 2, unitPrice: 2000, amount: 4000 },
  { kind: 'people', type: 'child', quantity: 1, unitPrice: 1000.5, amount: 1000.5 },
  { kind: 'people', type: 'infant', quantity: 1, unitPrice: 0, amount: 0 },
  { kind: 'people', type: 'senior', quantity: 1, unitPrice: 1500, amount: 1500 },
  { kind: 'group_discount', minPeople: 4, percentOff: 10, amount: -650.05 },
];

/** The booking details with no numPeople of their own: only what `overrides` says. */
const withoutNumPeople = (tourId: string, overrides: Record<string, unknown>) => {
  const { numPeople: _left, ...details } = bookingDetails(tourId);
  return { ...details, ...overrides };
};

describe('a family checkout priced by person type', () => {
  it('prices the party by type with the group discount, holds the seated people only, and answers the lines', async () => {
    const tour = await familyTour();
    const details = withoutNumPeople(tour.id, { party: family });
    const response = await createOrder(t.app, traveller, { currency: 'INR', booking: details });
    expect(response.statusCode).toBe(200);
    const { order, hold } = response.json();
    expect(order).toMatchObject({ amount: 585_045, currency: 'INR', lines: familyLines, total: 5850.45 });
    // The infant rides on a lap: four seats.
    expect(hold.seats).toBe(4);
    const [stored] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.id, order.id));
    expect(stored!.amountPaise).toBe(585_045);
    expect(stored!.bookingDetails).toMatchObject({ numPeople: 4, party: family, pricePaise: 200_000 });
    expect(stored!.bookingDetails!.lines!.at(-1)).toEqual({ kind: 'group_discount', minPeople: 4, percentOff: 10, amountPaise: -65_005 });
  });

  it('keeps the party and the lines on the booking the payment makes, and answers them with the total', async () => {
    const tour = await familyTour();
    const details = bookingDetails(tour.id, { party: { adult: '2', child: 1, infant: 1, senior: 1 }, numPeople: 4, bookingDate: bookingDetails('').bookingDate });
    const { booking } = await payAndBook(t.app, traveller, details);
    expect(booking).toMatchObject({ numPeople: 4, totalPrice: 5850.45, total: 5850.45, lines: familyLines, party: family, pricePerPerson: 2000 });
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, booking._id));
    expect(row).toMatchObject({ numPeople: 4, party: family, totalPaise: 585_045 });
    expect(row!.priceLines).toHaveLength(5);
    expect(await seatsTakenOn(t.db, tour.id, details.bookingDate as string)).toBe(4);
    const mine = (await t.app.inject({ method: 'GET', url: `/api/user/bookings/${booking._id}`, headers: traveller.headers })).json().booking;
    expect(mine).toMatchObject({ lines: familyLines, total: 5850.45, party: family });

    // The manifest: four seats, five people (the lap infant too), the party by type in the last column.
    const admin = await signInAdmin(t.app);
    const csv = await t.app.inject({ method: 'GET', url: `/api/admin/tours/${tour.id}/departures/${details.bookingDate}/manifest.csv`, headers: admin.headers });
    expect(csv.statusCode).toBe(200);
    const rows = csv.body.trim().split('\n').slice(1);
    expect(rows).toHaveLength(5);
    expect(rows[0]!.trim().endsWith(',"2 adults, 1 child, 1 infant, 1 senior"')).toBe(true);
  });

  it('books a party by type through POST /api/user/bookings against a paid order of that amount', async () => {
    const tour = await familyTour();
    const confirmation = await orderAndPay(t.app, traveller, { amount: 585_045, currency: 'INR' });
    expect((await verify(t.app, traveller, confirmation)).statusCode).toBe(200);
    const details = withoutNumPeople(tour.id, { party: family });
    const booked = await t.app.inject({ method: 'POST', url: '/api/user/bookings', headers: traveller.headers, payload: { ...details, orderId: confirmation.razorpay_order_id } });
    expect(booked.statusCode).toBe(201);
    expect(booked.json().booking).toMatchObject({ numPeople: 4, party: family, lines: familyLines, total: 5850.45 });
    // The same request again answers the same booking.
    const again = await t.app.inject({ method: 'POST', url: '/api/user/bookings', headers: traveller.headers, payload: { ...details, orderId: confirmation.razorpay_order_id } });
    expect(again.json().booking._id).toBe(booked.json().booking._id);
  });

  it('applies a promo code after the group discount, on what is left, and books the family with every line', async () => {
    const tour = await familyTour();
    const admin = await signInAdmin(t.app);
    const code = `FAMILY${Date.now().toString(36).toUpperCase()}`;
    await promoCodeMade(t.app, admin, code, { percentOff: 10 });
    // After the group discount 5,850.45 is left; 10% of it is 585.045, rounded half up to 585.05.
    const withCode = [...familyLines, { kind: 'promo_code', code, percentOff: 10, amount: -585.05 }];
    const response = await createOrder(t.app, traveller, { booking: withoutNumPeople(tour.id, { party: family, promoCode: `  ${code.toLowerCase()}  ` }) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().order).toMatchObject({ amount: 526_540, lines: withCode, total: 5265.4 });

    const { booking } = await payAndBook(t.app, traveller, bookingDetails(tour.id, { party: family, numPeople: 4, promoCode: code, fullName: 'Coded Family' }));
    expect(booking).toMatchObject({ numPeople: 4, totalPrice: 5265.4, total: 5265.4, lines: withCode, party: family });
  });
});

describe('clients that send only numPeople', () => {
  it('book and pay exactly as before on a tour of one price: the amount is price × people × 100, one adult line', async () => {
    const tour = await insertTour(t.db, { pricePaise: 102_516 });
    // The original client's own float product (decision 007): 1025.16 × 3 × 100.
    const amount = 1025.16 * 3 * 100;
    const response = await createOrder(t.app, traveller, { amount, currency: 'INR', receipt: `receipt_tour_${tour.id}_1`, booking: bookingDetails(tour.id, { numPeople: '3' }) });
    expect(response.statusCode).toBe(200);
    expect(response.json().order).toMatchObject({ amount: 307_548, lines: [{ kind: 'people', type: 'adult', quantity: 3, unitPrice: 1025.16, amount: 3075.48 }], total: 3075.48 });
  });

  it('book adults on a tour with other types, the group rule applied by the server', async () => {
    const tour = await familyTour();
    const { booking } = await payAndBook(t.app, traveller, bookingDetails(tour.id, { numPeople: 5 }));
    // 5 adults × 2000 = 10,000, 10% off: 9,000.
    expect(booking).toMatchObject({ numPeople: 5, totalPrice: 9000, party: { adult: 5, child: 0, infant: 0, senior: 0 } });
  });

  it('are refused when their own product no longer matches the server price (a group discount), and nothing is stored', async () => {
    const tour = await familyTour();
    const response = await createOrder(t.app, traveller, { amount: 2000 * 5 * 100, booking: bookingDetails(tour.id, { numPeople: 5, fullName: 'Mismatch Family' }) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: paymentMessages.amountMismatch });
    const orders = await t.db.select().from(paymentOrders).where(eq(paymentOrders.userId, traveller.userId));
    expect(orders.some((order) => order.bookingDetails?.fullName === 'Mismatch Family')).toBe(false);
  });
});

describe('parties the server refuses', () => {
  it.each([
    ['a type the tour does not offer', { party: { adult: 1, child: 1 } }, personTypeMessages.typeNotOffered('child')],
    ['numPeople other than the seats the party takes', { party: { adult: 2, infant: 1 }, numPeople: 3 }, personTypeMessages.seatsDiffer(2)],
    ['neither numPeople nor party', {}, bookingMessages.allFieldsRequired],
    ['a negative count', { party: { adult: -1 } }, personTypeMessages.partyInvalid],
    ['a count in words', { party: { adult: 'two' } }, personTypeMessages.partyInvalid],
    ['half a person', { party: { adult: 1.5 } }, personTypeMessages.partyInvalid],
    ['a huge count', { party: { adult: 1e308 } }, personTypeMessages.partyInvalid],
    ['not an object', { party: 'two adults' }, personTypeMessages.partyInvalid],
    ['more people than a booking takes', { party: { adult: 30, senior: 30 } }, personTypeMessages.partyTooLarge],
    ['a promo code past 40 characters', { party: { adult: 1 }, promoCode: 'X'.repeat(41) }, promoCodeMessages.unknown],
  ])('refuses %s (400, with its sentence)', async (_case, fields, message) => {
    const tour = await insertTour(t.db, { priceTypes: [{ type: 'infant', pricePaise: 0, minAge: null, maxAge: 2, takesSeat: false }] });
    const response = await createOrder(t.app, traveller, { booking: withoutNumPeople(tour.id, fields) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
  });

  it('refuses a party of infants only: someone must take a seat', async () => {
    const tour = await familyTour();
    const response = await createOrder(t.app, traveller, { booking: withoutNumPeople(tour.id, { party: { infant: 2 } }) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: personTypeMessages.partyWithoutSeat });
  });

  it('counts names against everyone in the party, infants on a lap too', async () => {
    const tour = await familyTour();
    const names = (count: number) => Array.from({ length: count }, (_, index) => ({ name: index === 0 ? 'Asha Verma' : `Companion ${index}` }));
    const fits = await createOrder(t.app, traveller, { booking: withoutNumPeople(tour.id, { party: { adult: 1, infant: 1 }, travellers: names(2) }) });
    expect(fits.statusCode).toBe(200);
    const tooMany = await createOrder(t.app, traveller, { booking: withoutNumPeople(tour.id, { party: { adult: 1, infant: 1 }, travellers: names(3) }) });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ message: travellerMessages.tooManyTravellers });
  });
});

describe('families racing for the last seats', () => {
  it('holds the seats of one family of two seats (and a lap infant) when two race for three seats', async () => {
    const tour = await familyTour({ capacity: 3 });
    const rival = await signUpTraveller(t.app);
    const date = bookingDetails('').bookingDate;
    const party = { adult: 2, infant: 1 };
    const answers = await Promise.all(
      [traveller, rival].map((who) => createOrder(t.app, who, { booking: withoutNumPeople(tour.id, { party, bookingDate: date }) })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await seatsTakenOn(t.db, tour.id, date)).toBe(2);
  });
});

describe('the OpenAPI document', () => {
  it('describes the party and promo code taken, and the lines, totals and person types answered', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const createOrder = JSON.stringify(document.paths['/api/payment/create-order'].post);
    for (const field of ['party', 'promoCode', 'lines', 'total', 'unitPrice']) expect(createOrder).toContain(`"${field}"`);
    const bookingsList = JSON.stringify(document.paths['/api/user/bookings'].get);
    for (const field of ['lines', 'total', 'party']) expect(bookingsList).toContain(`"${field}"`);
    const tour = JSON.stringify(document.paths['/api/routes/tours/{id}'].get);
    for (const field of ['priceTypes', 'groupDiscount', 'takesSeat']) expect(tour).toContain(`"${field}"`);
    expect(JSON.stringify(document.paths['/api/admin/tours'].post)).toContain('priceTypes');
  });
});
