import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './dates.ts';
import { ADVANCE_PERCENT_MAX, ADVANCE_PERCENT_MIN, BALANCE_DUE_DAYS_MAX, BALANCE_DUE_DAYS_MIN, partPaymentOffer } from './part-payment.ts';

const today = '2026-11-25';
const departure = addDays(today, 30);
const setting = (advancePercent: number | null, balanceDueDays: number | null = 7) => ({ advancePercent, balanceDueDays });

describe('partPaymentOffer', () => {
  it('takes the advance in whole rupees, rounded up, and leaves the rest as the balance', () => {
    // ₹5,998 at 30% is ₹1,799.40: the advance is ₹1,800, the balance ₹4,198.
    expect(partPaymentOffer(599_800, setting(30), departure, today)).toEqual({ advancePaise: 180_000, balancePaise: 419_800, balanceDueOn: addDays(departure, -7) });
    // ₹4,000 at 30% is exactly ₹1,200.
    expect(partPaymentOffer(400_000, setting(30), departure, today)).toMatchObject({ advancePaise: 120_000, balancePaise: 280_000 });
    // A total with paise: ₹999.50 at 25% is ₹249.875, so ₹250 now and ₹749.50 later.
    expect(partPaymentOffer(99_950, setting(25), departure, today)).toMatchObject({ advancePaise: 25_000, balancePaise: 74_950 });
  });

  it('takes the full amount when the whole-rupee advance would be all of it, or there is nothing to split', () => {
    // ₹1 at 50% rounds up to ₹1: nothing would be left for later.
    expect(partPaymentOffer(100, setting(50), departure, today)).toBeNull();
    expect(partPaymentOffer(150, setting(99), departure, today)).toBeNull();
    expect(partPaymentOffer(0, setting(30), departure, today)).toBeNull();
  });

  it('offers nothing when the tour takes no advance, or the balance would be due today or earlier', () => {
    expect(partPaymentOffer(400_000, setting(null, null), departure, today)).toBeNull();
    expect(partPaymentOffer(400_000, setting(30), addDays(today, 7), today)).toBeNull();
    expect(partPaymentOffer(400_000, setting(30), addDays(today, 8), today)).toMatchObject({ balanceDueOn: addDays(today, 1) });
  });

  it('for any total and setting: a whole-rupee advance never below the percent nor a rupee above it, the parts adding up to the total', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000_00 }),
        fc.integer({ min: ADVANCE_PERCENT_MIN, max: ADVANCE_PERCENT_MAX }),
        fc.integer({ min: BALANCE_DUE_DAYS_MIN, max: BALANCE_DUE_DAYS_MAX }),
        fc.integer({ min: 0, max: 400 }),
        (totalPaise, percent, days, daysAhead) => {
          const leaves = addDays(today, daysAhead);
          const offer = partPaymentOffer(totalPaise, setting(percent, days), leaves, today);
          if (addDays(leaves, -days) <= today) {
            expect(offer).toBeNull();
            return;
          }
          const exact = (totalPaise * percent) / 100;
          const whole = Math.ceil(exact / 100) * 100;
          if (whole >= totalPaise) {
            expect(offer).toBeNull();
            return;
          }
          expect(offer).not.toBeNull();
          expect(offer!.advancePaise % 100).toBe(0);
          expect(offer!.advancePaise).toBeGreaterThanOrEqual(exact);
          expect(offer!.advancePaise - exact).toBeLessThan(100);
          expect(offer!.balancePaise).toBeGreaterThan(0);
          expect(offer!.advancePaise + offer!.balancePaise).toBe(totalPaise);
          expect(offer!.balanceDueOn).toBe(addDays(leaves, -days));
        },
      ),
    );
  });
});
