import { describe, expect, it } from 'vitest';
import { normalizedTourTitle, sameTourDates, type TourDates } from './tour-duplicates.ts';

const everyDay: TourDates = { runWeekdays: [0, 1, 2, 3, 4, 5, 6], seasons: [], closedRanges: [], startTimes: ['09:00'] };

describe('tours the operator would take for one', () => {
  it('reads titles alike whatever their case and spacing', () => {
    expect(normalizedTourTitle('  Sunrise   at  Tiger Hill ')).toBe(normalizedTourTitle('sunrise at tiger hill'));
    expect(normalizedTourTitle('Sunrise at Tiger Hill')).not.toBe(normalizedTourTitle('Sunset at Tiger Hill'));
  });

  it('reads the same dates given in another order as the same', () => {
    expect(sameTourDates(everyDay, { ...everyDay, runWeekdays: [6, 5, 4, 3, 2, 1, 0] })).toBe(true);
    expect(sameTourDates({ ...everyDay, startTimes: ['09:00', '15:30'] }, { ...everyDay, startTimes: ['15:30', '09:00'] })).toBe(true);
  });

  it('tells apart another weekday, season, closed date or start time', () => {
    expect(sameTourDates(everyDay, { ...everyDay, runWeekdays: [6, 0] })).toBe(false);
    expect(sameTourDates(everyDay, { ...everyDay, seasons: [{ from: '10-01', to: '03-31' }] })).toBe(false);
    expect(sameTourDates(everyDay, { ...everyDay, closedRanges: [{ from: '2027-01-01', to: '2027-01-02' }] })).toBe(false);
    expect(sameTourDates(everyDay, { ...everyDay, startTimes: ['06:00'] })).toBe(false);
  });
});
