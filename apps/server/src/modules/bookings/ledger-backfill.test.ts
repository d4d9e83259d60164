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
import type { FastifyBaseLogger } from 'fastify';
import { askProviderForRefundsOf, heldMoney, heldTotal, isCancelRefund, ledgerTotals, readLedger, recordRefundOutcome, refundsOf } from '../money/public.ts';
import type { PaymentGateway } from '../../providers/payments/gateway.ts';

// Migration 0036 starts every booking's ledger from the money as it stood (decision 035), and
// migration 0043 moves each booking's own cancel refund off `bookings` into the one refund table
// (decision 042). Every other test starts from a fully migrated, empty database, so this one
// migrates a database only up to 0035 (a copy of the migrations with the journal cut there), writes
// bookings the way the code before the ledger left them, with plain SQL, applies the migrations up
// to 0042, reads every booking's money as it then stood, and then applies the rest. Each booking's
// ledger must then say what the booking was paid and refunded, each by its channel, and paid −
// refunded must be what the booking keeps: what it holds (held-money.ts) and what its answer says;
// and paid, refunded and kept per booking, and each refund's state, must be after 0043 what they
// were before it. Runs on embedded PGlite and, with TEST_DATABASE_URL, on PostgreSQL.

const migrations = fileURLToPath(new URL('../../db/migrations/', import.meta.url));
const lastBeforeLedger = '0035_schedule_rules_flag';
const lastBeforeOneRefundTable = '0042_keyed_booking_numbers';

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
  // 13: paid online, cancelled; the refund was asked for and the answer never came back (no refund id).
  ...paidBooking({ n: 13, method: 'online', orderPaise: 250000 }, { status: 'canceled', numPeople: 1, totalPaise: 250000, ...cancelled({ status: 'pending', amountPaise: 250000 }) }),
  // 14: paid online, cancelled; the provider refused the refund, retried later by reconciliation.
  ...paidBooking({ n: 14, method: 'online', orderPaise: 500000 }, { status: 'canceled', numPeople: 2, totalPaise: 500000, ...cancelled({ status: 'failed', amountPaise: 250000 }) }),
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
  3: { ledger: [pay(500000, 'online', 'pay_3', 'order'), refund(500000, 'online', 'pay_3', 'refund', 'cancel')], throughProvider: 0, byHand: 0 },
  4: { ledger: [pay(750000, 'online', 'pay_4', 'order'), refund(375000, 'online', 'pay_4', 'refund', 'cancel')], throughProvider: 375000, byHand: 0 },
  5: { ledger: [pay(750000, 'online', 'pay_5', 'order'), refund(250000, 'online', 'pay_5', 'refund', 'party_reduced')], throughProvider: 500000, byHand: 0 },
  6: { ledger: [pay(500000, 'online', 'pay_6', 'order'), pay(250000, 'offline', null, 'collection', 'difference')], throughProvider: 500000, byHand: 250000 },
  7: {
    ledger: [
      pay(500000, 'online', 'pay_7', 'order'),
      pay(250000, 'offline', null, 'collection', 'difference'),
      refund(500000, 'online', 'pay_7', 'refund', 'cancel'),
      refund(250000, 'offline', null, 'refund', 'cancel_by_hand'),
    ],
    throughProvider: 0,
    byHand: 0,
  },
  8: { ledger: [pay(250000, 'offline', null, 'order'), refund(250000, 'offline', null, 'refund', 'cancel')], throughProvider: 0, byHand: 0 },
  9: { ledger: [pay(250000, 'online', 'pay_9', 'order')], throughProvider: 250000, byHand: 0 },
  10: { ledger: [pay(250000, 'online', 'pay_10', 'order')], throughProvider: 250000, byHand: 0 },
  11: { ledger: [pay(500000, 'offline', null, 'order'), refund(250000, 'offline', null, 'refund', 'party_reduced')], throughProvider: 0, byHand: 250000 },
  12: { ledger: [], throughProvider: 0, byHand: 0 },
  13: { ledger: [pay(250000, 'online', 'pay_13', 'order'), refund(250000, 'online', 'pay_13', 'refund', 'cancel')], throughProvider: 0, byHand: 0 },
  14: { ledger: [pay(500000, 'online', 'pay_14', 'order'), refund(250000, 'online', 'pay_14', 'refund', 'cancel')], throughProvider: 250000, byHand: 0 },
};

let database: Awaited<ReturnType<typeof emptyDatabase>>;
let folder: string;

/** A booking's money as it stood before migration 0043: its own refund on its row, every other in booking_refunds. */
interface MoneyBefore {
  paid: number;
  refunded: number;
  own: { status: string; amountPaise: number; refundId: string | null; reference: string | null; refundedAt: string | null; retryCount: number } | null;
  parts: number;
}
const moneyBefore = new Map<number, MoneyBefore>();

async function readMoneyBefore(db: DatabaseHandle['db']): Promise<void> {
  for (const n of Object.keys(expected).map(Number)) {
    const id = booking(n);
    const own = (await db.execute(
      sql`select refund_status as status, coalesce(refund_amount_paise, total_paise)::bigint as amount, refund_id, refund_reference, refunded_at, refund_retry_count from bookings where id = ${id}`,
    )) as unknown as { rows: Array<{ status: string | null; amount: string | number; refund_id: string | null; refund_reference: string | null; refunded_at: Date | string | null; refund_retry_count: number }> };
    const parts = (await db.execute(sql`select coalesce(sum(amount_paise), 0)::bigint as paise, count(*)::int as n from booking_refunds where booking_id = ${id}`)) as unknown as {
      rows: Array<{ paise: string | number; n: number }>;
    };
    const ledger = (await db.execute(
      sql`select coalesce(sum(amount_paise) filter (where kind = 'payment'), 0)::bigint as paid, coalesce(sum(amount_paise) filter (where kind = 'refund'), 0)::bigint as refunded from booking_ledger where booking_id = ${id}`,
    )) as unknown as { rows: Array<{ paid: string | number; refunded: string | number }> };
    const row = own.rows[0]!;
    const ownRefund = row.status
      ? { status: row.status, amountPaise: Number(row.amount), refundId: row.refund_id, reference: row.refund_reference, refundedAt: row.refunded_at ? new Date(row.refunded_at).toISOString() : null, retryCount: row.refund_retry_count }
      : null;
    // What the booking gave back by its refunds' own records, and what its ledger says: the two must agree before, as after.
    expect((ownRefund?.amountPaise ?? 0) + Number(parts.rows[0]!.paise), `booking ${n}`).toBe(Number(ledger.rows[0]!.refunded));
    moneyBefore.set(n, { paid: Number(ledger.rows[0]!.paid), refunded: Number(ledger.rows[0]!.refunded), own: ownRefund, parts: parts.rows[0]!.n });
  }
}

let folderBeforeOneRefundTable: string;

beforeAll(async () => {
  folder = migrationsUpTo(lastBeforeLedger);
  folderBeforeOneRefundTable = migrationsUpTo(lastBeforeOneRefundTable);
  database = await emptyDatabase();
  await migrateUpTo(database.handle, folder);
  for (const statement of beforeTheLedger) await database.handle.db.execute(sql.raw(statement));
  // Up to 0042, 0036 first, as a deployment applies them; then the money as it stood; then the rest.
  await migrateUpTo(database.handle, folderBeforeOneRefundTable);
  await readMoneyBefore(database.handle.db);
  await database.handle.migrate();
}, 120_000);

afterAll(async () => {
  await database?.drop();
  for (const dir of [folder, folderBeforeOneRefundTable]) if (dir) rmSync(dir, { recursive: true, force: true });
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

describe('migration 0043 moves every refund into one table', () => {
  it.each(bookingNumbers)('keeps for booking %i what it was paid, refunded and keeps, and its own refund as it stood', async (n) => {
    const { db } = database.handle;
    const before = moneyBefore.get(n)!;
    const refunds = await refundsOf(db, [booking(n)]);
    const ledger = ledgerTotals(await readLedger(db, booking(n)));
    expect({ paid: ledger.paidPaise, refunded: ledger.refundedPaise }).toEqual({ paid: before.paid, refunded: before.refunded });
    expect(refunds.reduce((sum, row) => sum + row.amountPaise, 0)).toBe(before.refunded);
    expect(refunds).toHaveLength(before.parts + (before.own ? 1 : 0));
    const own = refunds.find(isCancelRefund);
    expect(
      own ? { status: own.status, amountPaise: own.amountPaise, refundId: own.refundId, reference: own.reference, refundedAt: own.refundedAt?.toISOString() ?? null, retryCount: own.retryCount } : null,
    ).toEqual(before.own);
    // The answer's refund reads the moved row.
    const answer = await findAdminBooking(db, booking(n));
    expect(answer.refund ? { amount: answer.refund.amount, id: answer.refund.id } : null).toEqual(before.own ? { amount: before.own.amountPaise / 100, id: before.own.refundId } : null);
  });

  it("retries a moved refund under the booking's id, the key the provider was first sent, so it refunds once", async () => {
    const { db } = database.handle;
    const asked: Array<{ idempotencyKey: string; amountPaise: number }> = [];
    const gateway = {
      refund: async (request: { paymentId: string; amountPaise: number; idempotencyKey: string }) => {
        asked.push({ idempotencyKey: request.idempotencyKey, amountPaise: request.amountPaise });
        return { id: `rfnd_again_${request.idempotencyKey.slice(-2)}`, status: 'pending' as const, amountPaise: request.amountPaise };
      },
    } as unknown as PaymentGateway;
    const quiet = { warn: () => {} } as unknown as FastifyBaseLogger;
    for (const n of [13, 14]) await askProviderForRefundsOf(db, gateway, booking(n), quiet);
    expect(asked).toEqual([
      { idempotencyKey: booking(13), amountPaise: 250000 },
      { idempotencyKey: booking(14), amountPaise: 250000 },
    ]);
  });

  it("settles a moved refund when the provider's webhook names only its booking, as refunds asked for before did", async () => {
    const { db } = database.handle;
    const bookingId = booking(4);
    const settled = await db.transaction((tx) => recordRefundOutcome(tx, { id: 'rfnd_4', paymentId: 'pay_4', bookingRefundId: undefined, bookingId }, 'processed'));
    expect(settled).toBe(true);
    expect((await refundsOf(db, [bookingId])).find(isCancelRefund)).toMatchObject({ status: 'processed', refundId: 'rfnd_4' });
  });
});
