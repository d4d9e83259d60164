import { describe, expect, it } from 'vitest';
import { regionOf, seasonOn } from './regions.ts';

describe('regionOf', () => {
  it.each([
    ['Leh, Ladakh', 'trans-himalaya'],
    ['Spiti, Himachal Pradesh', 'trans-himalaya'],
    ['Kedarnath, Uttarakhand', 'high-himalaya'],
    ['Tawang, Arunachal Pradesh', 'high-himalaya'],
    ['Manali, Himachal Pradesh', 'himalayan-hills'],
    ['Darjeeling, West Bengal', 'himalayan-hills'],
    ['Gangtok, Sikkim', 'himalayan-hills'],
    ['Rishikesh, Uttarakhand', 'north-plains'],
    ['Agra', 'north-plains'],
    ['Jaisalmer, Rajasthan', 'desert'],
    ['Goa', 'west-coast'],
    ['Gokarna, Karnataka', 'west-coast'],
    ['Alleppey, Kerala', 'kerala'],
    ['Munnar, Kerala', 'southern-hills'],
    ['Hampi, Karnataka', 'south'],
    ['Puri, Odisha', 'east'],
    ['Shillong, Meghalaya', 'northeast'],
    ['Havelock Island, Andaman and Nicobar', 'islands'],
    ['Khajuraho, Madhya Pradesh', 'central'],
    ['Atlantis', 'unknown'],
  ])('%s is in %s', (location, region) => {
    expect(regionOf(location).id).toBe(region);
  });

  it('falls back to the title when the location is vague, and to unknown for empty text', () => {
    expect(regionOf('North India', 'Varanasi Ghats Walk').id).toBe('north-plains');
    expect(regionOf('', '').id).toBe('unknown');
  });

  it('matches whole words only', () => {
    expect(regionOf('Goalpara').id).not.toBe('west-coast');
  });
});

describe('seasonOn', () => {
  it('starts a season on its first day and wraps around the new year', () => {
    const goa = regionOf('Goa');
    expect(seasonOn(goa, '2026-05-31').name).toBe('Summer (pre-monsoon)');
    expect(seasonOn(goa, '2026-06-01').name).toBe('Monsoon');
    expect(seasonOn(goa, '2026-09-30').name).toBe('Monsoon');
    expect(seasonOn(goa, '2026-12-31').name).toBe('Winter');
    expect(seasonOn(goa, '2027-01-01').name).toBe('Winter');
    expect(seasonOn(goa, '2027-02-28').name).toBe('Winter');
  });

  it('has the retreating monsoon in the northeast in October', () => {
    expect(seasonOn(regionOf('Shillong'), '2026-10-10').name).toMatch(/retreating monsoon/);
  });
});
