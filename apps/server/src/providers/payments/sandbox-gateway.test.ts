import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app.ts';
import { GatewayError } from './gateway.ts';
import { SandboxGateway } from './sandbox-gateway.ts';

let t: TestApp;
let gateway: SandboxGateway;
const unset = { keyId: undefined, keySecret: undefined, webhookSecret: undefined };

beforeAll(async () => {
  t = await createTestApp();
  gateway = await SandboxGateway.create(t.db, unset);
});
afterAll(() => t.close());

async function capturedPayment(amountPaise = 250_000) {
  const order = await gateway.createOrder({ amountPaise, currency: 'INR', receipt: 'r1' });
  const result = await gateway.checkout(order.id, gateway.keyId, 'success');
  if (result.outcome !== 'success') throw new Error('expected a payment');
  return { order, confirmation: result.confirmation };
}

describe('the sandbox provider', () => {
  it("uses the provider's id shapes", async () => {
    const { order, confirmation } = await capturedPayment();
    expect(order).toEqual({ id: expect.stringMatching(/^order_[0-9A-Za-z]{14}$/), amountPaise: 250_000, currency: 'INR', receipt: 'r1', status: 'created' });
    expect(confirmation.razorpay_payment_id).toMatch(/^pay_[0-9A-Za-z]{14}$/);
    const refund = await gateway.refund({ paymentId: confirmation.razorpay_payment_id, amountPaise: 250_000, idempotencyKey: 'booking-1' });
    expect(refund).toEqual({ id: expect.stringMatching(/^rfnd_[0-9A-Za-z]{14}$/), paymentId: confirmation.razorpay_payment_id, amountPaise: 250_000, status: 'processed' });
  });

  it('shares its generated secrets through the database: a second instance signs and checks the same', async () => {
    const other = await SandboxGateway.create(t.db, unset);
    expect(other.keyId).toBe(gateway.keyId);
    const { order, confirmation } = await capturedPayment();
    expect(other.isValidPaymentSignature(order.id, confirmation.razorpay_payment_id, confirmation.razorpay_signature)).toBe(true);
    expect(other.isValidPaymentSignature(order.id, 'pay_SomethingElse01', confirmation.razorpay_signature)).toBe(false);
  });

  it('uses the configured key id and secrets when set', async () => {
    const configured = await SandboxGateway.create(t.db, { keyId: 'rzp_test_configured', keySecret: 'k-secret', webhookSecret: 'w-secret' });
    expect(configured.keyId).toBe('rzp_test_configured');
    const order = await configured.createOrder({ amountPaise: 100, currency: 'INR', receipt: 'r' });
    const result = await configured.checkout(order.id, 'rzp_test_configured', 'success');
    if (result.outcome !== 'success') throw new Error('expected a payment');
    const expected = createHmac('sha256', 'k-secret').update(`${order.id}|${result.confirmation.razorpay_payment_id}`).digest('hex');
    expect(result.confirmation.razorpay_signature).toBe(expected);
    const body = Buffer.from('{"event":"x"}');
    expect(configured.isValidWebhookSignature(body, createHmac('sha256', 'w-secret').update(body).digest('hex'))).toBe(true);
    expect(gateway.isValidWebhookSignature(body, createHmac('sha256', 'w-secret').update(body).digest('hex'))).toBe(false);
  });

  it('refunds once: the same idempotency key answers the same refund, another key is refused', async () => {
    const { confirmation } = await capturedPayment();
    const request = { paymentId: confirmation.razorpay_payment_id, amountPaise: 250_000, idempotencyKey: 'booking-2' };
    const [a, b] = await Promise.all([gateway.refund(request), gateway.refund(request)]);
    expect(b.id).toBe(a.id);
    expect((await gateway.refund(request)).id).toBe(a.id);
    await expect(gateway.refund({ ...request, idempotencyKey: 'booking-3' })).rejects.toMatchObject({ message: 'The payment has been fully refunded already', status: 400 });
    expect((await gateway.fetchPayment(confirmation.razorpay_payment_id)).status).toBe('refunded');
  });

  it('refunds part of a payment as often as the captured amount allows, each key once', async () => {
    const { confirmation } = await capturedPayment(1_000);
    const paymentId = confirmation.razorpay_payment_id;
    const first = await gateway.refund({ paymentId, amountPaise: 300, idempotencyKey: 'part-1' });
    expect((await gateway.fetchPayment(paymentId)).status).toBe('captured');
    expect((await gateway.refund({ paymentId, amountPaise: 300, idempotencyKey: 'part-1' })).id).toBe(first.id);
    await expect(gateway.refund({ paymentId, amountPaise: 800, idempotencyKey: 'part-2' })).rejects.toMatchObject({
      message: 'The total refund amount is greater than the refund payable',
      status: 400,
    });
    const [second, third] = await Promise.allSettled([
      gateway.refund({ paymentId, amountPaise: 700, idempotencyKey: 'part-3' }),
      gateway.refund({ paymentId, amountPaise: 700, idempotencyKey: 'part-4' }),
    ]);
    // Racing on one payment: one refund takes the rest, the other is refused.
    expect([second.status, third.status].sort()).toEqual(['fulfilled', 'rejected']);
    expect((await gateway.fetchPayment(paymentId)).status).toBe('refunded');
    expect(await gateway.fetchRefund(paymentId, first.id)).toEqual({ id: first.id, paymentId, amountPaise: 300, status: 'processed' });
  });

  it("answers the provider's errors for unknown payments, declined payments and too large refunds", async () => {
    await expect(gateway.fetchPayment('pay_DoesNotExist01')).rejects.toBeInstanceOf(GatewayError);
    const order = await gateway.createOrder({ amountPaise: 500, currency: 'INR', receipt: 'r' });
    const declined = await gateway.checkout(order.id, gateway.keyId, 'failure');
    if (declined.outcome !== 'failure') throw new Error('expected a decline');
    const paymentId = declined.error.metadata.payment_id;
    expect(await gateway.fetchPayment(paymentId)).toMatchObject({ status: 'failed', orderId: order.id, amountPaise: 500 });
    await expect(gateway.refund({ paymentId, amountPaise: 500, idempotencyKey: 'k' })).rejects.toMatchObject({ status: 400 });
    const { confirmation } = await capturedPayment(1_000);
    await expect(gateway.refund({ paymentId: confirmation.razorpay_payment_id, amountPaise: 1_001, idempotencyKey: 'k' })).rejects.toMatchObject({
      message: 'The refund amount provided is greater than amount captured',
    });
  });

  it('refuses a checkout opened with another key', async () => {
    const order = await gateway.createOrder({ amountPaise: 500, currency: 'INR', receipt: 'r' });
    await expect(gateway.checkout(order.id, 'rzp_test_wrong', 'success')).rejects.toMatchObject({ statusCode: 400, message: 'The api key provided is invalid' });
  });
});
