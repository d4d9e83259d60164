import type { PaymentProvider } from '@yatrika/contract/payments';

/**
 * The payment provider as our services see it. Two implementations: `sandbox` (offline,
 * served by this server, real HMAC signatures) and `razorpay` (the provider's REST API).
 * Amounts are always integer paise.
 */
export interface PaymentGateway {
  readonly provider: PaymentProvider;
  /** Public key id the checkout script is opened with. */
  readonly keyId: string;
  /** Where the browser loads the checkout script from (same-origin path for the sandbox). */
  readonly checkoutScriptUrl: string;

  createOrder(input: CreateGatewayOrder): Promise<GatewayOrder>;
  fetchPayment(paymentId: string): Promise<GatewayPayment>;
  /** Every payment attempt on an order: how reconciliation learns of a payment we never heard about. */
  fetchOrderPayments(orderId: string): Promise<GatewayPayment[]>;
  /** Refunds a captured payment. The same idempotency key never refunds twice. */
  refund(input: GatewayRefundRequest): Promise<GatewayRefund>;
  /** A refund's progress: how reconciliation learns that an accepted (`pending`) refund went through. */
  fetchRefund(paymentId: string, refundId: string): Promise<GatewayRefund>;

  /** HMAC_SHA256(order_id + "|" + payment_id, key_secret), compared in constant time. */
  isValidPaymentSignature(orderId: string, paymentId: string, signature: string): boolean;
  /** HMAC_SHA256(raw body, webhook secret), compared in constant time. */
  isValidWebhookSignature(rawBody: Buffer, signature: string): boolean;
}

export interface CreateGatewayOrder {
  amountPaise: number;
  currency: 'INR';
  receipt: string;
  notes?: Record<string, string>;
}

export interface GatewayOrder {
  id: string;
  amountPaise: number;
  currency: 'INR';
  receipt: string | null;
  status: 'created' | 'attempted' | 'paid';
}

export interface GatewayPayment {
  id: string;
  orderId: string | null;
  amountPaise: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
}

export interface GatewayRefundRequest {
  paymentId: string;
  amountPaise: number;
  /** Sent as the provider's idempotency key and receipt: one refund per booking. */
  idempotencyKey: string;
  notes?: Record<string, string>;
}

export interface GatewayRefund {
  id: string;
  paymentId: string;
  amountPaise: number;
  status: 'pending' | 'processed' | 'failed';
}

/** The provider answered with an error (4xx/5xx) or could not be reached. */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}
