import { describe, expect, it } from 'vitest';
import { aBooking } from '../../../../test/fixtures.ts';
import { paymentWords } from './payment-words.ts';

describe('the money beside a booking status', () => {
  it('says what was paid, what came back, or that nothing was paid', () => {
    expect(paymentWords(aBooking())).toBe('Paid ₹37,000');
    expect(paymentWords(aBooking({ refund: { id: 'rfnd_1', amount: 37000, status: 'processed', createdAt: '2026-02-02T10:00:00.000Z', byHand: false, reference: null } }))).toBe('Refunded ₹37,000');
    expect(paymentWords(aBooking({ refund: { id: null, amount: 37000, status: 'pending', createdAt: '2026-02-02T10:00:00.000Z', byHand: false, reference: null } }))).toBe('Paid ₹37,000');
    expect(paymentWords(aBooking({ payment: null }))).toBe('Not paid');
  });
});
