import { readdirSync, readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The migration that made refunds of offline payments owed by hand, run on a database where such
// refunds were already sent to the provider and refused (every other test starts empty). Its own
// embedded database, whatever the project's engine: the SQL is the same on both.
const folder = new URL('./migrations/', import.meta.url);
const files = readdirSync(folder).filter((name) => name.endsWith('.sql')).sort();
const target = files.findIndex((name) => name.endsWith('_refunds_by_hand.sql'));
const apply = async (db: PGlite, name: string) => {
  for (const statement of readFileSync(new URL(name, folder), 'utf8').split('--> statement-breakpoint')) if (statement.trim()) await db.exec(statement);
};

const booking = (n: number) => `20000000-0000-4000-8000-00000000000${n}`;

let db: PGlite;
beforeAll(async () => {
  db = await PGlite.create({ extensions: { pg_trgm } });
  for (const name of files.slice(0, target)) await apply(db, name);
  // 1: paid by UPI, its refund refused by the provider; 2: paid in cash, interrupted before the provider answered;
  // 3: paid online, refused (the provider's to retry); 4: paid online, processed.
  const orders: [number, string, string | null, string | null][] = [
    [1, 'upi', 'failed', null],
    [2, 'cash', 'pending', null],
    [3, 'online', 'failed', null],
    [4, 'online', 'processed', 'rfnd_4'],
  ];
  for (const [n, method, refundStatus, refundId] of orders) {
    const order = method === 'online' ? `order_${n}` : `offline_${n}`;
    await db.exec(`
      insert into payment_orders (id, amount_paise, currency, status, payment_id, paid_at, payment_method)
        values ('${order}', 500000, 'INR', 'paid', '${order}', now(), '${method}');
      insert into bookings (id, tour_title, tour_location, price_paise, total_paise, full_name, phone, booking_date, num_people, status,
          order_id, payment_id, refund_status, refund_id, refund_amount_paise, refund_retry_count, refund_retry_at)
        values ('${booking(n)}', 'Tea hills', 'Munnar, Kerala', 250000, 500000, 'Meera Iyer', '9811122233', '2027-01-10', 2, 'canceled',
          '${order}', '${order}', '${refundStatus}', ${refundId ? `'${refundId}'` : 'null'}, 500000, 4, now() + interval '1 hour');
      update payment_orders set booking_id = '${booking(n)}' where id = '${order}';`);
  }
  await apply(db, files[target]!);
});
afterAll(() => db.close());

describe('the refunds-by-hand migration on existing data', () => {
  it('turns refunds of offline payments sent to the provider into refunds owed by hand, and leaves online ones', async () => {
    const { rows } = await db.query<{ id: string; refund_status: string; refund_retry_count: number; retry_due: boolean }>(
      'select id, refund_status, refund_retry_count, refund_retry_at is not null as retry_due from bookings order by id',
    );
    expect(rows).toEqual([
      { id: booking(1), refund_status: 'manual', refund_retry_count: 0, retry_due: false },
      { id: booking(2), refund_status: 'manual', refund_retry_count: 0, retry_due: false },
      { id: booking(3), refund_status: 'failed', refund_retry_count: 4, retry_due: true },
      { id: booking(4), refund_status: 'processed', refund_retry_count: 4, retry_due: true },
    ]);
  });

  it('refuses a provider refund id on a refund by hand', async () => {
    await expect(db.exec(`update bookings set refund_id = 'rfnd_x' where id = '${booking(1)}'`)).rejects.toThrow(/bookings_refund_by_hand_no_provider/);
  });
});
