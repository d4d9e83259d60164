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

  it('counts every refund the ledger has, not only the booking’s own', () => {
    expect(paymentWords(aBooking({ refund: null, amountPaid: 20000, amountRefunded: 11000 }))).toBe('Paid ₹20,000 · Refunded ₹11,000');
    expect(paymentWords(aBooking({ refund: null, amountPaid: 20000, amountRefunded: 20000 }))).toBe('Refunded ₹20,000');
    expect(paymentWords(aBooking({ amountPaid: 20000, amountRefunded: 0 }))).toBe('Paid ₹20,000');
  });

  it("says a reseller's booking was paid to the reseller, not that it is unpaid", () => {
    const sold = aBooking({ payment: null, totalPrice: 12500, reseller: { _id: '7d1f3c2a-3b4c-4d5e-8f90-1a2b3c4d5e6f', reference: 'KLK-1', paidToReseller: true } });
    expect(paymentWords(sold)).toBe('Paid to reseller ₹12,500');
  });
});
