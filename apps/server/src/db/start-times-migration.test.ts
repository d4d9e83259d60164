import { readdirSync, readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The migration that made a departure a tour, a date and a start time, run on a database with
// tours, operator changes, holds and bookings from before (every other test starts empty). Its own
// embedded database, whatever the project's engine: the SQL is the same on both.
const folder = new URL('./migrations/', import.meta.url);
const files = readdirSync(folder).filter((name) => name.endsWith('.sql')).sort();
const target = files.findIndex((name) => name.endsWith('_start_times.sql'));
const apply = async (db: PGlite, name: string) => {
  for (const statement of readFileSync(new URL(name, folder), 'utf8').split('--> statement-breakpoint')) if (statement.trim()) await db.exec(statement);
};

const dawnTour = '30000000-0000-4000-8000-000000000001';
const goneTour = '30000000-0000-4000-8000-000000000002';
const booking = (n: number) => `40000000-0000-4000-8000-00000000000${n}`;

let db: PGlite;
beforeAll(async () => {
  db = await PGlite.create({ extensions: { pg_trgm } });
  for (const name of files.slice(0, target)) await apply(db, name);
  await db.exec(`
    insert into tours (id, title, description, location, price_paise, start_time) values
      ('${dawnTour}', 'Tiger Hill Sunrise', 'd', 'Darjeeling', 150000, '04:30'),
      ('${goneTour}', 'Old Trek', 'd', 'Manali', 150000, '07:15');
    insert into departures (tour_id, date, capacity) values ('${dawnTour}', '2027-01-10', 4);
    insert into seat_holds (tour_id, date, seats, expires_at) values ('${dawnTour}', '2027-01-10', 2, now() + interval '10 minutes');
    insert into bookings (id, tour_id, tour_title, tour_location, price_paise, total_paise, full_name, phone, booking_date, num_people) values
      ('${booking(1)}', '${dawnTour}', 'Tiger Hill Sunrise', 'Darjeeling', 150000, 150000, 'Meera Iyer', '9811122233', '2027-01-10', 1),
      ('${booking(2)}', '${goneTour}', 'Old Trek', 'Manali', 150000, 150000, 'Ravi Kumar', '9811122234', '2027-01-11', 1);
    delete from tours where id = '${goneTour}';`);
  await apply(db, files[target]!);
});
afterAll(() => db.close());

describe('the start-times migration on existing data', () => {
  it("puts every tour's, departure's, hold's and booking's start time at its tour's, and a booking of a deleted tour at 09:00", async () => {
    expect((await db.query('select start_time, start_times from tours')).rows).toEqual([{ start_time: '04:30', start_times: ['04:30'] }]);
    expect((await db.query('select start_time from departures')).rows).toEqual([{ start_time: '04:30' }]);
    expect((await db.query('select start_time from seat_holds')).rows).toEqual([{ start_time: '04:30' }]);
    expect((await db.query('select id, start_time from bookings order by id')).rows).toEqual([
      { id: booking(1), start_time: '04:30' },
      { id: booking(2), start_time: '09:00' },
    ]);
  });

  it('keys departures by start time too, and keeps the first start time the tour start time', async () => {
    await db.exec(`insert into departures (tour_id, date, start_time, closed) values ('${dawnTour}', '2027-01-10', '16:00', true)`);
    expect((await db.query('select count(*)::int as n from departures')).rows).toEqual([{ n: 2 }]);
    await expect(db.exec(`insert into departures (tour_id, date, start_time) values ('${dawnTour}', '2027-01-10', '16:00')`)).rejects.toThrow(/departures_tour_id_date_start_time_pk/);
    await expect(db.exec(`update tours set start_times = '{16:00,04:30}' where id = '${dawnTour}'`)).rejects.toThrow(/tours_start_times_first/);
    await expect(db.exec(`insert into bookings (tour_title, tour_location, price_paise, total_paise, full_name, phone, booking_date, num_people)
      values ('x', 'y', 1, 1, 'z', '1', '2027-01-10', 1)`)).rejects.toThrow(/start_time/);
  });
});
