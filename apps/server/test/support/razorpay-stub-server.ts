// Test double: a local HTTP server answering the few Razorpay endpoints RazorpayGateway calls,
// with the request and error shapes Razorpay documents. Used only by razorpay-gateway.test.ts.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export interface StubPayment {
  id: string;
  order_id: string | null;
  amount: number;
  currency: 'INR';
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  amount_refunded: number;
}

export interface StubRefund {
  id: string;
  payment_id: string;
  amount: number;
  receipt: string | null;
  status: 'pending' | 'processed' | 'failed';
}

export interface RazorpayStub {
  baseUrl: string;
  keyId: string;
  keySecret: string;
  /** Every request that reached the server, in order. */
  requests: RecordedRequest[];
  /** Every refund the server created (a replayed idempotent request adds none). */
  refunds: StubRefund[];
  addPayment(payment: { orderId: string | null; amount: number; status?: StubPayment['status'] }): StubPayment;
  /** New refunds start in this status (Razorpay's normal refunds are often `pending` at first). */
  refundsStartAs(status: StubRefund['status']): void;
  /** The provider finishes (or fails) a refund. */
  setRefundStatus(refundId: string, status: StubRefund['status']): void;
  /** The next request is answered with this status and body instead of being handled. */
  failNext(status: number, body: string, contentType?: string): void;
  /** The next request is never answered (until close), to exercise the client's timeout. */
  hangNext(): void;
  close(): Promise<void>;
}

/** Razorpay's answer to an internal failure, for `failNext(500, …)`. */
export const razorpayServerErrorBody = JSON.stringify({
  error: {
    code: 'SERVER_ERROR',
    description: 'The server encountered an error. The incident has been reported to admins.',
    source: 'NA',
    step: 'NA',
    reason: 'NA',
    metadata: {},
  },
});

type Answer = { status: number; body: unknown };

const newId = (prefix: string) => `${prefix}_${randomBytes(7).toString('hex').slice(0, 14)}`;

function razorpayError(status: number, description: string, extra: { field?: string; reason?: string; step?: string } = {}): Answer {
  return {
    status,
    body: {
      error: {
        code: 'BAD_REQUEST_ERROR',
        description,
        source: extra.field ? 'business' : 'NA',
        step: extra.step ?? 'NA',
        reason: extra.reason ?? 'NA',
        metadata: {},
        ...(extra.field ? { field: extra.field } : {}),
      },
    },
  };
}

const now = () => Math.floor(Date.now() / 1000);

export async function startRazorpayStub(): Promise<RazorpayStub> {
  const keyId = 'rzp_test_StubKey0001';
  const keySecret = 'stub_secret_do_not_leak_9f2c';
  const expectedAuthorization = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;

  const requests: RecordedRequest[] = [];
  const refunds: StubRefund[] = [];
  let newRefundStatus: StubRefund['status'] = 'processed';
  const payments = new Map<string, StubPayment>();
  const refundsByKey = new Map<string, { body: string; refund: object }>();
  let nextFailure: { status: number; body: string; contentType: string } | undefined;
  let hang = false;

  function createOrder(body: Record<string, unknown>): Answer {
    const { amount, currency, receipt, notes } = body;
    if (amount === undefined) return razorpayError(400, 'amount: is required.', { field: 'amount', reason: 'input_validation_failed' });
    if (typeof amount !== 'number' || !Number.isInteger(amount)) {
      return razorpayError(400, 'The amount must be an integer.', { field: 'amount', reason: 'input_validation_failed' });
    }
    if (amount < 100) {
      return razorpayError(400, 'Order amount less than minimum amount allowed', {
        field: 'amount',
        reason: 'amount_less_than_minimum_amount',
        step: 'order_creation',
      });
    }
    if (currency !== 'INR') return razorpayError(400, 'The currency must be INR.', { field: 'currency' });
    if (typeof receipt === 'string' && receipt.length > 40) {
      return razorpayError(400, 'receipt: the length must be no more than 40.', { field: 'receipt' });
    }
    return {
      status: 200,
      body: {
        id: newId('order'),
        entity: 'order',
        amount,
        amount_paid: 0,
        amount_due: amount,
        currency,
        receipt: receipt ?? null,
        offer_id: null,
        status: 'created',
        attempts: 0,
        notes: notes ?? [],
        created_at: now(),
      },
    };
  }

  const paymentBody = (payment: StubPayment) => ({
    ...payment,
    entity: 'payment',
    invoice_id: null,
    international: false,
    method: 'upi',
    refund_status: payment.amount_refunded === 0 ? null : payment.amount_refunded === payment.amount ? 'full' : 'partial',
    captured: payment.status === 'captured' || payment.status === 'refunded',
    description: null,
    vpa: 'success@razorpay',
    email: 'traveller@example.com',
    contact: '+919000090000',
    notes: [],
    fee: Math.round(payment.amount * 0.02),
    tax: 0,
    error_code: null,
    error_description: null,
    created_at: now(),
  });

  function refund(payment: StubPayment, body: Record<string, unknown>, key: string | undefined): Answer {
    if (key !== undefined) {
      if (!/^[A-Za-z0-9_-]{10,}$/.test(key)) return razorpayError(400, 'The idempotency key is invalid.');
      const earlier = refundsByKey.get(key);
      if (earlier) {
        return earlier.body === JSON.stringify(body)
          ? { status: 200, body: earlier.refund }
          : razorpayError(400, 'Different request with the same idempotency key has already been processed.');
      }
    }
    if (payment.status !== 'captured') return razorpayError(400, 'Only captured payments can be refunded');
    const amount = body.amount ?? payment.amount - payment.amount_refunded;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0) {
      return razorpayError(400, 'The amount must be an integer.', { field: 'amount' });
    }
    if (amount > payment.amount - payment.amount_refunded) {
      return razorpayError(400, 'The refund amount provided is greater than amount captured', { field: 'amount' });
    }
    const receipt = typeof body.receipt === 'string' ? body.receipt : null;
    if (receipt !== null && receipt.length > 40) {
      return razorpayError(400, 'receipt: the length must be no more than 40.', { field: 'receipt' });
    }

    payment.amount_refunded += amount;
    if (payment.amount_refunded === payment.amount) payment.status = 'refunded';
    const created: StubRefund = { id: newId('rfnd'), payment_id: payment.id, amount, receipt, status: newRefundStatus };
    refunds.push(created);
    const answer = {
      ...created,
      entity: 'refund',
      currency: 'INR',
      notes: body.notes ?? [],
      acquirer_data: { arn: null },
      created_at: now(),
      batch_id: null,
      speed_processed: 'normal',
      speed_requested: 'normal',
    };
    if (key !== undefined) refundsByKey.set(key, { body: JSON.stringify(body), refund: answer });
    return { status: 200, body: answer };
  }

  function route(method: string, path: string, body: Record<string, unknown>, headers: IncomingMessage['headers']): Answer {
    if (headers.authorization !== expectedAuthorization) return razorpayError(401, 'Authentication failed');
    if (method === 'POST' && path === '/v1/orders') return createOrder(body);

    const orderPaymentsPath = /^\/v1\/orders\/([^/]+)\/payments$/.exec(path);
    if (method === 'GET' && orderPaymentsPath) {
      const orderId = decodeURIComponent(orderPaymentsPath[1] ?? '');
      const items = [...payments.values()].filter((payment) => payment.order_id === orderId).map(paymentBody);
      return { status: 200, body: { entity: 'collection', count: items.length, items } };
    }

    const refundPath = /^\/v1\/payments\/([^/]+)\/refunds\/([^/]+)$/.exec(path);
    if (method === 'GET' && refundPath) {
      const found = refunds.find((r) => r.payment_id === decodeURIComponent(refundPath[1] ?? '') && r.id === decodeURIComponent(refundPath[2] ?? ''));
      return found ? { status: 200, body: { ...found, entity: 'refund', currency: 'INR' } } : razorpayError(400, 'The id provided does not exist');
    }

    const paymentPath = /^\/v1\/payments\/([^/]+)(\/refund)?$/.exec(path);
    if (paymentPath) {
      const payment = payments.get(decodeURIComponent(paymentPath[1] ?? ''));
      if (method === 'GET' && !paymentPath[2]) {
        return payment ? { status: 200, body: paymentBody(payment) } : razorpayError(400, 'The id provided does not exist');
      }
      if (method === 'POST' && paymentPath[2]) {
        if (!payment) return razorpayError(400, 'The id provided does not exist');
        const key = headers['x-refund-idempotency'];
        return refund(payment, body, typeof key === 'string' ? key : undefined);
      }
    }
    return razorpayError(404, 'The requested URL was not found on the server.');
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    let body: unknown = {};
    try {
      body = raw ? JSON.parse(raw) : {};
    } catch {
      body = raw;
    }
    const path = request.url ?? '/';
    requests.push({ method: request.method ?? '', path, headers: request.headers, body });

    if (hang) {
      hang = false;
      return;
    }
    if (nextFailure) {
      const failure = nextFailure;
      nextFailure = undefined;
      response.writeHead(failure.status, { 'content-type': failure.contentType }).end(failure.body);
      return;
    }
    const answer =
      body !== null && typeof body === 'object'
        ? route(request.method ?? '', path, body as Record<string, unknown>, request.headers)
        : razorpayError(400, 'The request body must be JSON.');
    response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    keyId,
    keySecret,
    requests,
    refunds,
    refundsStartAs(status) {
      newRefundStatus = status;
    },
    setRefundStatus(refundId, status) {
      const found = refunds.find((r) => r.id === refundId);
      if (found) found.status = status;
    },
    addPayment({ orderId, amount, status = 'captured' }) {
      const payment: StubPayment = { id: newId('pay'), order_id: orderId, amount, currency: 'INR', status, amount_refunded: 0 };
      payments.set(payment.id, payment);
      return payment;
    },
    failNext(status, body, contentType = 'application/json') {
      nextFailure = { status, body, contentType };
    },
    hangNext() {
      hang = true;
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
