import { describe, expect, it } from 'vitest';
import { paymentFailedMessage } from './run-checkout.ts';

describe('payment messages', () => {
  it('keeps the spec’s decline line, with the provider’s reason and step, for support', () => {
    const message = paymentFailedMessage({ description: 'Payment declined by the bank (sandbox).', reason: 'payment_failed', step: 'payment_authorization' });
    expect(message).toBe('Payment Failed: Payment declined by the bank (sandbox). (payment_failed, payment_authorization)');
  });
});
