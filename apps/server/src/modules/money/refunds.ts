import type { LedgerRefundReason } from '@yatrika/contract/booking-ledger';
import { and, asc, eq, inArray, isNotNull, isNull, lte, ne, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client.ts';
import { bookingRefunds } from '../../db/schema/bookings.ts';
import { nextRetryAt } from '../../lib/backoff.ts';
import { GatewayError, type PaymentGateway } from '../../providers/payments/gateway.ts';
import { findRefundProgress, type RefundProgress } from '../../providers/payments/refund-status.ts';
import { recordLedgerRefund } from './ledger.ts';
import { queueRefundProcessedEmail } from './refund-notices.ts';
import type { HeldMoney, RefundSplit } from './settlement.ts';

/** One refund of a booking (decision 042): what goes back, from which provider payment, and how far it got. */
export type RefundRow = typeof bookingRefunds.$inferSelect;
export type RefundReason = RefundRow['reason'];

/** A refund through the provider not yet accepted there: asked for and interrupted, or refused. */
export const refundOutstanding = (row: RefundRow) => row.paymentId !== null && (row.status === 'failed' || (row.status === 'pending' && row.refundId === null));

/** A cancel's refund from the booking's first payment (or owed by hand for a booking paid offline): the one the booking's answer calls its `refund`. */
export const isCancelRefund = (row: RefundRow) => row.id === row.bookingId;

/**
 * Records the refunds a settlement gives back, in the caller's transaction, each as its own row
 * with its ledger row and credit note: the part through the provider from the first payment and
 * from each later online payment as `pending` (asked for once the transaction commits, by
 * askProviderForRefundsOf), the part by hand as `manual` (owed until the operator hands it back).
 * `cancelRefundId` gives the first row the booking's id (a cancel's own refund, decision 042).
 * Answers the rows made.
 */
export async function recordRefunds(
  tx: Executor,
  bookingId: string,
  held: Pick<HeldMoney, 'paymentId'>,
  split: RefundSplit,
  reason: RefundReason,
  now: Date,
  /** The ledger's word for why (decision 035); absent: the refund's own reason (`cancel_balance` and `cancel_by_hand` read `cancel`). */
  ledgerReason?: LedgerRefundReason,
): Promise<RefundRow[]> {
  const base = { bookingId, reason, createdAt: now, updatedAt: now };
  const rows = [
    ...(split.throughProvider > 0 && held.paymentId ? [{ ...base, amountPaise: split.throughProvider, paymentId: held.paymentId, status: 'pending' as const }] : []),
    // A booking paid in parts: the rest from each later online payment (a balance, a difference).
    ...(split.others ?? []).filter((other) => other.paise > 0).map((other) => ({ ...base, amountPaise: other.paise, paymentId: other.paymentId, status: 'pending' as const })),
    ...(split.byHand > 0 ? [{ ...base, amountPaise: split.byHand, paymentId: null, status: 'manual' as const }] : []),
  ];
  if (rows.length === 0) return [];
  const made = await tx.insert(bookingRefunds).values(rows).returning();
  for (const refund of made) await writeLedgerRow(tx, refund, ledgerReason ?? ledgerReasonOf(refund.reason), now);
  return made;
}

/**
 * Records what a cancel gives back (its settlement's refund), in the cancel's transaction: the
 * refund from the first payment under the booking's own id (through the provider when that payment
 * was online, owed by hand when it was taken offline), then what goes back by hand beside an online
 * payment and from each later online payment, each on its own row.
 */
export async function recordCancelRefunds(tx: Executor, bookingId: string, held: Pick<HeldMoney, 'paymentId'>, refund: RefundSplit, ledgerReason: LedgerRefundReason, now: Date): Promise<RefundRow[]> {
  const own = held.paymentId
    ? { amountPaise: refund.throughProvider, paymentId: held.paymentId, status: 'pending' as const }
    : { amountPaise: refund.byHand, paymentId: null, status: 'manual' as const };
  const made: RefundRow[] = [];
  if (own.amountPaise > 0) {
    const [row] = await tx.insert(bookingRefunds).values({ id: bookingId, bookingId, reason: 'cancel', ...own, createdAt: now, updatedAt: now }).returning();
    await writeLedgerRow(tx, row!, ledgerReason, now);
    made.push(row!);
  }
  // Paid online, then more collected offline for a larger party: that part goes back by hand.
  if (held.paymentId && refund.byHand > 0) made.push(...(await recordRefunds(tx, bookingId, held, { throughProvider: 0, byHand: refund.byHand }, 'cancel_by_hand', now)));
  // Paid in parts online (decision 035): the rest goes back from each later payment.
  if ((refund.others ?? []).some((other) => other.paise > 0)) {
    made.push(...(await recordRefunds(tx, bookingId, held, { throughProvider: 0, others: refund.others, byHand: 0 }, 'cancel_balance', now, ledgerReason)));
  }
  return made;
}

const ledgerReasonOf = (reason: RefundReason): LedgerRefundReason => (reason === 'cancel_balance' ? 'cancel' : reason);

/** The ledger's row for a refund decided (decision 035), with its credit note. */
const writeLedgerRow = (tx: Executor, refund: RefundRow, reason: LedgerRefundReason, now: Date) =>
  recordLedgerRefund(tx, {
    bookingId: refund.bookingId,
    reason,
    amountPaise: refund.amountPaise,
    channel: refund.paymentId === null ? 'offline' : 'online',
    paymentId: refund.paymentId,
    sourceId: refund.id,
    createdAt: now,
  });

/**
 * Asks the provider for one refund, with the refund's own id as the idempotency key: however often
 * it runs (a retry, the operator and the traveller at once) the provider refunds once. A refusal is
 * recorded `failed` with its backoff, never thrown, since the change that decided it is saved:
 * reconciliation asks again. A processed refund is never stepped back by a later answer.
 */
export async function askProviderForRefund(db: Database, gateway: PaymentGateway, row: RefundRow, log: FastifyBaseLogger, now: Date = new Date()): Promise<RefundRow> {
  if (!refundOutstanding(row) || row.paymentId === null) return row;
  let update: Partial<RefundRow>;
  try {
    const refund = await gateway.refund({ paymentId: row.paymentId, amountPaise: row.amountPaise, idempotencyKey: row.id, notes: { booking_id: row.bookingId, booking_refund_id: row.id } });
    update = { refundId: refund.id, status: refund.status, refundedAt: refund.status === 'processed' ? now : null };
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    log.warn({ bookingRefundId: row.id, bookingId: row.bookingId, status: error.status, code: error.code, reason: error.message }, 'refund failed; reconciliation retries it');
    update = { status: 'failed', retryCount: row.retryCount + 1, retryAt: nextRetryAt(row.retryCount, now) };
  }
  const saved = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(bookingRefunds)
      .set({ ...update, updatedAt: now })
      .where(and(eq(bookingRefunds.id, row.id), ne(bookingRefunds.status, 'processed')))
      .returning();
    if (updated?.status === 'processed') await queueRefundProcessedEmail(tx, updated);
    return updated;
  });
  if (saved) return saved;
  const [current] = await db.select().from(bookingRefunds).where(eq(bookingRefunds.id, row.id));
  return current ?? row;
}

/**
 * After the change that decided them commits: asks the provider for every refund of the booking
 * it has not accepted yet. A provider that fails leaves them `failed`, retried by reconciliation.
 */
export async function askProviderForRefundsOf(db: Database, gateway: PaymentGateway, bookingId: string, log: FastifyBaseLogger, now: Date = new Date()): Promise<RefundRow[]> {
  const rows = await refundsOf(db, [bookingId]);
  const asked: RefundRow[] = [];
  for (const row of rows) {
    asked.push(
      await askProviderForRefund(db, gateway, row, log, now).catch((error: unknown) => {
        log.warn({ err: error, bookingRefundId: row.id }, 'a refund is left to reconciliation');
        return row;
      }),
    );
  }
  return asked;
}

/** Whether any refund of the booking still waits for the provider to accept it (a cancel asked again retries it). */
export async function hasRefundOutstanding(tx: Executor, bookingId: string): Promise<boolean> {
  return (await refundsOf(tx, [bookingId])).some(refundOutstanding);
}

/**
 * Refunds the provider has not accepted (refused, or interrupted before it was asked), whose backoff
 * has run out and which are at least `settleMs` old (the change that made them is asking right
 * now): oldest first. askProviderForRefund retries them.
 */
export async function findRefundsDue(db: Database, now: Date, settleMs: number, limit: number): Promise<RefundRow[]> {
  return db
    .select()
    .from(bookingRefunds)
    .where(
      and(
        isNotNull(bookingRefunds.paymentId),
        or(eq(bookingRefunds.status, 'failed'), and(eq(bookingRefunds.status, 'pending'), isNull(bookingRefunds.refundId))),
        or(isNull(bookingRefunds.retryAt), lte(bookingRefunds.retryAt, now)),
        lte(bookingRefunds.updatedAt, new Date(now.getTime() - settleMs)),
      ),
    )
    .orderBy(asc(bookingRefunds.updatedAt))
    .limit(limit);
}

/** Refunds the provider accepted but has not finished, whose next look is due; for when its webhook never comes. */
export async function findRefundsInProgress(db: Database, now: Date, limit: number): Promise<RefundRow[]> {
  return db
    .select()
    .from(bookingRefunds)
    .where(and(eq(bookingRefunds.status, 'pending'), isNotNull(bookingRefunds.refundId), or(isNull(bookingRefunds.retryAt), lte(bookingRefunds.retryAt, now))))
    .orderBy(asc(bookingRefunds.retryAt))
    .limit(limit);
}

/** Records what the provider says of a refund in progress; the traveller hears of a processed one once. */
export async function checkRefund(db: Database, gateway: PaymentGateway, log: FastifyBaseLogger, row: RefundRow, now: Date): Promise<RefundProgress> {
  const found = await findRefundProgress(gateway, log, { paymentId: row.paymentId!, refundId: row.refundId!, retryCount: row.retryCount }, now);
  const update: Partial<RefundRow> =
    found.status === 'processed'
      ? { status: 'processed', refundedAt: found.at }
      : found.status === 'failed'
        ? { status: 'failed', retryAt: found.at }
        : { retryCount: found.retryCount, retryAt: found.retryAt };
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(bookingRefunds)
      .set({ ...update, updatedAt: now })
      .where(and(eq(bookingRefunds.id, row.id), eq(bookingRefunds.status, 'pending')))
      .returning();
    if (updated?.status === 'processed') await queueRefundProcessedEmail(tx, updated);
  });
  return found.status;
}

/** What a provider's refund webhook names: its own refund id, the payment, and the notes we sent with it. */
export interface ProviderRefund {
  id: string;
  paymentId: string;
  /** `booking_refund_id` in the notes: the refund's own id (decision 023). */
  bookingRefundId: string | undefined;
  /** `booking_id` in the notes: a cancel's refund asked for before its notes named the refund. */
  bookingId: string | undefined;
}

const uuidPattern = /^[0-9a-f-]{36}$/i;

/**
 * The provider's final word (its webhook) on a refund of a booking, in the webhook's transaction,
 * found by the refund id we sent (its notes), the provider's own id, or (a cancel's refund whose
 * answer never reached us) the booking named in its notes. A processed refund stays processed
 * whatever arrives after it, and the traveller hears of it once. Answers whether it was a
 * booking's refund at all (else it is an order's).
 */
export async function recordRefundOutcome(tx: Executor, refund: ProviderRefund, status: 'processed' | 'failed', now: Date = new Date()): Promise<boolean> {
  const [byProviderId] = await tx
    .select()
    .from(bookingRefunds)
    .where(and(eq(bookingRefunds.paymentId, refund.paymentId), eq(bookingRefunds.refundId, refund.id)));
  // Only a note shaped like our ids is looked up by id: anything else would be a bad uuid to the database.
  const ownId = [refund.bookingRefundId, refund.bookingId].find((id) => id !== undefined && uuidPattern.test(id));
  const [byOwnId] =
    byProviderId || !ownId
      ? []
      : await tx
          .select()
          .from(bookingRefunds)
          .where(and(eq(bookingRefunds.id, ownId), eq(bookingRefunds.paymentId, refund.paymentId), isNull(bookingRefunds.refundId)));
  const row = byProviderId ?? byOwnId;
  if (!row) return false;
  const [updated] = await tx
    .update(bookingRefunds)
    .set({ refundId: refund.id, status, updatedAt: now, ...(status === 'processed' ? { refundedAt: now } : { retryAt: now }) })
    .where(and(eq(bookingRefunds.id, row.id), ne(bookingRefunds.status, 'processed')))
    .returning();
  if (updated?.status === 'processed') await queueRefundProcessedEmail(tx, updated);
  return true;
}

/** The refunds of these bookings, oldest first, for their answers. */
export async function refundsOf(tx: Executor, bookingIds: string[]): Promise<RefundRow[]> {
  if (bookingIds.length === 0) return [];
  return tx.select().from(bookingRefunds).where(inArray(bookingRefunds.bookingId, bookingIds)).orderBy(asc(bookingRefunds.createdAt), asc(bookingRefunds.id));
}
