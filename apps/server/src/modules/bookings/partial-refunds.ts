import { and, asc, eq, inArray, isNotNull, isNull, lte, ne, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client.ts';
import { bookingRefunds, bookings } from '../../db/schema/bookings.ts';
import { nextRetryAt } from '../../lib/backoff.ts';
import { GatewayError, type PaymentGateway } from '../../providers/payments/gateway.ts';
import { findRefundProgress, type RefundProgress } from '../../providers/payments/refund-status.ts';
import { queueRefundProcessedEmail } from '../booking-notices/public.ts';
import type { HeldMoney, RefundSplit } from './held-money.ts';
import { recordLedgerRefund } from '../money/public.ts';
import type { LedgerRefundReason } from '@yatrika/contract/booking-ledger';

export type PartialRefundRow = typeof bookingRefunds.$inferSelect;
type Reason = PartialRefundRow['reason'];

/**
 * Records the refunds of part of a booking in the caller's transaction (decision 023): the part
 * through the provider as `pending` (asked for once the transaction commits, by refundPartially),
 * the part by hand as `manual` (owed until the operator hands it back). Answers the rows made.
 */
export async function recordPartialRefunds(
  tx: Executor,
  bookingId: string,
  held: HeldMoney,
  split: RefundSplit,
  reason: Reason,
  now: Date,
  /** The ledger's word for why (decision 035); absent: the refund's own reason (`cancel_balance` reads `cancel`). */
  ledgerReason?: LedgerRefundReason,
): Promise<PartialRefundRow[]> {
  const rows = [
    ...(split.throughProvider > 0 && held.paymentId
      ? [{ bookingId, reason, amountPaise: split.throughProvider, paymentId: held.paymentId, status: 'pending' as const, createdAt: now, updatedAt: now }]
      : []),
    // A booking paid in parts: the rest from each later online payment (a balance, a difference).
    ...(split.others ?? [])
      .filter((other) => other.paise > 0)
      .map((other) => ({ bookingId, reason, amountPaise: other.paise, paymentId: other.paymentId, status: 'pending' as const, createdAt: now, updatedAt: now })),
    ...(split.byHand > 0 ? [{ bookingId, reason, amountPaise: split.byHand, paymentId: null, status: 'manual' as const, createdAt: now, updatedAt: now }] : []),
  ];
  if (rows.length === 0) return [];
  const made = await tx.insert(bookingRefunds).values(rows).returning();
  // The ledger (decision 035): each refund decided, by its own row.
  for (const refund of made) {
    await recordLedgerRefund(tx, {
      bookingId,
      reason: ledgerReason ?? (reason === 'cancel_balance' ? 'cancel' : reason),
      amountPaise: refund.amountPaise,
      channel: refund.paymentId === null ? 'offline' : 'online',
      paymentId: refund.paymentId,
      source: 'partial_refund',
      sourceId: refund.id,
      createdAt: now,
    });
  }
  return made;
}

/** A refund through the provider not yet accepted: asked for and interrupted, or refused. */
export const partialRefundOutstanding = (row: PartialRefundRow) => row.paymentId !== null && (row.status === 'failed' || (row.status === 'pending' && row.refundId === null));

/**
 * Asks the provider for one refund of part of a booking, with the refund's own id as the
 * idempotency key: however often it runs it refunds once, and never collides with the booking's own
 * cancel refund (keyed by the booking id). A refusal is recorded `failed` with its backoff, never
 * thrown: reconciliation asks again. A processed refund is never stepped back by a later answer.
 */
export async function refundPartially(db: Database, gateway: PaymentGateway, row: PartialRefundRow, log: FastifyBaseLogger, now: Date = new Date()): Promise<PartialRefundRow> {
  if (!partialRefundOutstanding(row) || row.paymentId === null) return row;
  let update: Partial<PartialRefundRow>;
  try {
    const refund = await gateway.refund({ paymentId: row.paymentId, amountPaise: row.amountPaise, idempotencyKey: row.id, notes: { booking_id: row.bookingId, booking_refund_id: row.id } });
    update = { refundId: refund.id, status: refund.status, refundedAt: refund.status === 'processed' ? now : null };
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    log.warn({ bookingRefundId: row.id, status: error.status, code: error.code, reason: error.message }, 'partial refund failed; reconciliation retries it');
    update = { status: 'failed', retryCount: row.retryCount + 1, retryAt: nextRetryAt(row.retryCount, now) };
  }
  return saveOutcome(db, row, update, now);
}

async function saveOutcome(db: Database, row: PartialRefundRow, update: Partial<PartialRefundRow>, now: Date): Promise<PartialRefundRow> {
  const saved = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(bookingRefunds)
      .set({ ...update, updatedAt: now })
      .where(and(eq(bookingRefunds.id, row.id), ne(bookingRefunds.status, 'processed')))
      .returning();
    if (updated?.status === 'processed') await queuePartialRefundProcessedEmail(tx, updated);
    return updated;
  });
  if (saved) return saved;
  const [current] = await db.select().from(bookingRefunds).where(eq(bookingRefunds.id, row.id));
  return current ?? row;
}

/** The traveller hears of a processed refund once, whichever path learns it. */
async function queuePartialRefundProcessedEmail(tx: Executor, refund: PartialRefundRow): Promise<void> {
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, refund.bookingId));
  if (booking) await queueRefundProcessedEmail(tx, booking, { key: refund.id, amountPaise: refund.amountPaise, refundId: refund.refundId });
}

/**
 * Refunds of part of a booking that the provider has not accepted (refused, or interrupted before it
 * was asked), whose backoff has run out and which are at least `settleMs` old (the change that
 * made them is asking right now): oldest first. refundPartially retries them.
 */
export async function findPartialRefundsDue(db: Database, now: Date, settleMs: number, limit: number): Promise<PartialRefundRow[]> {
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
export async function findPartialRefundsInProgress(db: Database, now: Date, limit: number): Promise<PartialRefundRow[]> {
  return db
    .select()
    .from(bookingRefunds)
    .where(and(eq(bookingRefunds.status, 'pending'), isNotNull(bookingRefunds.refundId), or(isNull(bookingRefunds.retryAt), lte(bookingRefunds.retryAt, now))))
    .orderBy(asc(bookingRefunds.retryAt))
    .limit(limit);
}

/** Records what the provider says of a refund in progress (see checkBookingRefund). */
export async function checkPartialRefund(db: Database, gateway: PaymentGateway, log: FastifyBaseLogger, row: PartialRefundRow, now: Date): Promise<RefundProgress> {
  const found = await findRefundProgress(gateway, log, { paymentId: row.paymentId!, refundId: row.refundId!, retryCount: row.retryCount }, now);
  const update: Partial<PartialRefundRow> =
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
    if (updated?.status === 'processed') await queuePartialRefundProcessedEmail(tx, updated);
  });
  return found.status;
}

/**
 * The provider's final word (its webhook) on a refund of part of a booking, found by the refund id
 * we sent it (`booking_refund_id` in its notes) or the provider's own id. Answers whether it was one:
 * a refund that is not is the booking's own or an order's.
 */
export async function recordPartialRefundOutcome(
  tx: Executor,
  refund: { id: string; paymentId: string; bookingRefundId: string | undefined },
  status: 'processed' | 'failed',
  now: Date = new Date(),
): Promise<boolean> {
  const [row] = await tx
    .select()
    .from(bookingRefunds)
    .where(
      and(
        eq(bookingRefunds.paymentId, refund.paymentId),
        // Only a note shaped like our ids is looked up by id: anything else would be a bad uuid to the database.
        refund.bookingRefundId && /^[0-9a-f-]{36}$/i.test(refund.bookingRefundId) ? eq(bookingRefunds.id, refund.bookingRefundId) : eq(bookingRefunds.refundId, refund.id),
      ),
    );
  if (!row) return false;
  const [updated] = await tx
    .update(bookingRefunds)
    .set({ refundId: refund.id, status, updatedAt: now, ...(status === 'processed' ? { refundedAt: now } : { retryAt: now }) })
    .where(and(eq(bookingRefunds.id, row.id), ne(bookingRefunds.status, 'processed')))
    .returning();
  if (updated?.status === 'processed') await queuePartialRefundProcessedEmail(tx, updated);
  return true;
}

/** The refunds of part of these bookings, oldest first, for their answers. */
export async function partialRefundsOf(tx: Executor, bookingIds: string[]): Promise<PartialRefundRow[]> {
  if (bookingIds.length === 0) return [];
  return tx.select().from(bookingRefunds).where(inArray(bookingRefunds.bookingId, bookingIds)).orderBy(asc(bookingRefunds.createdAt), asc(bookingRefunds.id));
}

/** A booking's refunds of part of it, to refund after the change that made them commits. */
export const providerPartOf = (rows: PartialRefundRow[]) => rows.filter(partialRefundOutstanding);

/**
 * Asks the provider, after a cancel commits, for the refunds of a booking paid in parts that come
 * from its later payments (decision 035: `cancel_balance`); any refused or interrupted is retried by
 * reconciliation like every refund of part of a booking.
 */
export async function refundOtherPaymentsOf(db: Database, gateway: PaymentGateway, bookingId: string, log: FastifyBaseLogger, now: Date = new Date()): Promise<void> {
  const rows = await db.select().from(bookingRefunds).where(and(eq(bookingRefunds.bookingId, bookingId), eq(bookingRefunds.reason, 'cancel_balance')));
  for (const row of rows) await refundPartially(db, gateway, row, log, now);
}
