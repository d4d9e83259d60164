import { paymentMessages } from '@yatrika/contract/payment-messages';
import type { PaymentConfirmation } from '@yatrika/contract/payments';
import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/render.tsx';
import { FakeCheckout, FakeCheckoutConstructor, paymentConfig } from '../../../test/tour-detail-fixtures.ts';
import { ApiError } from '../api-client.ts';
import { loadCheckoutScript } from './load-checkout-script.ts';
import { CheckoutRefusal, checkoutMessages, paymentFailedMessage, runCheckout, type CheckoutEvent, type CheckoutSteps } from './run-checkout.ts';

vi.mock('./load-checkout-script.ts', () => ({ loadCheckoutScript: vi.fn() }));

const order = { id: 'order_RUN', amount: 270_000, currency: 'INR' as const };

/** A screen's two steps: its order opens at once, and verification answers "verified". */
function steps(overrides: Partial<CheckoutSteps<string>> = {}): CheckoutSteps<string> {
  return {
    open: () => Promise.resolve({ order, description: 'Spiti Valley Road Trip', prefill: { name: 'Asha Rao', contact: '9876543210' } }),
    verify: () => Promise.resolve('verified'),
    ...overrides,
  };
}

/** Runs a checkout to its open dialog (or its early failure), keeping every event it reports. */
async function run(given: CheckoutSteps<string>) {
  const events: CheckoutEvent<string>[] = [];
  await runCheckout(given, (event) => events.push(event));
  return events;
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.mocked(loadCheckoutScript).mockResolvedValue(FakeCheckoutConstructor);
  FakeCheckout.last = undefined;
  mockApi({ 'GET /api/payment/config': { body: paymentConfig } });
});

describe('runCheckout', () => {
  it('opens the provider’s dialog on the screen’s order, prefilled, then verifies the payment and hands back what verification answered', async () => {
    const verify = vi.fn((confirmation: PaymentConfirmation) => Promise.resolve(`verified ${confirmation.razorpay_payment_id}`));
    const events = await run(steps({ verify }));

    expect(loadCheckoutScript).toHaveBeenCalledWith(paymentConfig.checkoutScriptUrl);
    expect(FakeCheckout.last?.opened).toBe(true);
    expect(FakeCheckout.last!.options).toMatchObject({
      key: paymentConfig.keyId,
      amount: 270_000,
      currency: 'INR',
      name: 'Yatrika',
      description: 'Spiti Valley Road Trip',
      order_id: 'order_RUN',
      prefill: { name: 'Asha Rao', contact: '9876543210' },
      theme: { color: '#0f5f5c' },
    });
    expect(events).toEqual([]);

    FakeCheckout.last!.pay('pay_RUN');
    await waitFor(() => expect(events).toHaveLength(2));
    expect(verify).toHaveBeenCalledWith({ razorpay_order_id: 'order_RUN', razorpay_payment_id: 'pay_RUN', razorpay_signature: 'sig_TEST' });
    expect(events).toEqual([{ type: 'verifying' }, { type: 'paid', verified: 'verified pay_RUN', order }]);
  });

  it('says a declined payment in plain words, with the provider’s codes for support, and says nothing more when the dialog is then closed', async () => {
    const events = await run(steps());
    const decline = { description: 'Payment declined by the bank (sandbox).', reason: 'payment_failed', step: 'payment_authorization' };
    FakeCheckout.last!.decline(decline);
    FakeCheckout.last!.dismiss();
    expect(events).toEqual([{ type: 'failed', message: paymentMessages.declined, detail: paymentFailedMessage(decline) }]);
    expect(paymentFailedMessage(decline)).toBe('Payment Failed: Payment declined by the bank (sandbox). (payment_failed, payment_authorization)');
  });

  it('says the payment was cancelled when the dialog is closed, in the screen’s words when it has its own', async () => {
    const plain = await run(steps());
    FakeCheckout.last!.dismiss();
    expect(plain).toEqual([{ type: 'failed', message: 'Payment was cancelled.' }]);

    const own = await run(steps({ cancelled: 'Payment was cancelled. The change is not made.' }));
    FakeCheckout.last!.dismiss();
    expect(own).toEqual([{ type: 'failed', message: 'Payment was cancelled. The change is not made.' }]);
  });

  it('says the gateway failed to load, and opens no order, when the script does not load', async () => {
    vi.mocked(loadCheckoutScript).mockRejectedValue(new Error('The checkout script failed to load'));
    const open = vi.fn(steps().open);
    const events = await run(steps({ open }));
    expect(events).toEqual([{ type: 'failed', message: checkoutMessages.gatewayFailedToLoad }]);
    expect(open).not.toHaveBeenCalled();
    expect(FakeCheckout.last).toBeUndefined();
  });

  it('says why the order failed: the step’s words, the server’s, or the spec’s when the call broke', async () => {
    const refused = await run(steps({ open: () => Promise.reject(new CheckoutRefusal('Booking date cannot be in the past.')) }));
    expect(refused).toEqual([{ type: 'failed', message: 'Booking date cannot be in the past.' }]);

    const fromServer = await run(steps({ open: () => Promise.reject(new ApiError(409, 'Only 1 seat left on this date.', true)) }));
    expect(fromServer).toEqual([{ type: 'failed', message: 'Only 1 seat left on this date.' }]);

    const withoutReason = await run(steps({ open: () => Promise.reject(new ApiError(502, 'Bad gateway', false)) }));
    expect(withoutReason).toEqual([{ type: 'failed', message: paymentMessages.orderFailed }]);

    const broken = await run(steps({ open: () => Promise.reject(new TypeError('Failed to fetch')) }));
    expect(broken).toEqual([{ type: 'failed', message: checkoutMessages.initiateFailed }]);
    expect(FakeCheckout.last).toBeUndefined();
  });

  it('says the verification failed in the step’s words, or the spec’s when verification broke', async () => {
    const refused = await run(steps({ verify: () => Promise.reject(new CheckoutRefusal(paymentMessages.verificationFailed)) }));
    FakeCheckout.last!.pay();
    await waitFor(() => expect(refused).toHaveLength(2));
    expect(refused).toEqual([{ type: 'verifying' }, { type: 'failed', message: paymentMessages.verificationFailed }]);

    const broken = await run(steps({ verify: () => Promise.reject(new TypeError('Failed to fetch')) }));
    FakeCheckout.last!.pay();
    await waitFor(() => expect(broken).toHaveLength(2));
    expect(broken).toEqual([{ type: 'verifying' }, { type: 'failed', message: checkoutMessages.verificationError }]);
  });
});
