import { describe, expect, it } from 'vitest';
import { unbookedPaymentSentence } from './payment-record-messages.ts';

const paid = { amount: 6998, createdAt: '2026-11-22T05:00:00.000Z', paidAt: '2026-11-22T05:03:00.000Z' };

describe('a payment that did not become a booking, in words', () => {
  it('says when it was paid, what came back and why', () => {
    expect(unbookedPaymentSentence({ ...paid, status: 'refunded', refund: { amount: 6998, reason: 'sold_out' } })).toBe(
      '₹6,998 paid on 22 November 2026 was refunded: this date sold out before your booking was saved.',
    );
    expect(unbookedPaymentSentence({ ...paid, status: 'refund_pending', refund: { amount: 6998, reason: 'no_booking_details' } })).toBe(
      '₹6,998 paid on 22 November 2026 is being refunded: no booking was made with this payment. It reaches your account within 5 to 7 working days.',
    );
    expect(unbookedPaymentSentence({ ...paid, status: 'refunded', refund: { amount: 6998, reason: 'promo_code_used_up' } })).toBe(
      '₹6,998 paid on 22 November 2026 was refunded: the promo code was used up while you paid.',
    );
    expect(unbookedPaymentSentence({ ...paid, status: 'paid', refund: null })).toBe(
      '₹6,998 paid on 22 November 2026 is not a booking yet. We are saving it, or refunding it in full if we cannot.',
    );
  });

  it('uses the day in India, where the payment was made', () => {
    expect(unbookedPaymentSentence({ ...paid, paidAt: '2026-11-22T20:00:00.000Z', status: 'refunded', refund: { amount: 6998, reason: 'sold_out' } })).toMatch(
      /^₹6,998 paid on 23 November 2026/,
    );
  });
});
