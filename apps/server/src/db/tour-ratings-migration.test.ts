import { readdirSync, readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The migration that added ratings and states, run on a database that already has tours and
// reviews (every other test starts empty). Its own embedded database, whatever the project's engine:
// the SQL is the same on both.
const folder = new URL('./migrations/', import.meta.url);
const files = readdirSync(folder).filter((name) => name.endsWith('.sql')).sort();
const target = files.findIndex((name) => name.endsWith('_tour_ratings_and_discovery.sql'));
const apply = async (db: PGlite, name: string) => {
  for (const statement of readFileSync(new URL(name, folder), 'utf8').split('--> statement-breakpoint')) if (statement.trim()) await db.exec(statement);
};

const user = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const tour = (n: number) => `10000000-0000-4000-8000-00000000000${n}`;

let db: PGlite;
beforeAll(async () => {
  db = await PGlite.create({ extensions: { pg_trgm } });
  for (const name of files.slice(0, target)) await apply(db, name);
  await db.exec(`
    insert into users (id, role, firstname, lastname, username, email, phone, gender, password_hash) values
      ('${user(1)}', 'traveller', 'Asha', 'Verma', 'asha', 'asha@example.in', '9876543210', 'Female', 'x'),
      ('${user(2)}', 'traveller', 'Ravi', 'Iyer', 'ravi', 'ravi@example.in', '9876543210', 'Male', 'x');
    insert into tours (id, title, description, location, price_paise) values
      ('${tour(1)}', 'Tea hills', 'd', 'Munnar, Kerala', 100),
      ('${tour(2)}', 'Dal Lake', 'd', 'Srinagar, J&K', 100),
      ('${tour(3)}', 'Monasteries', 'd', 'Leh', 100),
      ('${tour(4)}', 'Lost city', 'd', 'Atlantis', 100);
    insert into reviews (user_id, tour_id, rating, comment) values
      ('${user(1)}', '${tour(1)}', 5, 'Lovely.'), ('${user(2)}', '${tour(1)}', 4, 'Good.'), ('${user(1)}', '${tour(3)}', 2, 'Cold.');`);
  await apply(db, files[target]!);
});
afterAll(() => db.close());

const rows = async () =>
  (await db.query<{ title: string; state: string | null; review_count: number; rating_average: string | null }>(
    'select title, state, review_count, rating_average from tours order by title',
  )).rows;

describe('the tour ratings migration on existing data', () => {
  it('backfills each tour’s reviews and state', async () => {
    expect(await rows()).toEqual([
      { title: 'Dal Lake', state: 'Jammu and Kashmir', review_count: 0, rating_average: null },
      { title: 'Lost city', state: null, review_count: 0, rating_average: null },
      { title: 'Monasteries', state: 'Ladakh', review_count: 1, rating_average: '2.0' },
      { title: 'Tea hills', state: 'Kerala', review_count: 2, rating_average: '4.5' },
    ]);
  });

  it('then keeps them as reviews come and go', async () => {
    await db.exec(`delete from users where id = '${user(1)}'`);
    await db.exec(`insert into reviews (user_id, tour_id, rating, comment) values ('${user(2)}', '${tour(2)}', 3, 'Calm.')`);
    expect((await rows()).map((row) => [row.title, row.review_count, row.rating_average])).toEqual([
      ['Dal Lake', 1, '3.0'],
      ['Lost city', 0, null],
      ['Monasteries', 0, null],
      ['Tea hills', 1, '4.0'],
    ]);
  });
});
