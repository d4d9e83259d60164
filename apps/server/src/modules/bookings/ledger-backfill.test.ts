import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count, eq, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyPostgresDatabase } from '../../../test/support/database.ts';
import { openDatabase, type DatabaseHandle } from '../../db/client.ts';
import { bookingLedger, bookings } from '../../db/schema/bookings.ts';
import { findAdminBooking } from './admin-service.ts';
import { heldMoney, heldTotal } from './held-money.ts';
import { readLedger } from '../money/public.ts';

// Migration 0036 starts every booking's ledger from the money as it stood (decision 035). Every
// other test starts from a fully migrated, empty database, so this one migrates a database only up
// to 0035 (a copy of the migrations with the journal cut there), writes bookings the way the code
// before the ledger left them, with plain SQL, and then applies the rest. Each booking's ledger must
// then say what the booking was paid and refunded, each by its channel, and paid − refunded must be
// what the booking keeps: what it holds (held-money.ts) and what its answer says. Runs on embedded
// PGlite and, with TEST_DATABASE_URL, on PostgreSQL.

const migrations = fileURLToPath(new URL('../../db/migrations/', import.meta.url));
const lastBeforeLedger = '0035_schedule_rules_flag';

/** A folder holding the migrations up to `tag` and a journal that ends there, for the migrator to stop at. */
function migrationsUpTo(tag: string): string {
  const journal = JSON.parse(readFileSync(path.join(migrations, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  if (cut < 0) throw new Error(`No migration ${tag} in the journal`);
  const entries = journal.entries.slice(0, cut + 1);
  const folder = mkdtempSync(path.join(tmpdir(), 'yatrika-migrations-'));
  mkdirSync(path.join(folder, 'meta'));
  writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const entry of entries) copyFileSync(path.join(migrations, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  return folder;
}

async function migrateUpTo(handle: DatabaseHandle, folder: string): Promise<void> {
  if (handle.kind === 'pglite') await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: folder });
  else await migratePostgres(handle.db as unknown as NodePgDatabase, { migrationsFolder: folder });
}

/** A database of the suite's engine, empty, and how to be rid of it. */
async function emptyDatabase(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  if (process.env.DB_KIND !== 'postgres') {
    const handle = await openDatabase({ kind: 'pglite', dataDir: undefined });
    return { handle, drop: () => handle.close() };
  }
  const empty = await createEmptyPostgresDatabase();
  const handle = await openDatabase({ kind: 'postgres', url: empty.url, onIdleError: () => {} });
  return {
    handle,
    drop: async () => {
      await handle.close();
      await empty.drop();
    },
  };
}

const booking = (n: number) => `50000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`;

interface Paid {
  n: number;
  /** online, or how a booking taken by phone was paid. */
  method: 'online' | 'cash' | 'upi' | 'bank_transfer';
  orderPaise: number;
}
const orderId = ({ n, method }: Pick<Paid, 'n' | 'method'>) => (method === 'online' ? `order_${n}` : `offline_order_${n}`);
const paymentId = ({ n, method }: Pick<Paid, 'n' | 'method'>) => (method === 'online' ? `pay_${n}` : `offline_${n}`);

/** A paid order and its booking, as insertPaidBooking left them; the rest is what later changes did. */
function paidBooking(paid: Paid, booking_: { status: string; numPeople: number; totalPaise: number; extra?: string; extraValues?: string }): string[] {
  const order = orderId(paid);
  const payment = paymentId(paid);
  return [
    `insert into payment_orders (id, amount_paise, status, payment_id, paid_at, payment_method, payment_reference, created_at)
       values ('${order}', ${paid.orderPaise}, 'paid', '${payment}', '2026-10-01T10:00:00Z', '${paid.method}', ${paid.method === 'upi' ? `'UPI-${paid.n}'` : 'null'}, '2026-10-01T09:58:00Z')`,
    `insert into bookings (id, tour_title, tour_location, price_paise, total_paise, full_name, phone, booking_date, start_time, num_people, status,
         order_id, payment_id, created_at, updated_at${booking_.extra ? `, ${booking_.extra}` : ''})
       values ('${booking(paid.n)}', 'Backwaters by houseboat', 'Alleppey, Kerala', 250000, ${booking_.totalPaise}, 'Meera Iyer', '9811122233', '2027-01-10', '09:00',
         ${booking_.numPeople}, '${booking_.status}', '${order}', '${payment}', '2026-10-01T10:00:01Z', '2026-10-05T12:00:00Z'${booking_.extraValues ? `, ${booking_.extraValues}` : ''})`,
    `update payment_orders set booking_id = '${booking(paid.n)}' where id = '${order}'`,
  ];
}

const cancelled = (refund: { status: string; amountPaise: number; refundId?: string; reference?: string; refundedAt?: string } | null) =>
  refund
    ? {
        extra: 'refund_status, refund_amount_paise, refund_id, refund_reference, refunded_at',
        extraValues: `'${refund.status}', ${refund.amountPaise}, ${refund.refundId ? `'${refund.refundId}'` : 'null'}, ${refund.reference ? `'${refund.reference}'` : 'null'}, ${
          refund.refundedAt ? `'${refund.refundedAt}'` : 'null'
        }`,
      }
    : {};

const partialRefund = (n: number, row: { reason: string; amountPaise: number; online: boolean; status: string; refundId?: string }) =>
  `insert into booking_refunds (booking_id, reason, amount_paise, payment_id, status, refund_id, created_at)
     values ('${booking(n)}', '${row.reason}', ${row.amountPaise}, ${row.online ? `'pay_${n}'` : 'null'}, '${row.status}', ${row.refundId ? `'${row.refundId}'` : 'null'}, '2026-10-03T08:00:00Z')`;

const collection = (n: number, amountPaise: number, method: string) =>
  `insert into booking_collections (booking_id, amount_paise, method, reference, created_at)
     values ('${booking(n)}', ${amountPaise}, '${method}', ${method === 'cash' ? 'null' : `'TXN-${n}'`}, '2026-10-02T08:00:00Z')`;

/** The bookings as the code before the ledger wrote them, numbered as in the expectations below. */
const beforeTheLedger: string[] = [
  // 1: two people paid online, booked.
  ...paidBooking({ n: 1, method: 'online', orderPaise: 500000 }, { status: 'booked', numPeople: 2, totalPaise: 500000 }),
  // 2: taken by phone, paid by UPI.
  ...paidBooking({ n: 2, method: 'upi', orderPaise: 250000 }, { status: 'booked', numPeople: 1, totalPaise: 250000 }),
  // 3: paid online, cancelled by the operator with a full refund the provider processed.
  ...paidBooking(
    { n: 3, method: 'online', orderPaise: 500000 },
    { status: 'canceled', numPeople: 2, totalPaise: 500000, ...cancelled({ status: 'processed', amountPaise: 500000, refundId: 'rfnd_3', refundedAt: '2026-10-06T09:00:00Z' }) },
  ),
  // 4: paid online, cancelled by the traveller: half back by the policy, still pending at the provider.
  ...paidBooking({ n: 4, method: 'online', orderPaise: 750000 }, { status: 'canceled', numPeople: 3, totalPaise: 750000, ...cancelled({ status: 'pending', amountPaise: 375000, refundId: 'rfnd_4' }) }),
  // 5: three paid online, then one fewer: the difference refunded through the provider.
  ...paidBooking({ n: 5, method: 'online', orderPaise: 750000 }, { status: 'booked', numPeople: 2, totalPaise: 500000 }),
  partialRefund(5, { reason: 'party_reduced', amountPaise: 250000, online: true, status: 'processed', refundId: 'rfnd_5' }),
  // 6: two paid online, then one more, collected in cash.
  ...paidBooking({ n: 6, method: 'online', orderPaise: 500000 }, { status: 'booked', numPeople: 3, totalPaise: 750000 }),
  collection(6, 250000, 'cash'),
  // 7: two paid online, one more collected by UPI, then cancelled in full: the provider's part as the
  // booking's own refund, the collected part owed by hand.
  ...paidBooking(
    { n: 7, method: 'online', orderPaise: 500000 },
    { status: 'canceled', numPeople: 3, totalPaise: 750000, ...cancelled({ status: 'processed', amountPaise: 500000, refundId: 'rfnd_7', refundedAt: '2026-10-06T09:00:00Z' }) },
  ),
  collection(7, 250000, 'upi'),
  partialRefund(7, { reason: 'cancel_by_hand', amountPaise: 250000, online: false, status: 'manual' }),
  // 8: taken by phone, paid in cash, cancelled: the refund handed back over the counter.
  ...paidBooking(
    { n: 8, method: 'cash', orderPaise: 250000 },
    { status: 'canceled', numPeople: 1, totalPaise: 250000, ...cancelled({ status: 'handed_back', amountPaise: 250000, reference: 'Receipt 41', refundedAt: '2026-10-07T09:00:00Z' }) },
  ),
  // 9: paid online, cancelled too late for any refund.
  ...paidBooking({ n: 9, method: 'online', orderPaise: 250000 }, { status: 'canceled', numPeople: 1, totalPaise: 250000 }),
  // 10: paid online, waiting for the operator to confirm it.
  ...paidBooking({ n: 10, method: 'online', orderPaise: 250000 }, { status: 'pending', numPeople: 1, totalPaise: 250000 }),
  // 11: by bank transfer by phone, then one fewer: the difference owed by hand.
  ...paidBooking({ n: 11, method: 'bank_transfer', orderPaise: 500000 }, { status: 'booked', numPeople: 1, totalPaise: 250000 }),
  partialRefund(11, { reason: 'party_reduced', amountPaise: 250000, online: false, status: 'manual' }),
  // 12: from before payments: never paid, still pending.
  `insert into bookings (id, tour_title, tour_location, price_paise, total_paise, full_name, phone, booking_date, start_time, num_people, status)
     values ('${booking(12)}', 'Backwaters by houseboat', 'Alleppey, Kerala', 250000, 250000, 'Meera Iyer', '9811122233', '2027-01-10', '09:00', 1, 'pending')`,
];

interface Row {
  kind: 'payment' | 'refund';
  detail: string;
  paise: number;
  channel: 'online' | 'offline';
  paymentId: string | null;
  source: string;
}
const pay = (paise: number, channel: Row['channel'], paymentId: string | null, source: string, detail = 'full'): Row => ({ kind: 'payment', detail, paise, channel, paymentId, source });
const refund = (paise: number, channel: Row['channel'], paymentId: string | null, source: string, detail: string): Row => ({ kind: 'refund', detail, paise, channel, paymentId, source });

/** Per booking: its ledger (in no particular order) and what it holds by channel. */
const expected: Record<number, { ledger: Row[]; throughProvider: number; byHand: number }> = {
  1: { ledger: [pay(500000, 'online', 'pay_1', 'order')], throughProvider: 500000, byHand: 0 },
  2: { ledger: [pay(250000, 'offline', null, 'order')], throughProvider: 0, byHand: 250000 },
  3: { ledger: [pay(500000, 'online', 'pay_3', 'order'), refund(500000, 'online', 'pay_3', 'booking_refund', 'cancel')], throughProvider: 0, byHand: 0 },
  4: { ledger: [pay(750000, 'online', 'pay_4', 'order'), refund(375000, 'online', 'pay_4', 'booking_refund', 'cancel')], throughProvider: 375000, byHand: 0 },
  5: { ledger: [pay(750000, 'online', 'pay_5', 'order'), refund(250000, 'online', 'pay_5', 'partial_refund', 'party_reduced')], throughProvider: 500000, byHand: 0 },
  6: { ledger: [pay(500000, 'online', 'pay_6', 'order'), pay(250000, 'offline', null, 'collection', 'difference')], throughProvider: 500000, byHand: 250000 },
  7: {
    ledger: [
      pay(500000, 'online', 'pay_7', 'order'),
      pay(250000, 'offline', null, 'collection', 'difference'),
      refund(500000, 'online', 'pay_7', 'booking_refund', 'cancel'),
      refund(250000, 'offline', null, 'partial_refund', 'cancel_by_hand'),
    ],
    throughProvider: 0,
    byHand: 0,
  },
  8: { ledger: [pay(250000, 'offline', null, 'order'), refund(250000, 'offline', null, 'booking_refund', 'cancel')], throughProvider: 0, byHand: 0 },
  9: { ledger: [pay(250000, 'online', 'pay_9', 'order')], throughProvider: 250000, byHand: 0 },
  10: { ledger: [pay(250000, 'online', 'pay_10', 'order')], throughProvider: 250000, byHand: 0 },
  11: { ledger: [pay(500000, 'offline', null, 'order'), refund(250000, 'offline', null, 'partial_refund', 'party_reduced')], throughProvider: 0, byHand: 250000 },
  12: { ledger: [], throughProvider: 0, byHand: 0 },
};

let database: Awaited<ReturnType<typeof emptyDatabase>>;
let folder: string;

beforeAll(async () => {
  folder = migrationsUpTo(lastBeforeLedger);
  database = await emptyDatabase();
  await migrateUpTo(database.handle, folder);
  for (const statement of beforeTheLedger) await database.handle.db.execute(sql.raw(statement));
  // The rest, 0036 first, as a deployment applies them.
  await database.handle.migrate();
}, 120_000);

afterAll(async () => {
  await database?.drop();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

const bookingNumbers = Object.keys(expected).map(Number);

describe('migration 0036 on bookings from before the ledger', () => {
  it.each(bookingNumbers)('writes booking %i its payments and refunds, each by its channel and from its source', async (n) => {
    const rows = await readLedger(database.handle.db, booking(n));
    const found = rows.map(
      (row): Row => ({ kind: row.kind, detail: (row.kind === 'payment' ? row.purpose : row.reason) ?? '', paise: row.amountPaise, channel: row.channel, paymentId: row.paymentId, source: row.source }),
    );
    expect(found).toEqual(expect.arrayContaining(expected[n]!.ledger));
    expect(found).toHaveLength(expected[n]!.ledger.length);
  });

  it.each(bookingNumbers)('keeps for booking %i, by its ledger, what it holds and what its answer says', async (n) => {
    const { db } = database.handle;
    const [row] = await db.select().from(bookings).where(eq(bookings.id, booking(n)));
    const held = await heldMoney(db, row!);
    const want = expected[n]!;
    expect({ throughProvider: held.throughProvider, byHand: held.byHand, others: held.others }).toEqual({ throughProvider: want.throughProvider, byHand: want.byHand, others: [] });

    const paid = want.ledger.filter((entry) => entry.kind === 'payment').reduce((sum, entry) => sum + entry.paise, 0);
    const refunded = want.ledger.filter((entry) => entry.kind === 'refund').reduce((sum, entry) => sum + entry.paise, 0);
    expect(heldTotal(held)).toBe(paid - refunded);
    // A booking still to come keeps exactly its total (decision 023's rule, before the ledger).
    if (row!.status !== 'canceled' && row!.paymentId) expect(paid - refunded).toBe(row!.totalPaise);

    const answer = await findAdminBooking(db, booking(n));
    expect({ amountPaid: answer.amountPaid, amountRefunded: answer.amountRefunded, amountDue: answer.amountDue, entries: answer.ledger?.length }).toEqual({
      amountPaid: paid / 100,
      amountRefunded: refunded / 100,
      amountDue: 0,
      entries: want.ledger.length,
    });
    expect(answer.paymentPlan).toBe('full');
    expect(answer.balanceDueOn ?? null).toBeNull();
  });

  it('writes each source once: the rows of every booking add up to its money and nothing else', async () => {
    const [rows] = await database.handle.db.select({ n: count() }).from(bookingLedger);
    expect(rows!.n).toBe(bookingNumbers.reduce((sum, n) => sum + expected[n]!.ledger.length, 0));
  });
});
