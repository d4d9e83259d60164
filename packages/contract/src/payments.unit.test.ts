import { describe, expect, it } from 'vitest';
import { createOrderRequest, paymentMessages, RECEIPT_MAX, withoutRoundingError } from './payments.ts';

describe('withoutRoundingError', () => {
  it('reads a product of price, people and 100 that missed a whole number of paise as that number', () => {
    // What the spec's client computes for ₹1,025.16 × "1" and ₹1,005.55 × "3".
    expect(1025.16 * Number('1') * 100).not.toBe(102_516);
    expect(withoutRoundingError(1025.16 * Number('1') * 100)).toBe(102_516);
    expect(withoutRoundingError(1005.55 * Number('3') * 100)).toBe(301_665);
    expect(withoutRoundingError(0.15 * 3 * 100)).toBe(45);
  });

  it.each([10.5, 100.01, 0.4, 1e-7, -0.5])('leaves %d, a real fraction of a paisa, as it is', (value) => {
    expect(withoutRoundingError(value)).toBe(value);
  });

  it.each(['10', null, undefined, Number.NaN, Number.POSITIVE_INFINITY])('leaves %j, not a finite number, as it is', (value) => {
    expect(withoutRoundingError(value)).toBe(value);
  });
});

describe('createOrderRequest', () => {
  const amountOf = (amount: unknown) => createOrderRequest.safeParse({ amount, currency: 'INR' });

  it('takes the amount as a number, as whole-number text, or with rounding error, and gives whole paise', () => {
    expect(amountOf(699_800).data?.amount).toBe(699_800);
    expect(amountOf('699800').data?.amount).toBe(699_800);
    expect(amountOf(1025.16 * 100).data?.amount).toBe(102_516);
  });

  it.each(['2.5', 'abc', '', ' 699800', '0', '-5', 10.5, 0, true])('refuses the amount %j with its message', (amount) => {
    expect(amountOf(amount).error?.issues[0]?.message).toBe(paymentMessages.amountRequired);
  });

  it(`takes a receipt of up to ${RECEIPT_MAX} characters as sent, and refuses a longer one or one with NUL`, () => {
    const receiptOf = (receipt: unknown) => createOrderRequest.safeParse({ amount: 100, receipt });
    expect(receiptOf('r'.repeat(RECEIPT_MAX)).data?.receipt).toBe('r'.repeat(RECEIPT_MAX));
    for (const receipt of ['r'.repeat(RECEIPT_MAX + 1), 'a\u0000b', 42]) {
      expect(receiptOf(receipt).error?.issues[0]?.message).toBe(paymentMessages.receiptInvalid);
    }
  });
});
