import { describe, expect, it } from 'vitest';
import { z } from './zod.ts';
import { decimalPlaces, hasAtMostDecimals, readWholeNumberText, wholeNumberFromClient } from './client-numbers.ts';
import { createDatePriceRequest } from './date-prices.ts';
import { rateBasisPoints } from './gst.ts';
import { updatePromoCodeRequest } from './promo-codes.ts';
import { createResellerRequest } from './resellers.ts';

const promoAmountAccepts = (value: unknown) => updatePromoCodeRequest.safeParse({ kind: 'fixed', amountOff: value }).success;
const datePriceAccepts = (value: unknown) => createDatePriceRequest.safeParse({ from: '2030-01-01', to: '2030-01-02', prices: { adult: value } }).success;

describe('readWholeNumberText', () => {
  it.each([
    ['2', 2],
    ['0', 0],
    ['-3', -3],
    ['007', 7],
    ['699800', 699_800],
  ])('reads %j as %d', (text, number) => {
    expect(readWholeNumberText(text)).toBe(number);
  });

  it.each(['2.5', 'abc', '', ' 2', '2 ', '+2', '0x10', '1e1', '1_000', '١٢', '-', '2\n'])('leaves %j as it is', (text) => {
    expect(readWholeNumberText(text)).toBe(text);
  });

  it.each([2, 2.5, null, undefined, true, [2], { n: 2 }])('leaves %j, which is not text, as it is', (value) => {
    expect(readWholeNumberText(value)).toBe(value);
  });
});

describe('wholeNumberFromClient', () => {
  const people = wholeNumberFromClient(
    z.number({ error: (issue) => (issue.input === undefined ? 'Required.' : 'Must be 1 to 9.') }).int('Must be 1 to 9.').min(1, 'Must be 1 to 9.').max(9, 'Must be 1 to 9.'),
  );
  const messageOf = (value: unknown) => people.safeParse(value).error?.issues[0]?.message;

  it('gives a number for a number or whole-number text', () => {
    expect(people.parse(3)).toBe(3);
    expect(people.parse('3')).toBe(3);
  });

  it("keeps the number schema's own messages for everything else", () => {
    expect(messageOf(undefined)).toBe('Required.');
    for (const value of ['2.5', 'abc', '', ' 2', '0', '10', 2.5, true]) expect(messageOf(value), String(value)).toBe('Must be 1 to 9.');
  });

  it('is documented as the number it becomes', () => {
    expect(z.toJSONSchema(z.object({ people }), { io: 'input' }).properties).toEqual({ people: expect.objectContaining({ type: 'integer', minimum: 1, maximum: 9 }) });
  });
});

describe('numbers with more decimals than a field allows', () => {
  // Every field of rupees or percent with two decimals refuses a third, however small: 1e-9 was
  // stored as 0 while 12.345 was refused, because a tolerance meant for floating error swallowed it.
  it.each([
    ['a reseller’s commission', (value: unknown) => createResellerRequest.safeParse({ name: 'Agent', email: 'a@agent.in', commissionPercent: value }).success],
    ['a promo code’s amount off', (value: unknown) => promoAmountAccepts(value)],
    ['a price on a date', (value: unknown) => datePriceAccepts(value)],
    ['a GST rate', (value: unknown) => rateBasisPoints(value as number) !== undefined],
  ])('%s: two decimals pass, a third is refused however small', (_field, accepts) => {
    for (const value of [12.5, 12.34, 0.01, 1, 10]) expect(accepts(value), String(value)).toBe(true);
    for (const value of [12.345, 1e-9, 0.001, 5e-7, 10.0000001, 1.5e-7, Number.NaN, Number.POSITIVE_INFINITY]) expect(accepts(value), String(value)).toBe(false);
  });

  it('counts decimals as the number is written', () => {
    expect([12.34, 1e-9, 1e21, 1.5e-7, 0.1 + 0.2, 7].map((value) => decimalPlaces(value))).toEqual([2, 9, 0, 8, 17, 0]);
    expect(hasAtMostDecimals(12.34, 2)).toBe(true);
    expect(hasAtMostDecimals(1e-9, 2)).toBe(false);
  });
});
