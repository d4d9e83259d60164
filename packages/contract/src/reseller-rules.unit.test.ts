import { describe, expect, it } from 'vitest';
import { commissionPaise, monthDays } from './reseller-rules.ts';

describe('commissionPaise', () => {
  it('is the percent of the amount, rounded half up to the paisa', () => {
    expect(commissionPaise(1_000_000, 1250, 'booked')).toBe(125_000);
    // 7.25% of ₹3,333.33 is 24,166.64… paise.
    expect(commissionPaise(333_333, 725, 'completed')).toBe(24_167);
    // Exactly half a paisa goes up: 0.5% of 1 paisa… of 100 paise is 0.5 paise.
    expect(commissionPaise(100, 50, 'pending')).toBe(1);
    expect(commissionPaise(100, 49, 'booked')).toBe(0);
  });

  it('is nothing at 0% and the whole amount at 100%', () => {
    expect(commissionPaise(987_654, 0, 'booked')).toBe(0);
    expect(commissionPaise(987_654, 10_000, 'booked')).toBe(987_654);
  });

  it('is nothing for a cancelled booking', () => {
    expect(commissionPaise(1_000_000, 1250, 'canceled')).toBe(0);
  });
});

describe('monthDays', () => {
  it('knows the length of each month, February of leap years too', () => {
    expect(monthDays('2026-04')).toEqual({ first: '2026-04-01', last: '2026-04-30' });
    expect(monthDays('2026-12')).toEqual({ first: '2026-12-01', last: '2026-12-31' });
    expect(monthDays('2027-02')).toEqual({ first: '2027-02-01', last: '2027-02-28' });
    expect(monthDays('2028-02')).toEqual({ first: '2028-02-01', last: '2028-02-29' });
  });
});
