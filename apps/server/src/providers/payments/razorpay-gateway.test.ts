import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayError } from './gateway.ts';
import { RazorpayGateway, toRazorpayIdempotencyKey } from './razorpay-gateway.ts';
import { razorpayServerErrorBody, startRazorpayStub, type RazorpayStub } from '../../../test/support/razorpay-stub-server.ts';

let stub: RazorpayStub;
let gateway: RazorpayGateway;
const webhookSecret = 'whsec_stub_webhook_secret';

beforeAll(async () => {
  stub = await startRazorpayStub();
  gateway = new RazorpayGateway({ keyId: stub.keyId, keySecret: stub.keySecret, webhookSecret, baseUrl: stub.baseUrl });
});
afterAll(() => stub.close());

const hmac = (secret: string, message: string | Buffer) => createHmac('sha256', secret).update(message).digest('hex');
const basicAuth = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
const lastRequest = () => stub.requests.at(-1);

/** Resolves to the GatewayError the call threw; fails the test if it threw anything else or nothing. */
async function gatewayError(call: Promise<unknown>): Promise<GatewayError> {
  const error = await call.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(GatewayError);
  return error as GatewayError;
}

describe('what the checkout needs', () => {
  it('names the provider, the public key id and Razorpay’s checkout script', () => {
    expect(gateway.provider).toBe('razorpay');
    expect(gateway.keyId).toBe(stub.keyId);
    expect(gateway.checkoutScriptUrl).toBe('https://checkout.razorpay.com/v1/checkout.js');
  });
});

describe('creating an order', () => {
  it('posts amount, currency, receipt and notes with Basic auth, and maps Razorpay’s order', async () => {
    const order = await gateway.createOrder({
      amountPaise: 2_450_000,
      currency: 'INR',
      receipt: 'booking_7f3a',
      notes: { bookingId: '7f3a' },
    });

    const request = lastRequest();
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/orders');
    expect(request?.headers.authorization).toBe(basicAuth(stub.keyId, stub.keySecret));
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toEqual({ amount: 2_450_000, currency: 'INR', receipt: 'booking_7f3a', notes: { bookingId: '7f3a' } });

    expect(order).toEqual({ id: expect.stringMatching(/^order_/), amountPaise: 2_450_000, currency: 'INR', receipt: 'booking_7f3a', status: 'created' });
  });

  it('throws Razorpay’s description, status and code when the amount is below the minimum', async () => {
    const error = await gatewayError(gateway.createOrder({ amountPaise: 99, currency: 'INR', receipt: 'booking_small' }));
    expect(error.status).toBe(400);
    expect(error.code).toBe('BAD_REQUEST_ERROR');
    expect(error.message).toBe('Order amount less than minimum amount allowed');
  });

  it('throws a 401 GatewayError "Authentication failed" for a wrong key secret, without the secret in it', async () => {
    const wrongSecret = 'not_the_right_secret_42';
    const wrongKey = new RazorpayGateway({ keyId: stub.keyId, keySecret: wrongSecret, baseUrl: stub.baseUrl });
    const error = await gatewayError(wrongKey.createOrder({ amountPaise: 10_000, currency: 'INR', receipt: 'booking_auth' }));
    expect(error.status).toBe(401);
    expect(error.code).toBe('BAD_REQUEST_ERROR');
    expect(error.message).toBe('Authentication failed');
    expect(JSON.stringify({ ...error, message: error.message, stack: error.stack })).not.toContain(wrongSecret);
  });
});

describe('fetching a payment', () => {
  it('gets /payments/{id} and maps id, order, amount, currency and status', async () => {
    const payment = stub.addPayment({ orderId: 'order_Fetch0000001', amount: 1_200_000 });
    const fetched = await gateway.fetchPayment(payment.id);
    expect(lastRequest()).toMatchObject({ method: 'GET', path: `/v1/payments/${payment.id}` });
    expect(fetched).toEqual({ id: payment.id, orderId: 'order_Fetch0000001', amountPaise: 1_200_000, currency: 'INR', status: 'captured' });
  });

  it('throws Razorpay’s "The id provided does not exist" for an unknown payment', async () => {
    const error = await gatewayError(gateway.fetchPayment('pay_DoesNotExist01'));
    expect(error.status).toBe(400);
    expect(error.message).toBe('The id provided does not exist');
  });

  it('refuses an id that would change the path, without calling Razorpay', async () => {
    const before = stub.requests.length;
    for (const id of ['../orders', 'pay_1/refund', 'pay_1?expand=card', 'pay 1', '']) {
      const error = await gatewayError(gateway.fetchPayment(id));
      expect(error.status).toBe(400);
    }
    await gatewayError(gateway.refund({ paymentId: '../orders', amountPaise: 100, idempotencyKey: 'refund_booking_1' }));
    expect(stub.requests.length).toBe(before);
  });
});

describe("fetching an order's payments (reconciliation)", () => {
  it('gets /orders/{id}/payments and maps every attempt, failed and captured', async () => {
    stub.addPayment({ orderId: 'order_Recon00000001', amount: 699_800, status: 'failed' });
    const captured = stub.addPayment({ orderId: 'order_Recon00000001', amount: 699_800 });
    stub.addPayment({ orderId: 'order_Other00000001', amount: 100 });
    const payments = await gateway.fetchOrderPayments('order_Recon00000001');
    expect(lastRequest()).toMatchObject({ method: 'GET', path: '/v1/orders/order_Recon00000001/payments' });
    expect(payments.map((payment) => payment.status).sort()).toEqual(['captured', 'failed']);
    expect(payments.find((payment) => payment.status === 'captured')).toEqual({
      id: captured.id,
      orderId: 'order_Recon00000001',
      amountPaise: 699_800,
      currency: 'INR',
      status: 'captured',
    });
  });

  it('answers no payments for an order nobody paid, and refuses an id that would change the path', async () => {
    expect(await gateway.fetchOrderPayments('order_Unpaid0000001')).toEqual([]);
    const before = stub.requests.length;
    expect((await gatewayError(gateway.fetchOrderPayments('../payments'))).status).toBe(400);
    expect(stub.requests.length).toBe(before);
  });
});

describe('refunding a payment', () => {
  it('sends the amount, the key as receipt and X-Refund-Idempotency, and maps the refund', async () => {
    const payment = stub.addPayment({ orderId: 'order_Refund000001', amount: 900_000 });
    const refund = await gateway.refund({ paymentId: payment.id, amountPaise: 450_000, idempotencyKey: 'refund_booking_42', notes: { bookingId: '42' } });

    const request = lastRequest();
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe(`/v1/payments/${payment.id}/refund`);
    expect(request?.headers.authorization).toBe(basicAuth(stub.keyId, stub.keySecret));
    expect(request?.headers['x-refund-idempotency']).toBe('refund_booking_42');
    expect(request?.body).toEqual({ amount: 450_000, receipt: 'refund_booking_42', notes: { bookingId: '42' } });
    expect(refund).toEqual({ id: expect.stringMatching(/^rfnd_/), paymentId: payment.id, amountPaise: 450_000, status: 'processed' });
  });

  it('refunds once when called twice with the same key', async () => {
    const payment = stub.addPayment({ orderId: 'order_Refund000002', amount: 500_000 });
    const request = { paymentId: payment.id, amountPaise: 500_000, idempotencyKey: 'refund_booking_43' };
    const first = await gateway.refund(request);
    const second = await gateway.refund(request);
    expect(second).toEqual(first);
    expect(stub.refunds.filter((refund) => refund.payment_id === payment.id)).toHaveLength(1);
  });

  it('shortens a key longer than Razorpay’s 40-character receipt the same way every time', async () => {
    const payment = stub.addPayment({ orderId: 'order_Refund000003', amount: 300_000 });
    const longKey = 'refund-booking-2b0c8a54-6f0e-4d55-9a49-2f8a0d7c1e93';
    const request = { paymentId: payment.id, amountPaise: 300_000, idempotencyKey: longKey };
    const first = await gateway.refund(request);
    const firstRequest = lastRequest();
    const second = await gateway.refund(request);
    const secondRequest = lastRequest();

    const sent = toRazorpayIdempotencyKey(longKey);
    expect(sent.length).toBeLessThanOrEqual(40);
    expect(sent).toMatch(/^refund-booking-2b0c8a54-/);
    expect(firstRequest?.body).toMatchObject({ receipt: sent });
    expect(firstRequest?.headers['x-refund-idempotency']).toBe(sent);
    expect(secondRequest?.body).toEqual(firstRequest?.body);
    expect(second.id).toBe(first.id);
    expect(stub.refunds.filter((refund) => refund.payment_id === payment.id)).toHaveLength(1);
  });

  it('gives different long keys different receipts and keeps short valid keys as they are', () => {
    const a = toRazorpayIdempotencyKey('refund-booking-2b0c8a54-6f0e-4d55-9a49-000000000001');
    const b = toRazorpayIdempotencyKey('refund-booking-2b0c8a54-6f0e-4d55-9a49-000000000002');
    expect(a).not.toBe(b);
    expect(toRazorpayIdempotencyKey('refund_booking_44')).toBe('refund_booking_44');
    // Too short or with characters Razorpay refuses in an idempotency key.
    expect(toRazorpayIdempotencyKey('r1')).toMatch(/^[A-Za-z0-9_-]{10,40}$/);
    expect(toRazorpayIdempotencyKey('refund:booking/45')).toMatch(/^[A-Za-z0-9_-]{10,40}$/);
  });

  it('throws Razorpay’s error when the same key comes back with a different amount', async () => {
    const payment = stub.addPayment({ orderId: 'order_Refund000004', amount: 800_000 });
    await gateway.refund({ paymentId: payment.id, amountPaise: 100_000, idempotencyKey: 'refund_booking_46' });
    const error = await gatewayError(gateway.refund({ paymentId: payment.id, amountPaise: 200_000, idempotencyKey: 'refund_booking_46' }));
    expect(error.status).toBe(400);
    expect(error.message).toBe('Different request with the same idempotency key has already been processed.');
    expect(stub.refunds.filter((refund) => refund.payment_id === payment.id)).toHaveLength(1);
  });
});

describe("a refund's progress (reconciliation)", () => {
  it('gets /payments/{id}/refunds/{id} and follows a pending refund to processed', async () => {
    const payment = stub.addPayment({ orderId: 'order_Progress000001', amount: 50_000 });
    stub.refundsStartAs('pending');
    const refund = await gateway.refund({ paymentId: payment.id, amountPaise: 50_000, idempotencyKey: 'order_Progress000001' });
    stub.refundsStartAs('processed');
    expect(refund.status).toBe('pending');
    expect(await gateway.fetchRefund(payment.id, refund.id)).toEqual({ id: refund.id, paymentId: payment.id, amountPaise: 50_000, status: 'pending' });
    expect(lastRequest()).toMatchObject({ method: 'GET', path: `/v1/payments/${payment.id}/refunds/${refund.id}` });
    stub.setRefundStatus(refund.id, 'processed');
    expect((await gateway.fetchRefund(payment.id, refund.id)).status).toBe('processed');
  });

  it('throws for an unknown refund and refuses ids that would change the path', async () => {
    expect((await gatewayError(gateway.fetchRefund('pay_Unknown0000001', 'rfnd_Unknown000001'))).status).toBe(400);
    const before = stub.requests.length;
    expect((await gatewayError(gateway.fetchRefund('pay_1', '../x'))).status).toBe(400);
    expect(stub.requests.length).toBe(before);
  });
});

describe('when Razorpay fails or cannot be reached', () => {
  it('throws a 500 GatewayError with Razorpay’s description', async () => {
    stub.failNext(500, razorpayServerErrorBody);
    const error = await gatewayError(gateway.fetchPayment('pay_Anything000001'));
    expect(error.status).toBe(500);
    expect(error.code).toBe('SERVER_ERROR');
    expect(error.message).toBe('The server encountered an error. The incident has been reported to admins.');
  });

  it('throws a GatewayError with the status when the error page is not JSON', async () => {
    stub.failNext(502, '<html><body>Bad Gateway</body></html>', 'text/html');
    const error = await gatewayError(gateway.fetchPayment('pay_Anything000002'));
    expect(error.status).toBe(502);
    expect(error.code).toBeUndefined();
    expect(error.message).toBe('Razorpay answered 502');
  });

  it('throws a 404 GatewayError when the base URL is wrong', async () => {
    const misconfigured = new RazorpayGateway({ keyId: stub.keyId, keySecret: stub.keySecret, baseUrl: stub.baseUrl.replace('/v1', '/v9') });
    const error = await gatewayError(misconfigured.createOrder({ amountPaise: 10_000, currency: 'INR', receipt: 'booking_404' }));
    expect(error.status).toBe(404);
  });

  it('throws a GatewayError without a status when Razorpay does not answer in time', async () => {
    const impatient = new RazorpayGateway({ keyId: stub.keyId, keySecret: stub.keySecret, baseUrl: stub.baseUrl, timeoutMs: 200 });
    stub.hangNext();
    const error = await gatewayError(impatient.fetchPayment('pay_Slow0000000001'));
    expect(error.status).toBeUndefined();
    expect(error.message).toBe('Razorpay did not answer within 200 ms');
  });

  it('throws a GatewayError without a status when nothing listens at the address', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const unreachable = new RazorpayGateway({ keyId: stub.keyId, keySecret: stub.keySecret, baseUrl: `http://127.0.0.1:${port}/v1` });
    const error = await gatewayError(unreachable.fetchPayment('pay_Nowhere000001'));
    expect(error.status).toBeUndefined();
    expect(error.message).toMatch(/^Could not reach Razorpay/);
    expect(error.message).not.toContain(stub.keySecret);
  });

  it('throws a GatewayError when a success answer is not the documented shape', async () => {
    stub.failNext(200, JSON.stringify({ id: 'pay_Odd', entity: 'payment' }));
    const error = await gatewayError(gateway.fetchPayment('pay_Odd'));
    expect(error.status).toBe(200);
  });
});

describe('checkout signatures', () => {
  const orderId = 'order_IluGWxBm9U8zJ8';
  const paymentId = 'pay_29QQoUBi66xm2f';

  it('accepts HMAC_SHA256(order_id|payment_id, key secret) in hex', () => {
    const signature = hmac(stub.keySecret, `${orderId}|${paymentId}`);
    expect(gateway.isValidPaymentSignature(orderId, paymentId, signature)).toBe(true);
  });

  it('refuses a tampered, truncated, empty or swapped signature without throwing', () => {
    const signature = hmac(stub.keySecret, `${orderId}|${paymentId}`);
    const tampered = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
    expect(gateway.isValidPaymentSignature(orderId, paymentId, tampered)).toBe(false);
    expect(gateway.isValidPaymentSignature(orderId, paymentId, signature.slice(0, 40))).toBe(false);
    expect(gateway.isValidPaymentSignature(orderId, paymentId, `${signature}00`)).toBe(false);
    expect(gateway.isValidPaymentSignature(orderId, paymentId, '')).toBe(false);
    expect(gateway.isValidPaymentSignature(orderId, 'pay_SomeoneElse01', signature)).toBe(false);
    expect(gateway.isValidPaymentSignature(orderId, paymentId, hmac(webhookSecret, `${orderId}|${paymentId}`))).toBe(false);
  });
});

describe('webhook signatures', () => {
  const rawBody = Buffer.from('{"entity":"event","event":"payment.captured","payload":{"payment":{"entity":{"id":"pay_29QQoUBi66xm2f"}}}}');

  it('accepts HMAC_SHA256(raw body, webhook secret) in hex', () => {
    expect(gateway.isValidWebhookSignature(rawBody, hmac(webhookSecret, rawBody))).toBe(true);
  });

  it('refuses a changed body, the key secret’s signature and a wrong-length signature', () => {
    const signature = hmac(webhookSecret, rawBody);
    expect(gateway.isValidWebhookSignature(Buffer.from(rawBody.toString().replace('captured', 'failed')), signature)).toBe(false);
    expect(gateway.isValidWebhookSignature(rawBody, hmac(stub.keySecret, rawBody))).toBe(false);
    expect(gateway.isValidWebhookSignature(rawBody, signature.slice(1))).toBe(false);
  });

  it('refuses every webhook when no webhook secret is configured', () => {
    const withoutSecret = new RazorpayGateway({ keyId: stub.keyId, keySecret: stub.keySecret, baseUrl: stub.baseUrl });
    expect(withoutSecret.isValidWebhookSignature(rawBody, hmac('', rawBody))).toBe(false);
    expect(withoutSecret.isValidWebhookSignature(rawBody, hmac(webhookSecret, rawBody))).toBe(false);
  });
});
