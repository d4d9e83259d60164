import type { FastifyBaseLogger } from 'fastify';
import { nextRetryAt } from '../../lib/backoff.ts';
import { GatewayError, type GatewayRefund, type PaymentGateway } from './gateway.ts';

/** What reconciliation learns of a refund the provider accepted: settled either way, or still in progress. */
export type RefundProgress = 'processed' | 'failed' | 'pending';

/**
 * Asks the provider how a refund stands; `undefined` when the provider cannot say right now
 * (down, or refusing the question), which callers treat as still pending and ask again later.
 */
async function askRefundStatus(
  gateway: PaymentGateway,
  log: FastifyBaseLogger,
  paymentId: string,
  refundId: string,
): Promise<GatewayRefund | undefined> {
  try {
    return await gateway.fetchRefund(paymentId, refundId);
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    log.warn({ refundId, status: error.status, code: error.code, reason: error.message }, 'could not ask the provider about a refund');
    return undefined;
  }
}

/** What to record of a refund in progress: settled (when), or still pending and when to look again. */
export type RefundFinding =
  | { status: 'processed'; at: Date }
  | { status: 'failed'; at: Date }
  | { status: 'pending'; retryCount: number; retryAt: Date };

/**
 * Asks how a refund stands and decides what to record: a refund still pending (or one the
 * provider could not tell us about) is looked at again later, less often each time. The order
 * and the booking refund checks record it in their own columns.
 */
export async function findRefundProgress(
  gateway: PaymentGateway,
  log: FastifyBaseLogger,
  refund: { paymentId: string; refundId: string; retryCount: number },
  now: Date,
): Promise<RefundFinding> {
  const status = (await askRefundStatus(gateway, log, refund.paymentId, refund.refundId))?.status ?? 'pending';
  if (status === 'pending') return { status, retryCount: refund.retryCount + 1, retryAt: nextRetryAt(refund.retryCount, now) };
  return { status, at: now };
}
