import { describe, expect, it } from 'vitest';
import { bookingTotal, checkBooking } from './booking-validation.ts';

const today = '2026-05-01';
const filled = { fullName: ' Asha Rao ', phone: '98765 43210', bookingDate: '2026-05-01', numPeople: '2' };

describe('checkBooking', () => {
  it('needs the tour', () => {
    expect(checkBooking(undefined, filled, today)).toEqual({ ok: false, message: 'Tour details or booking information is missing.' });
  });

  it.each(['fullName', 'phone', 'bookingDate', 'numPeople'] as const)('needs %s', (field) => {
    expect(checkBooking(1000, { ...filled, [field]: ' ' }, today)).toEqual({ ok: false, message: 'All booking fields are required.' });
  });

  it.each(['0', '-1', '1.5'])('needs at least one whole person, not %s', (numPeople) => {
    expect(checkBooking(1000, { ...filled, numPeople }, today)).toEqual({ ok: false, message: 'Number of people must be at least 1.' });
  });

  it('refuses a day before today (in India)', () => {
    expect(checkBooking(1000, { ...filled, bookingDate: '2026-04-30' }, today)).toEqual({ ok: false, message: 'Booking date cannot be in the past.' });
  });

  it('refuses a total of zero', () => {
    expect(checkBooking(0, filled, today)).toEqual({ ok: false, message: 'Total amount must be greater than zero.' });
  });

  it('hands back the details trimmed, with the people as a number', () => {
    expect(checkBooking(1000, filled, today)).toEqual({
      ok: true,
      details: { fullName: 'Asha Rao', phone: '98765 43210', bookingDate: '2026-05-01', numPeople: 2 },
    });
  });
});

describe('bookingTotal', () => {
  it('is price × people, and nothing while the count is not a whole number from 1', () => {
    expect(bookingTotal(18500, '3')).toBe(55500);
    expect(bookingTotal(18500, '')).toBeUndefined();
    expect(bookingTotal(18500, '0')).toBeUndefined();
  });
});
