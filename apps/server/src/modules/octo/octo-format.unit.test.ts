import { describe, expect, it } from 'vitest';
import { availabilityIdOf, departureOfAvailabilityId, localEndOf, utcText } from './octo-format.ts';

describe('availability ids', () => {
  it('are the departure’s local start in India, and read back to it', () => {
    expect(availabilityIdOf('2026-12-01', '06:30')).toBe('2026-12-01T06:30:00+05:30');
    expect(departureOfAvailabilityId('2026-12-01T06:30:00+05:30')).toEqual({ date: '2026-12-01', startTime: '06:30' });
  });

  it('read liberally: no seconds, an offset without its colon', () => {
    expect(departureOfAvailabilityId('2026-12-01T06:30+05:30')).toEqual({ date: '2026-12-01', startTime: '06:30' });
    expect(departureOfAvailabilityId(' 2026-12-01T16:00:00+0530 ')).toEqual({ date: '2026-12-01', startTime: '16:00' });
  });

  it('are none of ours in another zone, on a day that does not exist, or not text', () => {
    for (const id of ['2026-12-01T06:30:00Z', '2026-12-01T06:30:00+01:00', '2026-02-30T09:00:00+05:30', '2026-12-01T24:00:00+05:30', '2026-12-01', 'invalidAvailabilityId', 42, null]) {
      expect(departureOfAvailabilityId(id)).toBeNull();
    }
  });
});

it('ends a departure its tour’s days later at the same time, and writes UTC in whole seconds', () => {
  expect(localEndOf('2026-12-31', '09:00', 3)).toBe('2027-01-03T09:00:00+05:30');
  expect(localEndOf('2026-12-31', '09:00', 0)).toBe('2027-01-01T09:00:00+05:30');
  expect(utcText(new Date('2026-12-01T03:30:00.123Z'))).toBe('2026-12-01T03:30:00Z');
});
