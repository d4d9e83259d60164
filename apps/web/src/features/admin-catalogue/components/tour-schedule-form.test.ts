import { describe, expect, it } from 'vitest';
import { tourScheduleMessages } from '@yatrika/contract/tour-schedule';
import { aTour } from '../../../../test/admin-fixtures.ts';
import { appendTourSchedule, emptyTourSchedule, tourScheduleOf, validateTourSchedule } from './tour-schedule-form.ts';

describe('the tour form schedule', () => {
  it('sends only what changed, ranges as JSON lists, and a single date as a one-day range', () => {
    const form = new FormData();
    appendTourSchedule(form, { ...emptyTourSchedule, runWeekdays: [1, 5], closedRanges: '2027-01-26\n\n2027-03-01 to 2027-03-03', cutoffHours: '12' }, emptyTourSchedule);
    expect(Object.fromEntries(form)).toEqual({
      runWeekdays: '1,5',
      closedRanges: JSON.stringify([
        { from: '2027-01-26', to: '2027-01-26' },
        { from: '2027-03-01', to: '2027-03-03' },
      ]),
      cutoffHours: '12',
    });
  });

  it("clears a stored season by sending an empty list, and reads a stored tour's schedule back", () => {
    const tour = aTour({ schedule: { runWeekdays: [0, 6], seasons: [{ from: '05-01', to: '10-31' }], closedRanges: [], startTime: '06:30', startTimes: ['06:30'], cutoffHours: 24 } });
    const stored = tourScheduleOf(tour);
    expect(stored).toMatchObject({ seasons: '05-01 to 10-31', startTimes: ['06:30'], cutoffHours: '24' });
    const form = new FormData();
    appendTourSchedule(form, { ...stored, seasons: '' }, stored);
    expect(Object.fromEntries(form)).toEqual({ seasons: '[]' });
  });

  it("shows the server's sentences before sending", () => {
    expect(validateTourSchedule({ ...emptyTourSchedule, runWeekdays: [], seasons: '13-01 to 02-01' })).toEqual({
      runWeekdays: tourScheduleMessages.weekdaysInvalid,
      seasons: tourScheduleMessages.seasonsInvalid,
    });
  });

  it('sends several start times as one list, earliest first and once each, and says what is wrong with them', () => {
    const form = new FormData();
    appendTourSchedule(form, { ...emptyTourSchedule, startTimes: ['15:30', '09:00', '06:00', '15:30'] }, emptyTourSchedule);
    expect(Object.fromEntries(form)).toEqual({ startTimes: '06:00,09:00,15:30' });
    const unchanged = new FormData();
    appendTourSchedule(unchanged, { ...emptyTourSchedule, startTimes: ['09:00'] }, emptyTourSchedule);
    expect(Object.fromEntries(unchanged)).toEqual({});
    expect(validateTourSchedule({ ...emptyTourSchedule, startTimes: ['25:00'] })).toEqual({ startTimes: tourScheduleMessages.startTimesInvalid });
    expect(validateTourSchedule({ ...emptyTourSchedule, startTimes: ['06:00', '07:00', '08:00', '09:00', '10:00', '11:00', '12:00'] })).toEqual({
      startTimes: tourScheduleMessages.startTimesInvalid,
    });
  });
});
