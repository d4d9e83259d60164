import { describe, expect, it } from 'vitest';
import { cancellationPolicyLine, departureStart, fullRefundUntil, refundOnCancel } from './cancellation-policy.ts';

const policy = { freeCancellationHours: 24, lateCancellationRefundPercent: 0 };
const hours = (n: number) => n * 3_600_000;

describe('the cancellation policy', () => {
  it('starts a departure at midnight in India', () => {
    expect(departureStart('2026-12-05').toISOString()).toBe('2026-12-04T18:30:00.000Z');
    expect(fullRefundUntil('2026-12-05', policy).toISOString()).toBe('2026-12-03T18:30:00.000Z');
  });

  it('gives everything back up to the deadline, the late percent after it, and always everything to an operator', () => {
    const start = departureStart('2026-12-05').getTime();
    expect(refundOnCancel(699_800, '2026-12-05', new Date(start - hours(25)), policy)).toBe(699_800);
    expect(refundOnCancel(699_800, '2026-12-05', new Date(start - hours(24)), policy)).toBe(699_800);
    expect(refundOnCancel(699_800, '2026-12-05', new Date(start - hours(23)), policy)).toBe(0);
    expect(refundOnCancel(699_800, '2026-12-05', new Date(start - hours(23)), { ...policy, lateCancellationRefundPercent: 50 })).toBe(349_900);
    // Rounded down to whole paise: never a promise of a fraction.
    expect(refundOnCancel(99_999, '2026-12-05', new Date(start - hours(1)), { ...policy, lateCancellationRefundPercent: 33 })).toBe(32_999);
    expect(refundOnCancel(699_800, '2026-12-05', new Date(start - hours(1)), policy, 'operator')).toBe(699_800);
  });

  it('reads as one line', () => {
    expect(cancellationPolicyLine(policy)).toBe('Free cancellation up to 24 hours before the tour starts; no refund after that.');
    expect(cancellationPolicyLine({ freeCancellationHours: 48, lateCancellationRefundPercent: 50 })).toBe(
      'Free cancellation up to 48 hours before the tour starts; 50% back after that.',
    );
    expect(cancellationPolicyLine({ freeCancellationHours: 1, lateCancellationRefundPercent: 100 })).toBe('Free cancellation up to 1 hour before the tour starts');
    expect(cancellationPolicyLine({ freeCancellationHours: 0, lateCancellationRefundPercent: 0 })).toBe('Free cancellation until the tour starts');
  });
});
