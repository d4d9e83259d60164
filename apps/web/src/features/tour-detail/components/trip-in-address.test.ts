import { describe, expect, it } from 'vitest';
import { readTripFromAddress, tripSearch } from './trip-in-address.ts';

const TODAY = '2026-11-23';
const read = (search: string, offered: Parameters<typeof readTripFromAddress>[1] = ['adult', 'child']) => readTripFromAddress(new URLSearchParams(search), offered, TODAY);

describe('a trip in the booking form address', () => {
  it('reads back what it wrote: the date, the start time and each counted type', () => {
    const trip = { date: '2026-12-05', startTime: '15:00', party: { adult: 2, child: 1 } };
    expect(read(tripSearch(trip))).toEqual(trip);
  });

  it('writes nothing for nothing chosen, and no start time without a date', () => {
    expect(tripSearch({})).toBe('');
    expect(tripSearch({ startTime: '09:00' })).toBe('');
    expect(tripSearch({ party: { adult: 0, child: 2 } })).toBe('child=2');
  });

  it('takes today, and leaves out a past date with its time', () => {
    expect(read(`date=${TODAY}`)).toEqual({ date: TODAY });
    expect(read('date=2026-11-22&time=09:00&adult=2')).toEqual({ party: { adult: 2 } });
  });

  it.each(['date=2026-02-30', 'date=05-12-2026', 'date=2026-12-5', 'date=', 'date=tomorrow'])('leaves out a date that is no day (%s)', (search) => {
    expect(read(search)).toEqual({});
  });

  it.each(['24:00', '9:00', '09:60', '09:00:00', 'noon'])('keeps the date but not a time that is no time (%s)', (time) => {
    expect(read(`date=2026-12-05&time=${time}`)).toEqual({ date: '2026-12-05' });
  });

  it.each([
    ['a type the tour does not offer', 'adult=2&senior=1'],
    ['a count that is not a whole number', 'adult=1.5'],
    ['a negative count', 'adult=-1'],
    ['more people than one booking takes', 'adult=30&child=30'],
    ['no one at all', 'adult=0&child=0'],
  ])('leaves out the whole party for %s', (_, search) => {
    expect(read(`date=2026-12-05&${search}`)).toEqual({ date: '2026-12-05' });
  });

  it('takes adults on any tour, and children with no adult (whether that party may book is the form’s to say)', () => {
    expect(read('adult=3', [])).toEqual({ party: { adult: 3 } });
    expect(read('child=2')).toEqual({ party: { child: 2 } });
  });
});
