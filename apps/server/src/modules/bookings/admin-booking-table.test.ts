import { bookingsCsvHeader } from '@yatrika/contract/admin-booking-table';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signUpTraveller, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { bookingDetails, createOrder, dayFromToday, payAndBook, sandboxPay, verify } from '../../../test/support/payments.ts';
import { insertTour } from '../../../test/support/tours.ts';

let t: TestApp;
let admin: SignedIn;
let traveller: SignedIn;
let alpine: { id: string; title: string };
let beach: { id: string; title: string };
const booked: Record<'web' | 'phone' | 'later', { _id: string; reference: string }> = {} as never;

// A name a spreadsheet must keep whole: a comma and quotes.
const awkwardName = 'Verma, Asha "Ashu"';

const get = (url: string, who: SignedIn = admin) => t.app.inject({ method: 'GET', url, headers: who.headers });
const ids = (answer: Array<{ _id: string }>) => answer.map((row) => row._id);
const listed = async (query: string) => {
  const answer = await get(`/api/admin/bookings?${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as Array<{ _id: string; channel: string; tour: { title: string }; bookingDate: string; numPeople: number; amountPaid: number; amountDue: number; reference: string }>;
};

/** Every row of a sorted list, following its cursor a page at a time. */
async function everyPage(query: string, limit: number) {
  const rows: string[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 20; page += 1) {
    const answer = await get(`/api/admin/bookings?${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(answer.statusCode, answer.body).toBe(200);
    rows.push(...ids(answer.json()));
    cursor = answer.headers['x-next-cursor'] as string | undefined;
    if (!cursor) break;
  }
  return rows;
}

/** Parses the CSV the way a spreadsheet does: quoted cells may hold commas, quotes (doubled) and line breaks. */
function parseCsv(file: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const text = file.replace(/^\uFEFF/, '');
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted && char === '"' && text[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (quoted) {
      cell += char;
    } else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
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

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
  traveller = await signUpTraveller(t.app, { firstname: 'Asha', lastname: 'Verma' });
  alpine = await insertTour(t.db, { title: 'Zanskar Alpine Trek', pricePaise: 1_000_000, capacity: 20 });
  beach = await insertTour(t.db, { title: 'Andaman Beach Escape', pricePaise: 500_000, capacity: 20 });
  // On the website: 2 people on the alpine trek in 30 days, paid in full.
  ({ booking: booked.web } = await payAndBook(t.app, traveller, bookingDetails(alpine.id, { fullName: awkwardName, bookingDate: dayFromToday(30), numPeople: 2 })));
  // By phone, paid in cash: 3 people on the beach in 10 days.
  const phone = await t.app.inject({
    method: 'POST',
    url: '/api/admin/bookings',
    headers: admin.headers,
    payload: { ...bookingDetails(beach.id, { fullName: 'Ravi Menon', phone: '9811122233', bookingDate: dayFromToday(10), numPeople: 3 }), email: 'ravi.menon@example.in', payment: { method: 'cash' } },
  });
  expect(phone.statusCode, phone.body).toBe(201);
  booked.phone = phone.json().booking;
  // On the website again: 1 person on the beach in 40 days, then cancelled by the operator.
  ({ booking: booked.later } = await payAndBook(t.app, traveller, bookingDetails(beach.id, { fullName: 'Kiran Rao', bookingDate: dayFromToday(40), numPeople: 1 })));
  const cancel = await t.app.inject({ method: 'PUT', url: `/api/admin/bookings/${booked.later._id}/status`, headers: admin.headers, payload: { status: 'canceled' } });
  expect(cancel.statusCode, cancel.body).toBe(200);
});
afterAll(() => t.close());

describe('who may read the bookings table', () => {
  it('answers 401 without a sign-in and 403 to a traveller, for the sorted list and the CSV', async () => {
    for (const url of ['/api/admin/bookings?sort=tour', '/api/admin/bookings.csv']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      expect((await get(url, traveller)).statusCode, url).toBe(403);
    }
  });
});

describe('the table keeps the list it extends', () => {
  it('still answers a bare array, newest first, and adds how each booking came in beside the fields clients read', async () => {
    const rows = await listed('');
    expect(ids(rows)).toEqual([booked.later._id, booked.phone._id, booked.web._id]);
    expect(rows.map((row) => row.channel)).toEqual(['web', 'phone', 'web']);
    expect(rows[0]).toMatchObject({ reference: booked.later.reference, fullName: 'Kiran Rao', status: 'canceled' });
  });
});

describe('sorting on the server', () => {
  it('sorts by tour, travel date, party, paid, due, channel and status, either way', async () => {
    expect(ids(await listed('sort=tour'))[2]).toBe(booked.web._id);
    expect(ids(await listed('sort=tour&order=desc'))[0]).toBe(booked.web._id);
    expect(ids(await listed('sort=date'))).toEqual([booked.phone._id, booked.web._id, booked.later._id]);
    expect(ids(await listed('sort=date&order=desc'))).toEqual([booked.later._id, booked.web._id, booked.phone._id]);
    expect(ids(await listed('sort=party&order=desc'))).toEqual([booked.phone._id, booked.web._id, booked.later._id]);
    const byPaid = await listed('sort=paid&order=desc');
    expect(byPaid.map((row) => row.amountPaid)).toEqual([...byPaid.map((row) => row.amountPaid)].sort((a, b) => b - a));
    expect(ids(byPaid)[0]).toBe(booked.web._id); // ₹20,000 beats ₹15,000 and ₹5,000
    expect((await listed('sort=due')).every((row) => row.amountDue === 0)).toBe(true);
    expect(ids(await listed('sort=channel'))[0]).toBe(booked.phone._id);
    // By phone it is booked at once; the website's waits for the operator (pending); one was cancelled.
    expect(ids(await listed('sort=status'))).toEqual([booked.phone._id, booked.later._id, booked.web._id]);
    expect(ids(await listed('sort=status&order=desc'))).toEqual([booked.web._id, booked.later._id, booked.phone._id]);
  });

  it('sorts references as they read, not by the hidden number behind them', async () => {
    const rows = await listed('sort=reference');
    const keys = rows.map((row) => row.reference.replaceAll('-', ''));
    expect(keys).toEqual([...keys].sort());
  });

  it('pages a sorted list by its cursor without losing or repeating a booking', async () => {
    const whole = ids(await listed('sort=date&order=desc'));
    expect(await everyPage('sort=date&order=desc', 1)).toEqual(whole);
    expect(await everyPage('sort=party', 2)).toEqual(ids(await listed('sort=party')));
  });
});

describe('filters on the server', () => {
  it('narrows by tour, travel dates, channel, status and the search, together', async () => {
    expect(ids(await listed(`tourId=${beach.id}`)).sort()).toEqual([booked.phone._id, booked.later._id].sort());
    expect(ids(await listed(`from=${dayFromToday(20)}&to=${dayFromToday(35)}`))).toEqual([booked.web._id]);
    expect(ids(await listed(`from=${dayFromToday(20)}`)).sort()).toEqual([booked.web._id, booked.later._id].sort());
    expect(ids(await listed(`to=${dayFromToday(10)}`))).toEqual([booked.phone._id]);
    expect(ids(await listed('channel=phone'))).toEqual([booked.phone._id]);
    expect(ids(await listed('channel=reseller'))).toEqual([]);
    expect(ids(await listed(`channel=web&tourId=${beach.id}`))).toEqual([booked.later._id]);
    expect(ids(await listed(`status=canceled&tourId=${beach.id}&sort=date`))).toEqual([booked.later._id]);
    expect(ids(await listed(`query=ravi.menon@example.in&channel=phone`))).toEqual([booked.phone._id]);
    expect(ids(await listed(`query=${booked.web.reference}&tourId=${beach.id}`))).toEqual([]);
  });

  it("searches the field the spec's Filter dropdown chooses, in any case, with % and _ taken literally", async () => {
    expect(ids(await listed('searchIn=title&query=ANDAMAN')).sort()).toEqual([booked.phone._id, booked.later._id].sort());
    expect(ids(await listed('searchIn=fullName&query=ravi'))).toEqual([booked.phone._id]);
    expect(ids(await listed('searchIn=location&query=spiti')).sort()).toEqual([booked.web._id, booked.phone._id, booked.later._id].sort());
    expect(ids(await listed('searchIn=fullName&query=%25'))).toEqual([]);
    // The tour title is not among the reference and traveller search's fields; it is this one's.
    expect(ids(await listed('query=Andaman'))).toEqual([]);
    expect(ids(await listed('searchIn=title&query=Andaman&channel=phone'))).toEqual([booked.phone._id]);
  });

  it('refuses filters and orders it does not know, with a sentence', async () => {
    for (const query of ['searchIn=phone&query=98', 'sort=price', 'order=up&sort=tour', 'channel=fax', 'tourId=not-an-id', 'from=2026-02-30', 'to=tomorrow', 'sort=tour&cursor=bm9wZQ', 'cursor=c29ydGVkfDE']) {
      const answer = await get(`/api/admin/bookings?${query}`);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json().message, query).toEqual(expect.any(String));
    }
    const backwards = await get(`/api/admin/bookings?from=${dayFromToday(20)}&to=${dayFromToday(10)}`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toMatch(/run forwards/);
  });
});

describe('the CSV of what the filter shows', () => {
  it('holds every booking the filters keep, in the table order, past the first page', async () => {
    // The screen's first page holds one of them; the file holds both.
    expect(await listed(`tourId=${beach.id}&sort=date&order=desc&limit=1`)).toHaveLength(1);
    const file = await get(`/api/admin/bookings.csv?tourId=${beach.id}&sort=date&order=desc`);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toMatch(/^text\/csv/);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="bookings-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(file.headers['cache-control']).toMatch(/no-store/);
    const [header, ...rows] = parseCsv(file.body);
    expect(header).toEqual([...bookingsCsvHeader]);
    expect(rows.map((row) => row[0])).toEqual([booked.later.reference, booked.phone.reference]);
    const phone = rows[1]!;
    expect(phone).toEqual([booked.phone.reference, beach.title, dayFromToday(10), '09:00', 'Ravi Menon', 'ravi.menon@example.in', '9811122233', '3', '15000', '15000', '0', 'Phone', 'Booked']);
    expect(rows[0]!.slice(-2)).toEqual(['Website', 'Canceled']);
  });

  it('keeps a name with a comma and quotes in one cell, and a search narrows it like the list', async () => {
    const file = await get(`/api/admin/bookings.csv?query=${encodeURIComponent('Ashu')}`);
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('"Verma, Asha ""Ashu"""');
    const [, ...rows] = parseCsv(file.body);
    expect(rows.map((row) => row[4])).toEqual([awkwardName]);
    expect(rows[0]!.slice(8, 11)).toEqual(['20000', '20000', '0']);
  });

  it('has only the header when nothing matches', async () => {
    const file = await get('/api/admin/bookings.csv?channel=reseller');
    expect(parseCsv(file.body)).toEqual([[...bookingsCsvHeader]]);
  });
});

describe('sorting by what is paid and what is still due', () => {
  let advance: { _id: string };
  let inFull: { _id: string };
  let partPaid: { id: string };

  beforeAll(async () => {
    // ₹1,000 a person, 25% now and the balance 10 days before: 2 people pay ₹500 and owe ₹1,500.
    partPaid = await insertTour(t.db, { title: 'Coorg Coffee Trail', pricePaise: 100_000, capacity: 10, advancePercent: 25, balanceDueDays: 10 });
    const order = await createOrder(t.app, traveller, { booking: bookingDetails(partPaid.id, { bookingDate: dayFromToday(30), numPeople: 2 }), payment: 'advance' });
    expect(order.statusCode, order.body).toBe(200);
    const verified = await verify(t.app, traveller, (await sandboxPay(t.app, order.json().order.id)).json());
    expect(verified.statusCode, verified.body).toBe(200);
    advance = verified.json().booking;
    ({ booking: inFull } = await payAndBook(t.app, traveller, bookingDetails(partPaid.id, { bookingDate: dayFromToday(31), numPeople: 1 })));
  });

  it('puts the booking that owes its balance first by due, last by paid, and the CSV says both in rupees', async () => {
    const byDue = await listed(`tourId=${partPaid.id}&sort=due&order=desc`);
    expect(byDue.map((row) => [row._id, row.amountPaid, row.amountDue])).toEqual([
      [advance._id, 500, 1500],
      [inFull._id, 1000, 0],
    ]);
    expect(ids(await listed(`tourId=${partPaid.id}&sort=due`))).toEqual([inFull._id, advance._id]);
    expect(ids(await listed(`tourId=${partPaid.id}&sort=paid&order=desc`))).toEqual([inFull._id, advance._id]);
    const [, ...rows] = parseCsv((await get(`/api/admin/bookings.csv?tourId=${partPaid.id}&sort=due&order=desc`)).body);
    expect(rows.map((row) => row.slice(8, 11))).toEqual([
      ['2000', '500', '1500'],
      ['1000', '1000', '0'],
    ]);
  });
});
