import { randomInt } from 'node:crypto';
import type { PaymentConfirmation, PaymentFailure } from '@yatrika/contract/payments';
import { paymentMessages } from '@yatrika/contract/payments';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sandboxOrders, sandboxPayments, sandboxRefunds } from '../../db/schema/payments.ts';
import { badRequest, isUniqueViolation, notFound } from '../../lib/errors.ts';
import { ensureSecret } from '../../db/settings.ts';
import {
  GatewayError,
  type CreateGatewayOrder,
  type GatewayOrder,
  type GatewayPayment,
  type GatewayRefund,
  type GatewayRefundRequest,
  type PaymentGateway,
} from './gateway.ts';
import { hmacHex, hmacMatches, paymentSignature } from './signatures.ts';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** The provider's id shape: a prefix and 14 base62 characters (`order_…`, `pay_…`, `rfnd_…`). */
export function providerStyleId(prefix: 'order' | 'pay' | 'rfnd'): string {
  let suffix = '';
  for (let i = 0; i < 14; i++) suffix += BASE62[randomInt(BASE62.length)];
  return `${prefix}_${suffix}`;
}

/** The same characters for the same input. */
function derivedBase62(secret: string, input: string, length: number): string {
  const digest = Buffer.from(hmacHex(secret, input), 'hex');
  let out = '';
  for (let i = 0; i < length; i++) out += BASE62[digest[i]! % BASE62.length];
  return out;
}

export interface SandboxOptions {
  keyId: string | undefined;
  keySecret: string | undefined;
  webhookSecret: string | undefined;
}

export type SandboxOutcome = 'success' | 'failure';

export type SandboxCheckoutResult =
  | { outcome: 'success'; confirmation: PaymentConfirmation }
  | { outcome: 'failure'; error: PaymentFailure };

const notExisting = () => new GatewayError('The id provided does not exist', 400, 'BAD_REQUEST_ERROR');

/**
 * The payment provider, offline: orders, a checkout that captures or declines,
 * real HMAC signatures and refunds, with the provider's id shapes and errors.
 * Its books are tables of the same database, and its secrets are the configured
 * ones or generated once into the settings table, so every instance agrees.
 */
export class SandboxGateway implements PaymentGateway {
  readonly provider = 'sandbox' as const;
  readonly checkoutScriptUrl = '/api/payment/sandbox/checkout.js';

  private constructor(
    private readonly db: Database,
    readonly keyId: string,
    private readonly keySecret: string,
    private readonly webhookSecret: string,
  ) {}

  static async create(db: Database, options: SandboxOptions): Promise<SandboxGateway> {
    const keySecret = options.keySecret ?? (await ensureSecret(db, 'sandbox_key_secret'));
    const webhookSecret = options.webhookSecret ?? (await ensureSecret(db, 'sandbox_webhook_secret'));
    // A test key id, stable for a given secret, so instances sharing the secret show one key.
    const keyId = options.keyId ?? `rzp_test_sandbox${derivedBase62(keySecret, 'key id', 6)}`;
    return new SandboxGateway(db, keyId, keySecret, webhookSecret);
  }

  async createOrder(input: CreateGatewayOrder): Promise<GatewayOrder> {
    const id = providerStyleId('order');
    await this.db.insert(sandboxOrders).values({ id, amountPaise: input.amountPaise, currency: input.currency, receipt: input.receipt });
    return { id, amountPaise: input.amountPaise, currency: input.currency, receipt: input.receipt, status: 'created' };
  }

  async fetchPayment(paymentId: string): Promise<GatewayPayment> {
    const [payment] = await this.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentId));
    if (!payment) throw notExisting();
    return { id: payment.id, orderId: payment.orderId, amountPaise: payment.amountPaise, currency: payment.currency, status: payment.status };
  }

  async fetchOrderPayments(orderId: string): Promise<GatewayPayment[]> {
    const [order] = await this.db.select({ id: sandboxOrders.id }).from(sandboxOrders).where(eq(sandboxOrders.id, orderId));
    if (!order) throw notExisting();
    const payments = await this.db.select().from(sandboxPayments).where(eq(sandboxPayments.orderId, orderId));
    return payments.map((payment) => ({
      id: payment.id,
      orderId: payment.orderId,
      amountPaise: payment.amountPaise,
      currency: payment.currency,
      status: payment.status,
    }));
  }

  /**
   * Refunds part or all of a captured payment, as often as the captured amount allows, like the
   * provider: the same idempotency key answers the same refund again, and refunds never add up to
   * more than was captured. The payment's row is locked while its refunds are counted, so two
   * refunds racing on one payment are decided one after the other.
   */
  async refund(input: GatewayRefundRequest): Promise<GatewayRefund> {
    return this.db.transaction(async (tx) => {
      const [payment] = await tx.select().from(sandboxPayments).where(eq(sandboxPayments.id, input.paymentId)).for('update');
      if (!payment) throw notExisting();
      if (payment.status === 'failed') throw new GatewayError('The payment has not been captured', 400, 'BAD_REQUEST_ERROR');
      if (input.amountPaise > payment.amountPaise) {
        throw new GatewayError('The refund amount provided is greater than amount captured', 400, 'BAD_REQUEST_ERROR');
      }
      const answer = (refund: { id: string; amountPaise: number }): GatewayRefund => ({ id: refund.id, paymentId: payment.id, amountPaise: refund.amountPaise, status: 'processed' });
      const earlier = await tx.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentId, payment.id));
      const same = earlier.find((refund) => refund.idempotencyKey === input.idempotencyKey);
      if (same) return answer(same);
      const refunded = earlier.reduce((total, refund) => total + refund.amountPaise, 0);
      if (refunded >= payment.amountPaise) throw new GatewayError('The payment has been fully refunded already', 400, 'BAD_REQUEST_ERROR');
      if (refunded + input.amountPaise > payment.amountPaise) {
        throw new GatewayError('The total refund amount is greater than the refund payable', 400, 'BAD_REQUEST_ERROR');
      }
      const [made] = await tx
        .insert(sandboxRefunds)
        .values({ id: providerStyleId('rfnd'), paymentId: payment.id, idempotencyKey: input.idempotencyKey, amountPaise: input.amountPaise })
        .returning();
      if (refunded + input.amountPaise === payment.amountPaise) await tx.update(sandboxPayments).set({ status: 'refunded' }).where(eq(sandboxPayments.id, payment.id));
      return answer(made!);
    });
  }

  /** The sandbox processes a refund as it takes it. */
  async fetchRefund(paymentId: string, refundId: string): Promise<GatewayRefund> {
    const [refund] = await this.db
      .select()
      .from(sandboxRefunds)
      .where(and(eq(sandboxRefunds.paymentId, paymentId), eq(sandboxRefunds.id, refundId)));
    if (!refund) throw notExisting();
    return { id: refund.id, paymentId, amountPaise: refund.amountPaise, status: 'processed' };
  }

  isValidPaymentSignature(orderId: string, paymentId: string, signature: string): boolean {
    return hmacMatches(this.keySecret, `${orderId}|${paymentId}`, signature);
  }

  isValidWebhookSignature(rawBody: Buffer, signature: string): boolean {
    return hmacMatches(this.webhookSecret, rawBody, signature);
  }

  /**
   * What the provider's hosted checkout does when the traveller pays or is
   * declined: records the attempt and, on success, answers the three
   * confirmation fields signed with the key secret.
   */
  async checkout(orderId: string, keyId: string, outcome: SandboxOutcome): Promise<SandboxCheckoutResult> {
    if (keyId !== this.keyId) throw badRequest('The api key provided is invalid');
    const [order] = await this.db.select().from(sandboxOrders).where(eq(sandboxOrders.id, orderId));
    if (!order) throw notFound(paymentMessages.orderNotFound);
    const paymentId = providerStyleId('pay');
    const payment = { id: paymentId, orderId, amountPaise: order.amountPaise, currency: order.currency };

    if (outcome === 'failure') {
      await this.db.insert(sandboxPayments).values({ ...payment, status: 'failed' });
      return {
        outcome,
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'Payment declined by the bank (sandbox).',
          source: 'bank',
          step: 'payment_authorization',
          reason: 'payment_failed',
          metadata: { order_id: orderId, payment_id: paymentId },
        },
      };
    }

    try {
      await this.db.insert(sandboxPayments).values({ ...payment, status: 'captured' });
    } catch (error) {
      if (isUniqueViolation(error, 'sandbox_payments_one_success_per_order')) throw badRequest(paymentMessages.orderAlreadyPaid);
      throw error;
    }
    return {
      outcome,
      confirmation: {
        razorpay_order_id: orderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: paymentSignature(this.keySecret, orderId, paymentId),
      },
    };
  }
}
