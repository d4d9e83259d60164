import { describe, expect, it } from 'vitest';
import { withOwnHold } from './own-hold.ts';

const now = Date.parse('2026-11-23T14:00:00Z');
const soldOut = { date: '2026-12-05', capacity: 12, seatsLeft: 0, status: 'sold_out' as const };
const hold = { date: '2026-12-05', seats: 2, expiresAt: '2026-11-23T14:15:00Z' };

describe('withOwnHold', () => {
  it("gives the traveller back the seats their own unexpired hold takes, with the date's status", () => {
    expect(withOwnHold(soldOut, hold, now)).toEqual({ ...soldOut, seatsLeft: 2, status: 'few_left' });
  });

  it('changes nothing for another date, an expired hold, or a closed date', () => {
    expect(withOwnHold({ ...soldOut, date: '2026-12-06' }, hold, now).seatsLeft).toBe(0);
    expect(withOwnHold(soldOut, { ...hold, expiresAt: '2026-11-23T13:59:59Z' }, now).seatsLeft).toBe(0);
    const closed = { ...soldOut, status: 'closed' as const };
    expect(withOwnHold(closed, hold, now)).toBe(closed);
  });

  it('never shows more seats than the date has', () => {
    expect(withOwnHold({ ...soldOut, seatsLeft: 11, status: 'available' }, hold, now).seatsLeft).toBe(12);
  });
});
