import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { refundOnCancel } from './cancellation-policy.ts';
import { percentOfPaise, personTypes, priceBooking, seatsTaken, type PriceTypeOnDate } from './price-calculation.ts';

const family: PriceTypeOnDate[] = [
  { type: 'adult', pricePaise: 250_000, takesSeat: true },
  { type: 'child', pricePaise: 150_000, takesSeat: true },
  { type: 'infant', pricePaise: 0, takesSeat: false },
];

describe('priceBooking', () => {
  it('prices each person type, then the group discount, then the code, on what is left', () => {
    const price = priceBooking({
      priceTypes: family,
      party: { adult: 5, child: 1, infant: 1 },
      groupDiscount: { minPeople: 6, percentOff: 10 },
      promo: { code: 'DIWALI', kind: 'fixed', amountOffPaise: 50_000 },
    });
    expect(price.lines).toEqual([
      { kind: 'people', type: 'adult', quantity: 5, unitPaise: 250_000, amountPaise: 1_250_000 },
      { kind: 'people', type: 'child', quantity: 1, unitPaise: 150_000, amountPaise: 150_000 },
      { kind: 'people', type: 'infant', quantity: 1, unitPaise: 0, amountPaise: 0 },
      { kind: 'group_discount', minPeople: 6, percentOff: 10, amountPaise: -140_000 },
      { kind: 'promo_code', code: 'DIWALI', percentOff: null, amountPaise: -50_000 },
    ]);
    expect(price.subtotalPaise).toBe(1_400_000);
    expect(price.totalPaise).toBe(1_210_000);
  });

  it('counts only seated people towards the group discount', () => {
    expect(seatsTaken(family, { adult: 4, child: 1, infant: 1 })).toBe(5);
    const price = priceBooking({ priceTypes: family, party: { adult: 4, child: 1, infant: 1 }, groupDiscount: { minPeople: 6, percentOff: 10 } });
    expect(price.lines.some((line) => line.kind === 'group_discount')).toBe(false);
  });

  it('rounds a percentage half up to the paisa', () => {
    expect(percentOfPaise(1005, 10)).toBe(101);
    expect(percentOfPaise(1004, 10)).toBe(100);
    const price = priceBooking({ priceTypes: [{ type: 'adult', pricePaise: 102_516, takesSeat: true }], party: { adult: 1 }, promo: { code: 'X', kind: 'percent', percentOff: 15 } });
    expect(price.totalPaise).toBe(102_516 - 15_377);
  });

  it('never takes the total below zero', () => {
    const price = priceBooking({ priceTypes: family, party: { adult: 1 }, promo: { code: 'BIG', kind: 'fixed', amountOffPaise: 9_999_999 } });
    expect(price.totalPaise).toBe(0);
    expect(price.lines.at(-1)).toMatchObject({ kind: 'promo_code', amountPaise: -250_000 });
  });
});

describe('priceBooking, for any party, prices, group rule and code', () => {
  const priceTypes = fc.array(
    fc.record({ type: fc.constantFrom(...personTypes), pricePaise: fc.integer({ min: 0, max: 10_000_000 }), takesSeat: fc.boolean() }),
    { minLength: 1, maxLength: 4 },
  );
  const party = fc.record({ adult: fc.nat(50), child: fc.nat(50), infant: fc.nat(50), senior: fc.nat(50) }, { requiredKeys: [] });
  const group = fc.option(fc.record({ minPeople: fc.integer({ min: 2, max: 60 }), percentOff: fc.integer({ min: 1, max: 90 }) }));
  const promo = fc.option(
    fc.oneof(
      fc.record({ code: fc.constant('P'), kind: fc.constant('percent' as const), percentOff: fc.integer({ min: 1, max: 100 }) }),
      fc.record({ code: fc.constant('F'), kind: fc.constant('fixed' as const), amountOffPaise: fc.integer({ min: 1, max: 100_000_000 }) }),
    ),
  );

  it('makes the total the sum of the lines, whole paise, never negative and never above the subtotal', () => {
    fc.assert(
      fc.property(priceTypes, party, group, promo, (types, who, groupDiscount, code) => {
        const price = priceBooking({ priceTypes: types, party: who, groupDiscount, promo: code });
        expect(price.totalPaise).toBe(price.lines.reduce((sum, line) => sum + line.amountPaise, 0));
        for (const line of price.lines) expect(Number.isInteger(line.amountPaise)).toBe(true);
        expect(price.totalPaise).toBeGreaterThanOrEqual(0);
        expect(price.totalPaise).toBeLessThanOrEqual(price.subtotalPaise);
      }),
    );
  });

  it('never refunds more than was paid for the booking it priced, whoever cancels and whenever', () => {
    const policy = fc.record({ freeCancellationHours: fc.integer({ min: 0, max: 720 }), lateCancellationRefundPercent: fc.integer({ min: 0, max: 100 }) });
    const hoursBefore = fc.integer({ min: -48, max: 2000 });
    fc.assert(
      fc.property(priceTypes, party, group, promo, policy, hoursBefore, fc.constantFrom('traveller' as const, 'operator' as const), (types, who, groupDiscount, code, rules, hours, canceller) => {
        const paid = priceBooking({ priceTypes: types, party: who, groupDiscount, promo: code }).totalPaise;
        const now = new Date(Date.parse('2027-03-05T03:30:00.000Z') - hours * 3_600_000);
        const refund = refundOnCancel(paid, '2027-03-05', now, rules, canceller);
        expect(Number.isInteger(refund)).toBe(true);
        expect(refund).toBeGreaterThanOrEqual(0);
        expect(refund).toBeLessThanOrEqual(paid);
      }),
    );
  });

  it('gives the same answer every time it is asked (the web shows what the server charges)', () => {
    fc.assert(
      fc.property(priceTypes, party, group, promo, (types, who, groupDiscount, code) => {
        const input = { priceTypes: types, party: who, groupDiscount, promo: code };
        expect(priceBooking(structuredClone(input))).toEqual(priceBooking(input));
      }),
    );
  });
});
