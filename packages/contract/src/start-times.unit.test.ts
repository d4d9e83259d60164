import { describe, expect, it } from 'vitest';
import { dayOfDepartures } from './departure-rules.ts';
import { tourScheduleFields, tourScheduleMessages } from './tour-schedule.ts';

describe('the tour form reads start times', () => {
  it('as a comma list or a JSON list, kept once each and earliest first, the first being the start time', () => {
    expect(tourScheduleFields.parse({ startTimes: ' 15:30, 06:00 ,15:30' })).toMatchObject({ startTime: '06:00', startTimes: ['06:00', '15:30'] });
    expect(tourScheduleFields.parse({ startTimes: '["18:00","09:15"]' })).toMatchObject({ startTime: '09:15', startTimes: ['09:15', '18:00'] });
    expect(tourScheduleFields.parse({ startTimes: ['07:00'] })).toMatchObject({ startTime: '07:00', startTimes: ['07:00'] });
  });

  it('from a form that sends one startTime, as before start times: the list is that one time', () => {
    expect(tourScheduleFields.parse({ startTime: '06:30' })).toMatchObject({ startTime: '06:30', startTimes: ['06:30'] });
    expect(tourScheduleFields.parse({ startTime: '06:30', startTimes: '10:00,14:00' })).toMatchObject({ startTime: '10:00', startTimes: ['10:00', '14:00'] });
    expect(tourScheduleFields.parse({})).not.toHaveProperty('startTimes');
  });

  it('refuses none, more than six, or a time that is not one', () => {
    for (const startTimes of ['', '[]', '24:00', '9:00', '06:00,07:00,08:00,09:00,10:00,11:00,12:00', '[930]', '{"a":1}']) {
      expect(tourScheduleFields.safeParse({ startTimes }).error?.issues[0]?.message, startTimes).toBe(tourScheduleMessages.startTimesInvalid);
    }
  });
});

describe('a date of the calendar from its departures', () => {
  const slot = (startTime: string, seatsLeft: number, closed = false) => ({
    startTime,
    capacity: 10,
    seatsLeft,
    closed,
    status: closed ? ('closed' as const) : seatsLeft === 0 ? ('sold_out' as const) : ('available' as const),
  });

  it('adds up the departures still open, so old clients see a date bookable while one is', () => {
    expect(dayOfDepartures('2027-03-10', [slot('09:00', 0), slot('15:00', 7)])).toMatchObject({ capacity: 20, seatsLeft: 7, status: 'available' });
    expect(dayOfDepartures('2027-03-10', [slot('09:00', 8, true), slot('15:00', 3)])).toMatchObject({ capacity: 10, seatsLeft: 3, status: 'few_left' });
  });

  it('reads a date with one departure exactly as that departure, closed ones included', () => {
    expect(dayOfDepartures('2027-03-10', [slot('09:00', 6, true)])).toMatchObject({ capacity: 10, seatsLeft: 6, status: 'closed' });
    expect(dayOfDepartures('2027-03-10', [slot('09:00', 0)])).toMatchObject({ capacity: 10, seatsLeft: 0, status: 'sold_out' });
  });
});
