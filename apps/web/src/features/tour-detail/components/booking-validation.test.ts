import { describe, expect, it } from 'vitest';
import { checkBooking } from './booking-validation.ts';

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

  it("refuses more people than the date's seats, a sold-out date and a closed one, in the server's words", () => {
    expect(checkBooking(1000, { ...filled, numPeople: '3' }, today, { status: 'few_left', seatsLeft: 2 })).toEqual({ ok: false, message: 'Only 2 seats left on this date.' });
    expect(checkBooking(1000, filled, today, { status: 'few_left', seatsLeft: 1 })).toEqual({ ok: false, message: 'Only 1 seat left on this date.' });
    expect(checkBooking(1000, filled, today, { status: 'sold_out', seatsLeft: 0 })).toEqual({ ok: false, message: 'This date is sold out.' });
    expect(checkBooking(1000, filled, today, { status: 'closed', seatsLeft: 5 })).toEqual({ ok: false, message: 'This tour does not run on this date.' });
    expect(checkBooking(1000, filled, today, { status: 'few_left', seatsLeft: 2 }).ok).toBe(true);
  });

  it('hands back the details trimmed, with the people as a number', () => {
    expect(checkBooking(1000, filled, today)).toEqual({
      ok: true,
      details: { fullName: 'Asha Rao', phone: '98765 43210', bookingDate: '2026-05-01', numPeople: 2 },
    });
  });
});
