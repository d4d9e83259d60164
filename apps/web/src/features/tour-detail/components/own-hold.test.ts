import { describe, expect, it } from 'vitest';
import type { DepartureDay } from '@yatrika/contract/departures';
import { withOwnHold } from './own-hold.ts';

const now = Date.parse('2026-11-23T14:00:00Z');
const slot = (startTime: string, seatsLeft: number, status: 'available' | 'sold_out' | 'closed') => ({ startTime, capacity: 12, seatsLeft, closed: status === 'closed', status });
const soldOut: DepartureDay = { date: '2026-12-05', capacity: 12, seatsLeft: 0, status: 'sold_out', departures: [slot('09:00', 0, 'sold_out')] };
const hold = { date: '2026-12-05', startTime: '09:00', seats: 2, expiresAt: '2026-11-23T14:15:00Z' };

describe('withOwnHold', () => {
  it("gives the traveller back the seats their own unexpired hold takes, with the date's status", () => {
    expect(withOwnHold(soldOut, hold, now)).toMatchObject({ seatsLeft: 2, status: 'few_left', departures: [{ startTime: '09:00', seatsLeft: 2, status: 'few_left' }] });
  });

  it('changes nothing for another date, an expired hold, or a closed date', () => {
    expect(withOwnHold({ ...soldOut, date: '2026-12-06' }, hold, now).seatsLeft).toBe(0);
    expect(withOwnHold(soldOut, { ...hold, expiresAt: '2026-11-23T13:59:59Z' }, now).seatsLeft).toBe(0);
    const closed: DepartureDay = { ...soldOut, status: 'closed', departures: [slot('09:00', 0, 'closed')] };
    expect(withOwnHold(closed, hold, now)).toBe(closed);
  });

  it('never shows more seats than the departure has', () => {
    const nearlyEmpty: DepartureDay = { ...soldOut, seatsLeft: 11, status: 'available', departures: [slot('09:00', 11, 'available')] };
    expect(withOwnHold(nearlyEmpty, hold, now).seatsLeft).toBe(12);
  });

  it('gives seats back only to the departure held, and sums the date again', () => {
    const twoTimes: DepartureDay = { ...soldOut, capacity: 24, seatsLeft: 0, departures: [slot('09:00', 0, 'sold_out'), slot('15:00', 0, 'sold_out')] };
    const seen = withOwnHold(twoTimes, { ...hold, startTime: '15:00' }, now);
    expect(seen.departures.map((departure) => departure.seatsLeft)).toEqual([0, 2]);
    expect(seen).toMatchObject({ capacity: 24, seatsLeft: 2, status: 'few_left' });
  });
});
