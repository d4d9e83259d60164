import { describe, expect, it } from 'vitest';
import { actionWords, fieldChanges, fieldName, roleWords, valueWords } from './audit-words.ts';

describe('audit words', () => {
  it('names fields and actions as a person reads them', () => {
    expect(fieldName('bookingDate')).toBe('Booking date');
    expect(fieldName('balanceDueOn')).toBe('Balance due on');
    expect(actionWords('booking.party-change')).toBe('Booking: party change');
    expect(actionWords('check-in.scan')).toBe('Check in: scan');
    expect(roleWords('front_desk')).toBe('Front desk');
    expect(roleWords('retired_role')).toBe('retired_role');
  });

  it('writes values in words', () => {
    expect(valueWords(true)).toBe('yes');
    expect(valueWords(null)).toBe('');
    expect(valueWords(['09:00', '15:30'])).toBe('09:00, 15:30');
    expect(valueWords({ adult: 2 })).toBe('{"adult":2}');
  });

  it('lists the fields that changed, before → after, and every field of a thing made or removed', () => {
    expect(fieldChanges({ before: { status: 'booked', numPeople: 2 }, after: { status: 'canceled', numPeople: 2, refund: 'full' } })).toEqual([
      { field: 'Status', before: 'booked', after: 'canceled' },
      { field: 'Refund', before: '', after: 'full' },
    ]);
    expect(fieldChanges({ before: null, after: { title: 'Hampi' } })).toEqual([{ field: 'Title', before: '', after: 'Hampi' }]);
    expect(fieldChanges({ before: { title: 'Hampi' }, after: null })).toEqual([{ field: 'Title', before: 'Hampi', after: '' }]);
    expect(fieldChanges({ before: null, after: null })).toEqual([]);
  });
});
