import { describe, expect, it } from 'vitest';
import { addMonths, bookableRange, lastDayOf, monthTitle, monthWeeks } from './calendar-month.ts';

describe('calendar months', () => {
  it('steps across years and knows each month’s last day, leap years too', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2027-01', -1)).toBe('2026-12');
    expect(lastDayOf('2028-02')).toBe('2028-02-29');
    expect(lastDayOf('2027-02')).toBe('2027-02-28');
    expect(monthTitle('2026-12')).toBe('December 2026');
  });

  it('lays a month out in Sunday-to-Saturday weeks with blanks around it', () => {
    // December 2026 starts on a Tuesday and ends on a Thursday.
    const weeks = monthWeeks('2026-12');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([null, null, '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05']);
    expect(weeks[4]).toEqual(['2026-12-27', '2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', null, null]);
  });

  it('asks for availability from today in the current month, from the 1st later on, and not at all for past months', () => {
    expect(bookableRange('2026-11', '2026-11-23')).toEqual({ from: '2026-11-23', days: 8 });
    expect(bookableRange('2026-12', '2026-11-23')).toEqual({ from: '2026-12-01', days: 31 });
    expect(bookableRange('2026-10', '2026-11-23')).toBeUndefined();
  });
});
