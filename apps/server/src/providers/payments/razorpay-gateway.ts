import { createHash } from 'node:crypto';
import { z } from 'zod';
import {
  GatewayError,
  type CreateGatewayOrder,
  type GatewayOrder,
  type GatewayPayment,
  type GatewayRefund,
  type GatewayRefundRequest,
  type PaymentGateway,
} from './gateway.ts';
import { hmacMatches } from './signatures.ts';

export interface RazorpayGatewayOptions {
  keyId: string;
  keySecret: string;
  /** Without one, every webhook is refused. */
  webhookSecret?: string;
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const orderResponse = z.object({
  id: z.string(),
  amount: z.number().int(),
  currency: z.literal('INR'),
  receipt: z.string().nullable().optional(),
  status: z.enum(['created', 'attempted', 'paid']),
});

const paymentResponse = z.object({
  id: z.string(),
  order_id: z.string().nullable().optional(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(['created', 'authorized', 'captured', 'refunded', 'failed']),
});

const orderPaymentsResponse = z.object({ items: z.array(paymentResponse) });

const refundResponse = z.object({
  id: z.string(),
  payment_id: z.string(),
  amount: z.number().int(),
  status: z.enum(['pending', 'processed', 'failed']),
});

const errorResponse = z.object({
  error: z.object({ code: z.string().optional(), description: z.string().optional() }),
});

// Ids go into URL paths; Razorpay's are `pay_…`/`order_…`, so anything else is refused
// rather than escaped, and never reaches another endpoint.
const providerId = /^[A-Za-z0-9_]+$/;

// Razorpay limits a receipt to 40 characters and an idempotency key to 10+ characters of
// letters, digits, `-` and `_`. A retry must send the same body, so the fallback is a pure
// function of the key.
const razorpayKey = /^[A-Za-z0-9_-]{10,40}$/;
const RECEIPT_MAX = 40;

export function toRazorpayIdempotencyKey(key: string): string {
  if (razorpayKey.test(key)) return key;
  const digest = createHash('sha256').update(key).digest('hex').slice(0, 16);
  const readable = key.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, RECEIPT_MAX - digest.length - 1);
  return `${readable}-${digest}`;
}

export class RazorpayGateway implements PaymentGateway {
  readonly provider = 'razorpay' as const;
  readonly keyId: string;
  readonly checkoutScriptUrl = 'https://checkout.razorpay.com/v1/checkout.js';

  readonly #keySecret: string;
  readonly #webhookSecret: string | undefined;
  readonly #authorization: string;
  readonly #baseUrl: string;
  readonly #timeoutMs: number;
  readonly #fetch: typeof fetch;

  constructor(options: RazorpayGatewayOptions) {
    this.keyId = options.keyId;
    this.#keySecret = options.keySecret;
    this.#webhookSecret = options.webhookSecret || undefined;
    this.#authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
    this.#baseUrl = (options.baseUrl ?? 'https://api.razorpay.com/v1').replace(/\/+$/, '');
    this.#timeoutMs = options.timeoutMs ?? 15_000;
    this.#fetch = options.fetch ?? globalThis.fetch;
  }

  async createOrder(input: CreateGatewayOrder): Promise<GatewayOrder> {
    const order = await this.#request('POST', '/orders', orderResponse, {
      body: {
        amount: input.amountPaise,
        currency: input.currency,
        receipt: input.receipt,
        notes: input.notes ?? {},
      },
    });
    return {
      id: order.id,
      amountPaise: order.amount,
      currency: order.currency,
      receipt: order.receipt ?? null,
      status: order.status,
    };
  }

  async fetchPayment(paymentId: string): Promise<GatewayPayment> {
    const payment = await this.#request('GET', `/payments/${pathId(paymentId, 'payment')}`, paymentResponse);
    return {
      id: payment.id,
      orderId: payment.order_id ?? null,
      amountPaise: payment.amount,
      currency: payment.currency,
      status: payment.status,
    };
  }

  async fetchOrderPayments(orderId: string): Promise<GatewayPayment[]> {
    const answer = await this.#request('GET', `/orders/${pathId(orderId, 'order')}/payments`, orderPaymentsResponse);
    return answer.items.map((payment) => ({
      id: payment.id,
      orderId: payment.order_id ?? orderId,
      amountPaise: payment.amount,
      currency: payment.currency,
      status: payment.status,
    }));
  }

  async refund(input: GatewayRefundRequest): Promise<GatewayRefund> {
    const key = toRazorpayIdempotencyKey(input.idempotencyKey);
    const refund = await this.#request(
      'POST',
      `/payments/${pathId(input.paymentId, 'payment')}/refund`,
      refundResponse,
      {
        body: { amount: input.amountPaise, receipt: key, notes: input.notes ?? {} },
        headers: { 'X-Refund-Idempotency': key },
      },
    );
    return {
      id: refund.id,
      paymentId: refund.payment_id,
      amountPaise: refund.amount,
      status: refund.status,
    };
  }

  async fetchRefund(paymentId: string, refundId: string): Promise<GatewayRefund> {
    const refund = await this.#request('GET', `/payments/${pathId(paymentId, 'payment')}/refunds/${pathId(refundId, 'refund')}`, refundResponse);
    return { id: refund.id, paymentId: refund.payment_id, amountPaise: refund.amount, status: refund.status };
  }

  isValidPaymentSignature(orderId: string, paymentId: string, signature: string): boolean {
    return hmacMatches(this.#keySecret, `${orderId}|${paymentId}`, signature);
  }

  isValidWebhookSignature(rawBody: Buffer, signature: string): boolean {
    if (!this.#webhookSecret) return false;
    return hmacMatches(this.#webhookSecret, rawBody, signature);
  }

  async #request<T>(
    method: 'GET' | 'POST',
    path: string,
    schema: z.ZodType<T>,
    options: { body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<T> {
    let response: Response;
    let text: string;
    try {
      response = await this.#fetch(`${this.#baseUrl}${path}`, {
        method,
        headers: {
          authorization: this.#authorization,
          accept: 'application/json',
          ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...options.headers,
        },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
      // Read inside the try: the timeout also covers a body that stops half-way.
      text = await response.text();
    } catch (error) {
      throw unreachable(error, this.#timeoutMs);
    }

    const json = parseJson(text);
    if (!response.ok) {
      const parsed = errorResponse.safeParse(json);
      const description = parsed.success ? parsed.data.error.description : undefined;
      const code = parsed.success ? parsed.data.error.code : undefined;
      throw new GatewayError(description || `Razorpay answered ${response.status}`, response.status, code);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      throw new GatewayError('Razorpay sent a response we do not understand', response.status, undefined);
    }
    return parsed.data;
  }
}

function pathId(id: string, what: string): string {
  if (!providerId.test(id)) {
    throw new GatewayError(`Not a Razorpay ${what} id`, 400, 'BAD_REQUEST_ERROR');
  }
  return id;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

// Only the error's name and message are used: nothing here carries the request headers,
// so the key secret cannot leak into logs through it.
function unreachable(error: unknown, timeoutMs: number): GatewayError {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return new GatewayError(`Razorpay did not answer within ${timeoutMs} ms`, undefined, undefined);
  }
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
  const reason = error instanceof Error ? `${error.message}${cause}` : String(error);
  return new GatewayError(`Could not reach Razorpay: ${reason}`, undefined, undefined);
}
