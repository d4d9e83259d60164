import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, signInAdmin, signUpTraveller, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { listDepartures } from '../../../test/support/departures.ts';
import { bookingDetails, createOrder, dayFromToday, payAndBook } from '../../../test/support/payments.ts';
import { insertTour } from '../../../test/support/tours.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { paymentOrders } from '../../db/schema/payments.ts';

let t: TestApp;
let admin: SignedIn;
let asha: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
  asha = await signUpTraveller(t.app);
});
afterAll(() => t.close());

const party = [{ name: 'Asha Verma', age: 34 }, { name: '  Ravi Verma  ', age: '36' }, { name: 'मीरा वर्मा' }];

/** The CSV as the server sends it, split into rows of cells (the test's own small reader). */
function csvRows(body: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < body.length; i += 1) {
    const char = body[i]!;
    if (quoted && char === '"' && body[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (quoted && char === '"') {
      quoted = false;
    } else if (quoted) {
      cell += char;
    } else if (char === '"') {
      quoted = true;
    } else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && body[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else {
      cell += char;
    }
  }
  return rows;
}

const csvOfDeparture = (who: SignedIn, tourId: string, date: string) =>
  t.app.inject({ method: 'GET', url: `/api/admin/tours/${tourId}/departures/${date}/manifest.csv`, headers: who.headers });

describe("every traveller's name", () => {
  it('travels from the checkout to the booking and the manifest, trimmed, the one booking first', async () => {
    const tour = await insertTour(t.db, { title: 'Kedarnath Yatra' });
    const date = dayFromToday(20);
    const { booking } = await payAndBook(t.app, asha, bookingDetails(tour.id, { bookingDate: date, numPeople: 4, travellers: party }));
    const names = [
      { name: 'Asha Verma', age: 34 },
      { name: 'Ravi Verma', age: 36 },
      { name: 'मीरा वर्मा', age: null },
    ];
    expect(booking).toMatchObject({ travellers: names, unnamedTravellers: 1 });
    const [row] = await t.db.select({ travellers: bookings.travellers }).from(bookings).where(eq(bookings.id, booking._id));
    expect(row!.travellers).toEqual(names);

    const mine = await t.app.inject({ method: 'GET', url: `/api/user/bookings/${booking._id}`, headers: asha.headers });
    expect(mine.json().booking).toMatchObject({ travellers: names, unnamedTravellers: 1 });
    const ticket = await t.app.inject({ method: 'GET', url: `/api/user/bookings/${booking._id}/ticket`, headers: asha.headers });
    expect(ticket.json()).toMatchObject({ fullName: 'Asha Verma', numPeople: 4, travellers: names, unnamedTravellers: 1 });

    const manifest = await listDepartures(t.app, admin, `?from=${date}&to=${date}`);
    const departure = manifest.json().departures.find((entry: { tourId: string }) => entry.tourId === tour.id);
    expect(departure.bookings).toEqual([
      expect.objectContaining({
        reference: booking.reference,
        fullName: 'Asha Verma',
        phone: '9876543210',
        email: asha.email,
        paymentState: 'paid_in_full',
        travellers: names,
        unnamedTravellers: 1,
        attendance: expect.objectContaining({ checkedIn: 0, waiting: 4 }),
      }),
    ]);
  });

  it('still books from a client that sends no names: the manifest shows the one booking and the rest unnamed', async () => {
    const tour = await insertTour(t.db);
    const date = dayFromToday(21);
    const { booking } = await payAndBook(t.app, asha, bookingDetails(tour.id, { bookingDate: date, numPeople: 3 }));
    expect(booking).toMatchObject({ travellers: [{ name: 'Asha Verma', age: null }], unnamedTravellers: 2 });
    const [row] = await t.db.select({ travellers: bookings.travellers }).from(bookings).where(eq(bookings.id, booking._id));
    expect(row!.travellers).toBeNull();
    const csv = csvRows((await csvOfDeparture(admin, tour.id, date)).body.slice(1));
    expect(csv.slice(1).map((cells) => cells[3])).toEqual(['Asha Verma', '(not named yet)', '(not named yet)']);
  });

  it.each([
    ['more names than people', { numPeople: 2, travellers: [{ name: 'Asha Verma' }, { name: 'Ravi' }, { name: 'Meera' }] }, 'More travellers are named than the booking has people.'],
    ['a name that is not the one booking first', { travellers: [{ name: 'Ravi Verma' }, { name: 'Asha Verma' }] }, "The first traveller is the one booking: their name must be the booking's full name."],
    ['an empty name', { travellers: [{ name: 'Asha Verma' }, { name: '   ' }] }, "Each traveller's name is required."],
    ['a control character', { travellers: [{ name: 'Asha Verma' }, { name: 'Ravi\u0007' }] }, "A traveller's name contains a character that is not allowed."],
    ['a line break', { travellers: [{ name: 'Asha Verma' }, { name: 'Ravi\nVerma' }] }, "A traveller's name contains a character that is not allowed."],
    ['a name too long', { travellers: [{ name: 'Asha Verma' }, { name: 'R'.repeat(121) }] }, "A traveller's name may be at most 120 characters."],
    ['an impossible age', { travellers: [{ name: 'Asha Verma', age: 130 }] }, 'Age must be a whole number of years from 0 to 120.'],
    ['names that are not a list', { travellers: 'Asha, Ravi' }, "Each traveller's name is required."],
  ])('refuses %s with 400 and stores nothing', async (_case, overrides, message) => {
    const tour = await insertTour(t.db);
    const before = await t.db.select({ id: paymentOrders.id }).from(paymentOrders);
    const response = await createOrder(t.app, asha, { booking: bookingDetails(tour.id, overrides) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await t.db.select({ id: paymentOrders.id }).from(paymentOrders)).toHaveLength(before.length);
    expect(await t.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.tourId, tour.id))).toHaveLength(0);
  });
});

describe('the manifest as CSV', () => {
  it('has one row per traveller, escaped, protected from formulas, UTF-8 with a byte-order mark, as an attachment', async () => {
    const tour = await insertTour(t.db, { title: 'Leh, "Ladakh" & Nubra' });
    const date = dayFromToday(22);
    const travellers = [{ name: 'Asha Verma', age: 34 }, { name: '=HYPERLINK("http://evil.example","x")' }, { name: 'Verma, Ravi' }, { name: 'मीरा "Meera" वर्मा', age: 9 }];
    const { booking } = await payAndBook(t.app, asha, bookingDetails(tour.id, { bookingDate: date, numPeople: 4, travellers }));

    const response = await csvOfDeparture(admin, tour.id, date);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="manifest-${date}-leh-ladakh-nubra.csv"`);
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(response.body.endsWith('\r\n')).toBe(true);
    expect(response.body).toContain('"\'=HYPERLINK(""http://evil.example"",""x"")"');

    const [header, ...rows] = csvRows(response.body.slice(1));
    expect(header).toEqual(['Date', 'Tour', 'Reference', 'Traveller', 'Age', 'Lead phone', 'Lead email', 'Party', 'Payment', 'Check-in', 'Start time', 'Party by type']);
    const common = [date, 'Leh, "Ladakh" & Nubra', booking.reference];
    const lead = ['9876543210', asha.email, '4', 'Paid in full', '4 awaited', '09:00', '4 adults'];
    expect(rows).toEqual([
      [...common, 'Asha Verma', '34', ...lead],
      [...common, '\'=HYPERLINK("http://evil.example","x")', '', ...lead],
      [...common, 'Verma, Ravi', '', ...lead],
      [...common, 'मीरा "Meera" वर्मा', '9', ...lead],
    ]);
  });

  it('covers every tour between two dates, and refuses a range beyond a quarter', async () => {
    const first = await insertTour(t.db, { title: 'Range Tour One' });
    const second = await insertTour(t.db, { title: 'Range Tour Two' });
    const from = dayFromToday(40);
    const to = dayFromToday(41);
    await payAndBook(t.app, asha, bookingDetails(first.id, { bookingDate: from, numPeople: 1, travellers: [{ name: 'Asha Verma' }] }));
    await payAndBook(t.app, asha, bookingDetails(second.id, { bookingDate: to, numPeople: 2, travellers: [{ name: 'Asha Verma' }, { name: '+91 trick' }] }));

    const response = await t.app.inject({ method: 'GET', url: `/api/admin/manifest.csv?from=${from}&to=${to}`, headers: admin.headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="manifest-${from}-to-${to}.csv"`);
    const rows = csvRows(response.body.slice(1)).slice(1);
    expect(rows.map((cells) => [cells[0], cells[1], cells[3]])).toEqual([
      [from, 'Range Tour One', 'Asha Verma'],
      [to, 'Range Tour Two', 'Asha Verma'],
      [to, 'Range Tour Two', "'+91 trick"],
    ]);

    const tooLong = await t.app.inject({ method: 'GET', url: `/api/admin/manifest.csv?from=${from}&to=${dayFromToday(140)}`, headers: admin.headers });
    expect(tooLong.statusCode).toBe(400);
  });

  it('is for the operator only', async () => {
    const tour = await insertTour(t.db);
    const date = dayFromToday(23);
    expect((await csvOfDeparture(asha, tour.id, date)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/manifest.csv?from=${date}&to=${date}`, headers: asha.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/manifest.csv` })).statusCode).toBe(401);
  });
});
