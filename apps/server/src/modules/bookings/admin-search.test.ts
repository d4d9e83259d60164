import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signUpTraveller, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { bookingDetails, createOrder, payAndBook, sandboxPay } from '../../../test/support/payments.ts';
import { insertTour } from '../../../test/support/tours.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { paymentOrders } from '../../db/schema/payments.ts';

let t: TestApp;
let admin: SignedIn;
let traveller: SignedIn;
let booking: { _id: string; reference: string };
let other: { _id: string; reference: string };
let tour: { id: string; title: string };

const ids = (answer: Array<{ _id: string }>) => answer.map((row) => row._id);
const searchBookings = async (query: string, who: SignedIn = admin) =>
  t.app.inject({ method: 'GET', url: `/api/admin/bookings?query=${encodeURIComponent(query)}`, headers: who.headers });
const foundBookings = async (query: string) => ids((await searchBookings(query)).json());
const searchPayments = async (query: string, who: SignedIn = admin) =>
  t.app.inject({ method: 'GET', url: `/api/admin/payments?query=${encodeURIComponent(query)}`, headers: who.headers });

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
  traveller = await signUpTraveller(t.app, { firstname: 'Meenakshi', lastname: 'Raghavan' });
  const someoneElse = await signUpTraveller(t.app, { firstname: 'Tenzin', lastname: 'Dorje' });
  tour = await insertTour(t.db, { title: 'Chadar Frozen River Trek' });
  ({ booking } = await payAndBook(t.app, traveller, bookingDetails(tour.id, { fullName: 'Lalitha Iyer', phone: '+91 98450 11223' })));
  ({ booking: other } = await payAndBook(t.app, someoneElse, bookingDetails(tour.id, { fullName: 'Tenzin Dorje', phone: '9000012345' })));
});
afterAll(() => t.close());

describe('finding a booking by its reference', () => {
  it('finds it with or without dashes, in any case, with or without YT, and by its last characters', async () => {
    const reference = booking.reference; // "YT-XXXX-XXXX", as the receipt prints it
    const key = reference.replace(/-/g, '');
    for (const typed of [reference, reference.toLowerCase(), key, key.toLowerCase(), reference.slice(3), reference.slice(3).toLowerCase(), reference.slice(-4), reference.slice(-6), ` ${reference.slice(3, 7)} ${reference.slice(8)} `]) {
      expect(await foundBookings(typed), typed).toContain(booking._id);
      expect(await foundBookings(typed), typed).not.toContain(other._id);
    }
  });

  it('reads O as 0 and I or L as 1, as the reference alphabet does', async () => {
    const code = booking.reference.slice(3).replace('-', '');
    const misread = code.replace(/0/g, 'O').replace(/1/g, 'l');
    expect(await foundBookings(misread)).toContain(booking._id);
  });

  it('finds nothing for a reference that is not there, and every booking for no query', async () => {
    expect(await foundBookings('YT-ZZZZ-ZZZZ')).toEqual([]);
    const all = await t.app.inject({ method: 'GET', url: '/api/admin/bookings', headers: admin.headers });
    expect(ids(all.json())).toEqual(expect.arrayContaining([booking._id, other._id]));
    expect(ids((await searchBookings('  ')).json())).toEqual(ids(all.json()));
  });
});

describe('finding a booking by its traveller', () => {
  it('finds it by the lead name, the account name, the email or the phone', async () => {
    expect(await foundBookings('lalitha')).toEqual([booking._id]);
    expect(await foundBookings('Meenakshi Raghavan')).toEqual([booking._id]);
    expect(await foundBookings(traveller.email.toUpperCase())).toEqual([booking._id]);
    for (const phone of ['9845011223', '+91 98450 11223', '98450 11223', '919845011223', '011223']) {
      expect(await foundBookings(phone), phone).toEqual([booking._id]);
    }
    expect(await foundBookings('%')).toEqual([]);
  });

  it('keeps the answer a bare list, paged by limit and cursor headers, and combines with the status filter', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/admin/bookings?query=Chadar&limit=1', headers: admin.headers });
    expect(Array.isArray(first.json())).toBe(true);
    // The tour title is not among the searched fields; names are.
    expect(first.json()).toEqual([]);
    const paged = await t.app.inject({ method: 'GET', url: `/api/admin/bookings?query=i&limit=1`, headers: admin.headers });
    expect(paged.json()).toHaveLength(1);
    const onlyPending = await t.app.inject({ method: 'GET', url: `/api/admin/bookings?status=canceled&query=${booking.reference}`, headers: admin.headers });
    expect(onlyPending.json()).toEqual([]);
    const both = await t.app.inject({ method: 'GET', url: '/api/admin/bookings?query=a&limit=1', headers: admin.headers });
    const cursor = both.headers['x-next-cursor'] as string;
    expect(cursor).toBeTruthy();
    const next = await t.app.inject({ method: 'GET', url: `/api/admin/bookings?query=a&limit=1&cursor=${cursor}`, headers: admin.headers });
    expect(ids(next.json())).not.toEqual(ids(both.json()));
  });

  it('refuses a search longer than 100 characters', async () => {
    const long = await searchBookings('x'.repeat(101));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('The search must be at most 100 characters.');
  });
});

describe('payments: the tour, the traveller and the search', () => {
  it('leads each payment with its reference, tour and traveller, and finds it as the bookings list does', async () => {
    const answer = (await searchPayments(booking.reference.slice(3).toLowerCase())).json();
    expect(answer).toHaveLength(1);
    expect(answer[0]).toMatchObject({
      bookingId: booking._id,
      reference: booking.reference,
      tourTitle: 'Chadar Frozen River Trek',
      travellerName: 'Lalitha Iyer',
      checkoutOutcome: 'paid',
      status: 'booked',
    });
    expect((await searchPayments('+91 98450 11223')).json().map((payment: { bookingId: string }) => payment.bookingId)).toEqual([booking._id]);
    expect((await searchPayments(traveller.email)).json().map((payment: { bookingId: string }) => payment.bookingId)).toEqual([booking._id]);
    const orderId = answer[0].orderId as string;
    expect((await searchPayments(orderId)).json().map((payment: { orderId: string }) => payment.orderId)).toEqual([orderId]);
  });

  it('tells a declined payment from an abandoned checkout and one still in progress', async () => {
    const payer = await signUpTraveller(t.app, { firstname: 'Ishaan', lastname: 'Bose' });
    const open = async (fullName: string) => (await createOrder(t.app, payer, { booking: bookingDetails(tour.id, { fullName, phone: '9812300000' }) })).json().order.id as string;
    const declined = await open('Declined Person');
    expect((await sandboxPay(t.app, declined, 'failure')).statusCode).toBeLessThan(500);
    // What the provider's payment.failed webhook, or reconciliation asking the provider, records.
    await t.db.update(paymentOrders).set({ status: 'failed' }).where(eq(paymentOrders.id, declined));
    const abandoned = await open('Abandoned Person');
    await t.db.update(paymentOrders).set({ createdAt: new Date(Date.now() - 60 * 60_000) }).where(eq(paymentOrders.id, abandoned));
    const inProgress = await open('Paying Person');

    const listed = (await searchPayments('Ishaan Bose')).json() as Array<{ orderId: string; checkoutOutcome: string; tourTitle: string; travellerName: string; reference: string | null }>;
    const outcome = (orderId: string) => listed.find((payment) => payment.orderId === orderId);
    expect(outcome(declined)).toMatchObject({ checkoutOutcome: 'declined', tourTitle: 'Chadar Frozen River Trek', travellerName: 'Declined Person', reference: null });
    expect(outcome(abandoned)).toMatchObject({ checkoutOutcome: 'abandoned', travellerName: 'Abandoned Person' });
    expect(outcome(inProgress)).toMatchObject({ checkoutOutcome: 'in_progress' });
    // The order's own details are searched too, before any booking exists.
    expect((await searchPayments('Abandoned Person')).json().map((payment: { orderId: string }) => payment.orderId)).toEqual([abandoned]);
  });

  it('keeps every existing field of a payment', async () => {
    const [payment] = (await searchPayments(booking.reference)).json();
    expect(Object.keys(payment)).toEqual(
      expect.arrayContaining(['orderId', 'amount', 'status', 'createdAt', 'paidAt', 'bookingId', 'refund', 'paymentId', 'user', 'needsAttention', 'attentionReason']),
    );
  });
});

describe('who may search', () => {
  it('refuses travellers (403) and visitors (401)', async () => {
    for (const url of [`/api/admin/bookings?query=${booking.reference}`, `/api/admin/payments?query=${booking.reference}`]) {
      const asTraveller = await t.app.inject({ method: 'GET', url, headers: traveller.headers });
      expect(asTraveller.statusCode).toBe(403);
      expect(asTraveller.json().message).toBe('Only administrators can do this.');
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});

describe('the reference in the database', () => {
  it('is computed in SQL exactly as the app computes it', async () => {
    const rows = await t.db.select({ id: bookings.id, number: bookings.number }).from(bookings);
    expect(rows.length).toBeGreaterThan(0);
    const result = (await t.db.execute(
      // A spread of numbers of both kinds, the legacy range's ends and the keyed range's: the SQL must agree with the contract for every booking ever made.
      (await import('drizzle-orm')).sql`select n, booking_reference_key(n) as key from unnest(array[1, 2, 31, 32, 1000, 123456789, 1099511627775, 1099511627776, 1099511627777, 1099523984123, 1133871366143]::bigint[]) as n`,
    )) as unknown as { rows: Array<{ n: string | number; key: string }> };
    const { bookingReference } = await import('@yatrika/contract/booking-reference');
    for (const row of result.rows) expect(row.key).toBe(bookingReference(Number(row.n)).replace(/-/g, ''));
    for (const row of rows) expect(row.number).toBeGreaterThanOrEqual(2 ** 40);
  });
});

describe('the OpenAPI document', () => {
  it('documents the searches, the new payment fields and today on the dashboard', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const parameters = (path: string) => (document.paths[path].get.parameters as Array<{ name: string; in: string }>).filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name);
    expect(parameters('/api/admin/bookings')).toContain('query');
    expect(parameters('/api/admin/payments')).toContain('query');
    const text = JSON.stringify(document);
    for (const name of ['checkoutOutcome', 'travellerName', 'tourTitle', 'awaitingDecision', 'paymentsNeedingAttention', 'byTour']) expect(text).toContain(name);
  });
});

