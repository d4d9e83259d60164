import { describe, expect, it } from 'vitest';
import { inferCategory, inferTripDays } from './trip-facts.ts';

describe('inferCategory', () => {
  it.each([
    ['Kedarnath Yatra', 'religious'],
    ['Golden Temple Darshan', 'religious'],
    ['Honeymoon in Munnar', 'romantic'],
    ['Forts and Palaces of Jaipur', 'historical & cultural'],
    ['Rishikesh River Rafting', 'adventure'],
    ['Hampta Pass Trek', 'adventure'],
    ['Explore Kerala', null],
  ])('%s reads as %s', (title, category) => {
    expect(inferCategory(title)).toBe(category);
  });
});

describe('inferTripDays', () => {
  it('takes the length from the title when it says so', () => {
    expect(inferTripDays('Kashmir 7 Days Tour', null)).toBe(7);
    expect(inferTripDays('Goa 5D/4N Package', 'romantic')).toBe(5);
    expect(inferTripDays('Andaman 2-Day Escape', null)).toBe(2);
    expect(inferTripDays('Coorg 3 Nights', null)).toBe(4);
    expect(inferTripDays('Epic 99 Days Yatra', 'religious')).toBe(30);
  });

  it('estimates from the kind of trip, then the category, then three days', () => {
    expect(inferTripDays('Chadar Trek', 'adventure')).toBe(6);
    expect(inferTripDays('Char Dham Yatra', 'religious')).toBe(10);
    expect(inferTripDays('Old Delhi Heritage Walk', 'historical & cultural')).toBe(1);
    expect(inferTripDays('Paragliding in Bir', 'adventure')).toBe(5);
    expect(inferTripDays('Udaipur Escape', 'romantic')).toBe(4);
    expect(inferTripDays('Mystery Tour', null)).toBe(3);
  });
});
