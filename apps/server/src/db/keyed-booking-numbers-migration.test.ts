import { readdirSync, readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { KEYED_BASE, bookingReference } from '@yatrika/contract/booking-reference';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The migration that keys new booking numbers (decision 041), run on a database that already has
// bookings numbered 1, 2, 3 by the identity column: their references must not change.
const folder = new URL('./migrations/', import.meta.url);
const files = readdirSync(folder).filter((name) => name.endsWith('.sql')).sort();
const target = files.findIndex((name) => name.endsWith('_keyed_booking_numbers.sql'));
const apply = async (db: PGlite, name: string) => {
  for (const statement of readFileSync(new URL(name, folder), 'utf8').split('--> statement-breakpoint')) if (statement.trim()) await db.exec(statement);
};
const insertBooking = (db: PGlite) =>
  db.query<{ number: string }>(
    `insert into bookings (tour_title, tour_location, price_paise, total_paise, full_name, phone, booking_date, start_time, num_people, status)
       values ('Tea hills', 'Munnar, Kerala', 250000, 250000, 'Meera Iyer', '9811122233', '2027-01-10', '09:00', 1, 'booked') returning number`,
  );

let db: PGlite;
let before: string[];
beforeAll(async () => {
  db = await PGlite.create({ extensions: { pg_trgm } });
  for (const name of files.slice(0, target)) await apply(db, name);
  for (let n = 0; n < 3; n++) await insertBooking(db);
  before = (await db.query<{ key: string }>('select booking_reference_key(number) as key from bookings order by number')).rows.map((row) => row.key);
  await apply(db, files[target]!);
});
afterAll(() => db.close());

describe('the keyed booking numbers migration on existing bookings', () => {
  it('keeps the references of the bookings made before, in SQL and in the contract', async () => {
    const { rows } = await db.query<{ number: string; key: string }>('select number, booking_reference_key(number) as key from bookings order by number');
    expect(rows.map((row) => Number(row.number))).toEqual([1, 2, 3]);
    expect(rows.map((row) => row.key)).toEqual(before);
    expect(rows.map((row) => bookingReference(Number(row.number)).replace(/-/g, ''))).toEqual(before);
  });

  it('numbers the next booking by the keyed permutation, not 4', async () => {
    const number = Number((await insertBooking(db)).rows[0]!.number);
    expect(number).toBeGreaterThanOrEqual(KEYED_BASE);
    const { rows } = await db.query<{ key: string }>('select booking_reference_key($1::bigint) as key', [number]);
    expect(rows[0]!.key).toBe(bookingReference(number).replace(/-/g, ''));
    expect((await db.query("select 1 from settings where key = 'booking_number_key'")).rows).toHaveLength(1);
  });
});
