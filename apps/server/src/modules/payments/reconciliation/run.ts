import type { ReconcileSummary } from '@yatrika/contract/payment-records';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { safeError } from '../../../lib/log-safety.ts';
import type { PaymentGateway } from '../../../providers/payments/gateway.ts';
import { askProviderForRefund, checkRefund, findRefundsDue, findRefundsInProgress } from '../../money/public.ts';
import {
  checkOrderRefund,
  checkUnpaidOrder,
  findOrderRefundsDue,
  findOrderRefundsInProgress,
  findUnbookedOrders,
  findUnpaidOrders,
  refundOrder,
  settleUnbookedOrder,
} from '../../checkout/public.ts';
import { releaseExpiredHolds } from '../../departures/public.ts';

export const RECONCILE_JOB = 'reconcile-payments';

/** Rows each step takes per run: a backlog is worked through over several runs, never in one long one. */
const BATCH = 200;
/** A cancel asks the provider itself; reconciliation steps in only once it has had this long. */
const CANCEL_SETTLE_MS = 60_000;

export interface ReconcileDeps {
  db: Database;
  gateway: PaymentGateway;
  log: FastifyBaseLogger;
  /** PAID_ORDER_GRACE_SECONDS: how long a paid order may wait for the browser's verify. */
  graceSeconds: number;
}

/**
 * One reconciliation run. The job runner (job.ts) makes it one instance at a time. Every step is
 * safe to repeat and to interrupt: each decision is saved before the provider is called, and each
 * provider call carries an idempotency key, so a crash or a restart in the middle of a run loses
 * nothing and pays nothing back twice, and two runs racing on the same rows settle each once.
 */
export async function reconcileOnce(deps: ReconcileDeps, now: Date = new Date()): Promise<ReconcileSummary> {
  const summary: ReconcileSummary = {
    checked: 0,
    booked: 0,
    refundsStarted: 0,
    refundsAccepted: 0,
    refundsFailed: 0,
    refundsProcessed: 0,
    holdsReleased: 0,
    startedAt: now.toISOString(),
    finishedAt: now.toISOString(),
  };
  try {
    await reconcile(deps, now, summary);
  } finally {
    summary.finishedAt = new Date().toISOString();
  }
  const changed = summary.booked + summary.refundsStarted + summary.refundsAccepted + summary.refundsFailed;
  if (changed > 0) deps.log.info({ summary }, 'reconciliation settled payments');
  return summary;
}

async function reconcile(deps: ReconcileDeps, now: Date, summary: ReconcileSummary): Promise<void> {
  const { db, gateway, log } = deps;
  // Every step, and every row within it, stands alone: one that fails (the provider down, a row
  // the database refuses) is logged and tried again next run, and never holds up the others.
  const step = async (name: string, work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      log.error({ step: name, err: safeError(error) }, 'a reconciliation step failed; the next run tries again');
    }
  };
  const each = async <Row>(name: string, rows: Row[], idOf: (row: Row) => string, work: (row: Row) => Promise<void>) => {
    for (const row of rows) {
      try {
        await work(row);
      } catch (error) {
        log.error({ step: name, id: idOf(row), err: safeError(error) }, 'reconciliation could not settle one row; the next run tries again');
      }
    }
  };
  const settle = async (orderId: string) => {
    const outcome = await settleUnbookedOrder(db, log, orderId, now);
    if (outcome === 'booked') summary.booked++;
    if (outcome === 'refund') summary.refundsStarted++;
  };
  const byId = (row: { id: string }) => row.id;

  await step('holds', async () => {
    summary.holdsReleased = await releaseExpiredHolds(db, now);
  });
  await step('unpaid orders', async () => {
    await each('unpaid orders', await findUnpaidOrders(db, now, deps.graceSeconds, BATCH), byId, async (order) => {
      summary.checked++;
      // Found paid after the grace: settled like any other late one, in this run.
      if ((await checkUnpaidOrder(db, gateway, log, order, now)) === 'paid') await settle(order.id);
    });
  });
  await step('unbooked orders', async () => {
    await each('unbooked orders', await findUnbookedOrders(db, now, deps.graceSeconds, BATCH), (id) => id, settle);
  });
  // Before the retries below: a refund the provider reports failed is asked for again in this run.
  await step('refunds in progress', async () => {
    await each('order refunds in progress', await findOrderRefundsInProgress(db, now, BATCH), byId, async (order) => {
      if ((await checkOrderRefund(db, gateway, log, order, now)) === 'processed') summary.refundsProcessed++;
    });
    await each('booking refunds in progress', await findRefundsInProgress(db, now, BATCH), byId, async (row) => {
      if ((await checkRefund(db, gateway, log, row, now)) === 'processed') summary.refundsProcessed++;
    });
  });
  await step('order refunds', async () => {
    await each('order refunds', await findOrderRefundsDue(db, now, BATCH), byId, async (order) => {
      if ((await refundOrder(db, gateway, log, order, now)) === 'accepted') summary.refundsAccepted++;
      else summary.refundsFailed++;
    });
  });
  // Every refund of a booking (decision 042): each its own row, idempotency key and backoff.
  await step('booking refunds', async () => {
    await each('booking refunds', await findRefundsDue(db, now, CANCEL_SETTLE_MS, BATCH), byId, async (row) => {
      const saved = await askProviderForRefund(db, gateway, row, log, now);
      if (saved.status === 'failed') summary.refundsFailed++;
      else summary.refundsAccepted++;
    });
  });
}
