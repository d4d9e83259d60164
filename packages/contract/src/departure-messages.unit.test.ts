import { describe, expect, it } from 'vitest';
import { departureStatus, seatShortage } from './departure-rules.ts';
import { seatsLeftPhrase, tripShape } from './departure-messages.ts';

describe('departureStatus', () => {
  it.each([
    [20, 20, false, 'available'],
    [20, 6, false, 'available'],
    [20, 5, false, 'few_left'],
    [100, 21, false, 'available'],
    [100, 20, false, 'few_left'],
    [100, 6, false, 'few_left'],
    [8, 1, false, 'few_left'],
    [8, 0, false, 'sold_out'],
    [0, 0, false, 'sold_out'],
    [20, 20, true, 'closed'],
    [20, 0, true, 'closed'],
  ] as const)('capacity %i, %i left, closed %s → %s', (capacity, left, closed, status) => {
    expect(departureStatus(capacity, left, closed)).toBe(status);
  });
});

describe('seatShortage', () => {
  it('names the seats left, in the singular for one', () => {
    expect(seatShortage('few_left', 3, 4)).toBe('Only 3 seats left on this date.');
    expect(seatShortage('few_left', 1, 2)).toBe('Only 1 seat left on this date.');
  });
  it('says sold out and closed in their own words', () => {
    expect(seatShortage('sold_out', 0, 1)).toBe('This date is sold out.');
    expect(seatShortage('closed', 10, 1)).toBe('This tour does not run on this date.');
  });
  it('is null when the party fits', () => {
    expect(seatShortage('few_left', 2, 2)).toBeNull();
    expect(seatShortage('available', 20, 1)).toBeNull();
  });
});

it('reads seats and trip shape as the screens print them', () => {
  expect(seatsLeftPhrase(1)).toBe('Only 1 seat left');
  expect(seatsLeftPhrase(2)).toBe('Only 2 seats left');
  expect(tripShape(6, 12)).toBe('6 days · groups of up to 12');
  expect(tripShape(1, 25)).toBe('1 day · groups of up to 25');
});
