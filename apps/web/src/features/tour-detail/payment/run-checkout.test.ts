import { describe, expect, it } from 'vitest';
import { amountInPaise, paymentFailedMessage } from './run-checkout.ts';

describe('payment amounts and messages', () => {
  it('charges price per person × people × 100 paise, exactly', () => {
    expect(amountInPaise(18500, 2)).toBe(3_700_000);
    // 1499.99 × 100 is 149998.99999999997 in floating point.
    expect(amountInPaise(1499.99, 3)).toBe(449_997);
  });

  it('keeps the spec’s decline line, with the provider’s reason and step, for support', () => {
    const message = paymentFailedMessage({ description: 'Payment declined by the bank (sandbox).', reason: 'payment_failed', step: 'payment_authorization' });
    expect(message).toBe('Payment Failed: Payment declined by the bank (sandbox). (payment_failed, payment_authorization)');
  });
});
