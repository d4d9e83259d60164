import { bookingMessages } from '@yatrika/contract/booking-messages';
import { describe, expect, it } from 'vitest';
import { aBooking } from '../../../../test/fixtures.ts';
import { bookingFormReducer, initialBookingForm, isOpen, type BookingFormAction, type BookingFormState } from './booking-form-state.ts';

const after = (...actions: BookingFormAction[]) => actions.reduce<BookingFormState>(bookingFormReducer, initialBookingForm);
const hold = { date: '2026-12-12', startTime: '09:00', seats: 2, expiresAt: '2026-11-23T06:15:00.000Z' };

describe('bookingFormReducer: the fields', () => {
  it('starts choosing, with nothing typed, one adult and the full amount to pay', () => {
    expect(initialBookingForm.step).toEqual({ name: 'choosing' });
    expect(isOpen(initialBookingForm.step)).toBe(true);
    expect(initialBookingForm.contact).toEqual({});
    expect(initialBookingForm.trip.counts).toEqual({ adult: 1 });
    expect(initialBookingForm.payment).toBe('full');
  });

  it('marks a field as it is left, and takes the mark away as soon as the value is right', () => {
    const left = after({ type: 'left', name: 'phone', value: '12' });
    expect(left.fieldProblems.phone).toBe(bookingMessages.phoneInvalid);
    expect(bookingFormReducer(left, { type: 'typed', name: 'phone', value: '123' }).fieldProblems.phone).toBe(bookingMessages.phoneInvalid);
    const right = bookingFormReducer(left, { type: 'typed', name: 'phone', value: '9876543210' });
    expect(right.fieldProblems.phone).toBeUndefined();
    expect(right.contact.phone).toBe('9876543210');
  });

  it('keeps the typed number of people and the chosen date with the trip, and a chosen date clears its mark', () => {
    const marked = after({ type: 'refused', message: bookingMessages.allFieldsRequired, marks: { bookingDate: 'Choose a date in the calendar.' } });
    const state = [{ type: 'typed', name: 'numPeople', value: '3' } as const, { type: 'dateChosen', date: '2026-12-12' } as const].reduce(bookingFormReducer, marked);
    expect(state.trip.peopleText).toBe('3');
    expect(state.trip.bookingDate).toBe('2026-12-12');
    expect(state.fieldProblems.bookingDate).toBeUndefined();
  });

  it('applies what the address carries: the date, start time and party, as a number of people too', () => {
    const state = after({ type: 'addressApplied', trip: { date: '2026-12-05', startTime: '15:00', party: { adult: 2, child: 1 } } });
    expect(state.addressApplied).toBe(true);
    expect(state.trip).toMatchObject({ bookingDate: '2026-12-05', startTime: '15:00', counts: { adult: 2, child: 1 }, peopleText: '3' });
    // An empty address keeps the defaults, and is applied all the same (once).
    const empty = after({ type: 'addressApplied', trip: {} });
    expect(empty).toEqual({ ...initialBookingForm, addressApplied: true });
  });

  it('lets a waiting-list offer, or a date picked first, win over what the address carries', () => {
    const address = { type: 'addressApplied', trip: { date: '2026-12-05', party: { adult: 4 } } } as const;
    const offered = after({ type: 'offerApplied', offerId: 'entry1', choice: { bookingDate: hold.date, startTime: hold.startTime, peopleText: '2', counts: { adult: 2 } }, hold }, address);
    expect(offered.trip).toMatchObject({ bookingDate: hold.date, counts: { adult: 2 } });
    const picked = after({ type: 'dateChosen', date: '2026-12-20' }, address);
    expect(picked.trip).toMatchObject({ bookingDate: '2026-12-20', counts: { adult: 1 } });
    expect(picked.addressApplied).toBe(true);
  });

  it('applies a waiting-list offer once: its departure, party and held seats', () => {
    const state = after({
      type: 'offerApplied',
      offerId: 'entry1',
      choice: { bookingDate: hold.date, startTime: hold.startTime, peopleText: '2', counts: { adult: 2 } },
      hold,
    });
    expect(state.appliedOffer).toBe('entry1');
    expect(state.trip).toMatchObject({ bookingDate: hold.date, startTime: hold.startTime, peopleText: '2', counts: { adult: 2 } });
    expect(state.ownHold).toEqual(hold);
  });
});

describe('bookingFormReducer: the steps', () => {
  it('stays choosing when the form refuses, saying why, with the GSTIN’s problem under its field', () => {
    const state = after({ type: 'refused', message: 'GSTIN must be 15 characters.', gstinProblem: 'GSTIN must be 15 characters.' });
    expect(state.step).toEqual({ name: 'choosing', refusal: 'GSTIN must be 15 characters.' });
    expect(state.gstinProblem).toBe('GSTIN must be 15 characters.');
    expect(isOpen(state.step)).toBe(true);
  });

  it('pays: the marks go, the seats are held while the dialog is open, then verified and paid with what was charged', () => {
    const paying = after({ type: 'left', name: 'fullName', value: '' }, { type: 'checkoutStarted' });
    expect(paying.step).toEqual({ name: 'paying', verifying: false });
    expect(paying.fieldProblems).toEqual({});
    expect(isOpen(paying.step)).toBe(false);

    const held = bookingFormReducer(paying, { type: 'held', hold });
    expect(held.step).toEqual({ name: 'paying', verifying: false, held: { reopened: false } });
    expect(held.ownHold).toEqual(hold);

    const verifying = bookingFormReducer(held, { type: 'verifying' });
    expect(verifying.step).toEqual({ name: 'paying', verifying: true, held: { reopened: false } });

    const booking = aBooking();
    const paid = bookingFormReducer(verifying, { type: 'paid', booking, amountPaid: 2700 });
    expect(paid.step).toEqual({ name: 'paid', booking, amountPaid: 2700 });
    expect(paid.ownHold).toBeNull();
    expect(isOpen(paid.step)).toBe(false);
  });

  it('says a checkout opened again on the same hold is still held, adding no time', () => {
    const first = after({ type: 'checkoutStarted' }, { type: 'held', hold }, { type: 'checkoutFailed', message: 'Payment was cancelled.' });
    const again = [{ type: 'checkoutStarted' } as const, { type: 'held', hold } as const].reduce(bookingFormReducer, first);
    expect(again.step).toEqual({ name: 'paying', verifying: false, held: { reopened: true } });
    const later = bookingFormReducer(first, { type: 'checkoutStarted' });
    expect(bookingFormReducer(later, { type: 'held', hold: { ...hold, expiresAt: '2026-11-23T06:30:00.000Z' } }).step).toEqual({ name: 'paying', verifying: false, held: { reopened: false } });
  });

  it('opens the form again when the checkout fails, with its words and the provider’s codes, keeping the hold unless the seats changed', () => {
    const failed = after({ type: 'checkoutStarted' }, { type: 'held', hold }, { type: 'checkoutFailed', message: 'Your payment did not go through.', detail: 'Payment Failed: declined' });
    expect(failed.step).toEqual({ name: 'failed', message: 'Your payment did not go through.', detail: 'Payment Failed: declined' });
    expect(isOpen(failed.step)).toBe(true);
    expect(failed.ownHold).toEqual(hold);
    expect(bookingFormReducer(failed, { type: 'seatsChanged' }).ownHold).toBeNull();
  });
});
