import { describe, expect, it } from 'vitest';
import { bookingCutoffAt, openSchedule, scheduleRefusal, scheduleRefusalMessage } from './tour-schedule-rules.ts';

// 2027-03-10 is a Wednesday (3).
const wednesday = '2027-03-10';
const longBefore = new Date('2027-01-01T00:00:00Z');

describe('scheduleRefusal', () => {
  it('lets every date through for a tour with no rules', () => {
    expect(scheduleRefusal(openSchedule, wednesday, longBefore)).toBeNull();
  });

  it('refuses weekdays not run, dates out of season (wrapping seasons too) and closed ranges', () => {
    expect(scheduleRefusal({ ...openSchedule, runWeekdays: [1, 5] }, wednesday, longBefore)).toBe('weekday');
    expect(scheduleRefusal({ ...openSchedule, seasons: [{ from: '05-01', to: '10-31' }] }, wednesday, longBefore)).toBe('season');
    expect(scheduleRefusal({ ...openSchedule, seasons: [{ from: '11-01', to: '03-15' }] }, wednesday, longBefore)).toBeNull();
    expect(scheduleRefusal({ ...openSchedule, closedRanges: [{ from: '2027-03-09', to: '2027-03-10' }] }, wednesday, longBefore)).toBe('closed');
  });

  it('closes the cut-off before the start in India time', () => {
    const schedule = { ...openSchedule, startTime: '06:30', startTimes: ['06:30'], cutoffHours: 2 };
    // 06:30 in India is 01:00 UTC: bookings close at 23:00 UTC the day before.
    expect(scheduleRefusal(schedule, wednesday, new Date('2027-03-09T23:00:00Z'))).toBeNull();
    expect(scheduleRefusal(schedule, wednesday, new Date('2027-03-09T23:00:01Z'))).toBe('cutoff');
    expect(scheduleRefusal(schedule, wednesday, new Date('2027-03-10T01:00:01Z'))).toBe('departed');
  });

  it('without a cut-off, sells until the start in India time and never after it', () => {
    // 09:00 in India is 03:30 UTC; 15:14 in India (the afternoon of the same day) is 09:44 UTC.
    expect(bookingCutoffAt(openSchedule, wednesday)).toEqual(new Date('2027-03-10T03:30:00Z'));
    expect(scheduleRefusal(openSchedule, wednesday, new Date('2027-03-10T03:29:59Z'))).toBeNull();
    expect(scheduleRefusal(openSchedule, wednesday, new Date('2027-03-10T03:30:00Z'))).toBeNull();
    expect(scheduleRefusal(openSchedule, wednesday, new Date('2027-03-10T03:30:01Z'))).toBe('departed');
    expect(scheduleRefusal(openSchedule, wednesday, new Date('2027-03-10T09:44:00Z'))).toBe('departed');
    // The next day's departure is still on sale.
    expect(scheduleRefusal(openSchedule, '2027-03-11', new Date('2027-03-10T09:44:00Z'))).toBeNull();
    // A later start the same day still sells after the morning one has left.
    const twice = { ...openSchedule, startTimes: ['09:00', '16:00'] };
    expect(scheduleRefusal(twice, wednesday, new Date('2027-03-10T09:44:00Z'), '16:00')).toBeNull();
    expect(scheduleRefusalMessage('departed', openSchedule)).toBe('This departure has already set off.');
  });

  it('refuses a start time the tour does not run, and counts the cut-off back from each start time', () => {
    const twice = { ...openSchedule, startTime: '06:30', startTimes: ['06:30', '16:00'], cutoffHours: 2 };
    const afterMorningCutoff = new Date('2027-03-09T23:30:00Z');
    expect(scheduleRefusal(twice, wednesday, afterMorningCutoff)).toBe('cutoff');
    expect(scheduleRefusal(twice, wednesday, afterMorningCutoff, '06:30')).toBe('cutoff');
    // 16:00 in India is 10:30 UTC: bookings close at 08:30 UTC.
    expect(scheduleRefusal(twice, wednesday, afterMorningCutoff, '16:00')).toBeNull();
    expect(scheduleRefusal(twice, wednesday, new Date('2027-03-10T08:30:01Z'), '16:00')).toBe('cutoff');
    expect(scheduleRefusal(twice, wednesday, longBefore, '12:00')).toBe('startTime');
    expect(scheduleRefusalMessage('startTime', twice, '12:00')).toBe('This tour does not set off at 12:00; it sets off at 06:30 or 16:00 (India).');
  });

  it('says why in a sentence', () => {
    expect(scheduleRefusalMessage('weekday', { ...openSchedule, runWeekdays: [5, 1] })).toBe('This tour runs only on Mondays and Fridays.');
    expect(scheduleRefusalMessage('season', { ...openSchedule, seasons: [{ from: '05-01', to: '10-31' }] })).toBe('This tour runs only from 1 May to 31 Oct.');
  });
});
