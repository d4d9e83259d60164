import { partyChangeMessages } from '@yatrika/contract/party-change-messages';
import { operatorBookingMessages } from '@yatrika/contract/operator-booking-messages';
import { tourScheduleMessages } from '@yatrika/contract/tour-schedule';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aBooking } from '../../../../test/admin-fixtures.ts';
import { fakeToken, mockApi, renderPage, setScreenWidth } from '../../../../test/render.tsx';
import BookingsPage from './bookings-page.tsx';

// The dialogs of a booking card: cancel with a refund choice, move, add a note, history.
const accepted = aBooking({ fullName: 'Meera Nair', status: 'booked', totalPrice: 20000, bookingDate: '2027-03-05' });
const base = `/api/admin/bookings/${accepted._id}`;
const quote = { paidAmount: 20000, refunds: { full: 20000, policy: 10000 }, policy: 'Free cancellation up to 24 hours before the tour starts; 50% back after that.' };

beforeEach(() => {
  // Today is 23 November 2026 in India; only the clock is fixed.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T06:00:00.000Z'));
  localStorage.setItem('token', fakeToken('admin'));
  // Each booking as a card: what a phone shows (the wide screen's table: bookings-table.test.tsx).
  setScreenWidth(390);
});
afterEach(() => vi.useRealTimers());

/** The tour's March 2027 as the server answers it: the 9th runs, the 10th does not (off its weekdays). */
const march = {
  tourId: accepted.tourId,
  capacity: 12,
  lastBookableDate: '2027-11-23',
  dates: [
    { date: '2027-03-05', capacity: 12, seatsLeft: 4, status: 'available', departures: [] },
    { date: '2027-03-09', capacity: 12, seatsLeft: 12, status: 'available', departures: [] },
    { date: '2027-03-10', capacity: 12, seatsLeft: 12, status: 'closed', departures: [] },
  ],
};
const availabilityUrl = `GET /api/routes/tours/${accepted.tourId}/availability`;

async function openDialog(button: string, name: string) {
  const user = userEvent.setup();
  renderPage(<BookingsPage />, { path: '/admindashboard/bookings' });
  await user.click(await screen.findByRole('button', { name: button }));
  return { user, dialog: within(screen.getByRole('dialog', { name })) };
}

describe('cancelling from the card', () => {
  it('states what each refund choice gives before confirming, full first, and sends the chosen one', async () => {
    const calls = mockApi({
      'GET /api/admin/bookings': { body: [accepted] },
      [`GET ${base}/cancellation`]: { body: quote },
      [`PUT ${base}/status`]: { body: { message: 'Booking status updated.', booking: { ...accepted, status: 'canceled' }, refund: { amount: 10000, status: 'processed' } } },
    });
    const { user, dialog } = await openDialog("Cancel Meera Nair's booking", 'Cancel this booking?');
    const full = await dialog.findByRole('radio', { name: 'Full refund: ₹20,000' });
    expect(full).toBeChecked();
    expect(dialog.getByRole('radio', { name: 'By the cancellation policy: ₹10,000' })).not.toBeChecked();
    expect(dialog.getByText(quote.policy)).toBeInTheDocument();

    await user.click(dialog.getByRole('radio', { name: 'By the cancellation policy: ₹10,000' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ status: 'canceled', refund: 'policy' }));
    expect(await screen.findByRole('status')).toHaveTextContent(operatorBookingMessages.cancelledWithRefund(10000));
  });

  it('says nothing is refunded for an unpaid booking', async () => {
    mockApi({ 'GET /api/admin/bookings': { body: [accepted] }, [`GET ${base}/cancellation`]: { body: { ...quote, paidAmount: 0, refunds: { full: 0, policy: 0 } } } });
    const { dialog } = await openDialog("Cancel Meera Nair's booking", 'Cancel this booking?');
    expect(await dialog.findByText(operatorBookingMessages.nothingPaid)).toBeInTheDocument();
    expect(dialog.queryByRole('radio')).not.toBeInTheDocument();
  });
});

describe('moving from the card', () => {
  it("shows the server's sentence when the date is refused, and the move once it is made", async () => {
    let answer: { status: number; body: object } = { status: 409, body: { message: 'This date is sold out.' } };
    const calls = mockApi({ 'GET /api/admin/bookings': { body: [accepted] }, [availabilityUrl]: { body: march }, [`PUT ${base}/date`]: () => answer });
    const { user, dialog } = await openDialog("Move Meera Nair's booking", 'Move this booking');
    // The calendar opens on the booking's month, its date chosen.
    expect(dialog.getByRole('grid', { name: 'March 2027' })).toBeInTheDocument();
    expect(await dialog.findByRole('button', { name: 'Friday, March 5, 2027, 4 seats left' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(dialog.getByRole('button', { name: /March 9, 2027, 12 seats left/ }));
    await user.click(dialog.getByRole('button', { name: 'Move booking' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('This date is sold out.');

    answer = { status: 200, body: { message: operatorBookingMessages.moved('2027-03-09'), booking: { ...accepted, bookingDate: '2027-03-09' } } };
    await user.click(dialog.getByRole('button', { name: 'Move booking' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Booking moved to 9 Mar 2027.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([{ bookingDate: '2027-03-09' }, { bookingDate: '2027-03-09' }]);
  });
});

describe('moving outside the schedule', () => {
  it('asks the operator to confirm a date travellers cannot book, and moves it only then', async () => {
    let answer: { status: number; body: object } = { status: 409, body: { message: tourScheduleMessages.closedOnDate, outsideSchedule: true } };
    const calls = mockApi({ 'GET /api/admin/bookings': { body: [accepted] }, [availabilityUrl]: { body: march }, [`PUT ${base}/date`]: () => answer });
    const { user, dialog } = await openDialog("Move Meera Nair's booking", 'Move this booking');
    // A date the tour does not run reads so, and the operator may still choose it.
    await user.click(await dialog.findByRole('button', { name: /March 10, 2027, Not running/ }));
    await user.click(dialog.getByRole('button', { name: 'Move booking' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(tourScheduleMessages.closedOnDate);
    expect(dialog.getByText(operatorBookingMessages.confirmOutsideSchedule)).toBeInTheDocument();

    answer = { status: 200, body: { message: operatorBookingMessages.moved('2027-03-10'), booking: { ...accepted, bookingDate: '2027-03-10' } } };
    await user.click(dialog.getByRole('button', { name: operatorBookingMessages.moveOutsideSchedule }));
    expect(await screen.findByRole('status')).toHaveTextContent('Booking moved to 10 Mar 2027.');
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([{ bookingDate: '2027-03-10' }, { bookingDate: '2027-03-10', outsideSchedule: true }]);
  });

  it('does not offer to confirm a refusal that is not about the schedule', async () => {
    mockApi({ 'GET /api/admin/bookings': { body: [accepted] }, [availabilityUrl]: { body: march }, [`PUT ${base}/date`]: { status: 409, body: { message: 'This date is sold out.' } } });
    const { user, dialog } = await openDialog("Move Meera Nair's booking", 'Move this booking');
    await user.click(await dialog.findByRole('button', { name: /March 9, 2027/ }));
    await user.click(dialog.getByRole('button', { name: 'Move booking' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('This date is sold out.');
    expect(dialog.queryByRole('button', { name: operatorBookingMessages.moveOutsideSchedule })).not.toBeInTheDocument();
  });
});

describe('moving to another start time', () => {
  it('offers the start times of the date with their seats, the booking\'s own first, and sends the one chosen', async () => {
    const slot = (startTime: string, seatsLeft: number) => ({ startTime, capacity: 12, seatsLeft, closed: false, status: 'available' as const });
    const day = { date: accepted.bookingDate, capacity: 24, seatsLeft: 17, status: 'available' as const, departures: [slot('09:00', 10), slot('15:00', 7)] };
    const calls = mockApi({
      'GET /api/admin/bookings': { body: [accepted] },
      [`GET /api/routes/tours/${accepted.tourId}/availability`]: { body: { tourId: accepted.tourId, capacity: 12, dates: [day] } },
      [`PUT ${base}/date`]: { body: { message: operatorBookingMessages.moved(accepted.bookingDate, '15:00'), booking: { ...accepted, startTime: '15:00' } } },
    });
    const { user, dialog } = await openDialog("Move Meera Nair's booking", 'Move this booking');
    const time = await dialog.findByLabelText('Start time (India)');
    expect(time).toHaveValue('09:00');
    expect(dialog.getByRole('button', { name: 'Move booking' })).toBeDisabled();
    expect(within(time).getAllByRole('option').map((option) => option.textContent)).toEqual(['09:00 · 10 seats left', '15:00 · 7 seats left']);
    await user.selectOptions(time, '15:00');
    await user.click(dialog.getByRole('button', { name: 'Move booking' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Booking moved to 5 Mar 2027 at 15:00.');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ bookingDate: accepted.bookingDate, startTime: '15:00' });
  });
});

describe('notes and history', () => {
  it('refuses an empty note, then adds one', async () => {
    const calls = mockApi({ 'GET /api/admin/bookings': { body: [accepted] }, [`POST ${base}/notes`]: { status: 201, body: { message: 'Note added.' } } });
    const { user, dialog } = await openDialog("Add note to Meera Nair's booking", 'Add a note');
    await user.click(dialog.getByRole('button', { name: 'Add note' }));
    expect(dialog.getByRole('alert')).toHaveTextContent(operatorBookingMessages.noteRequired);
    await user.type(dialog.getByLabelText(/Note on Meera Nair's booking/), 'Vegetarian meals for both.');
    await user.click(dialog.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Note added.');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ note: 'Vegetarian meals for both.' });
  });

  it('lists who changed the booking and how, oldest first', async () => {
    const admin = { _id: accepted.user!._id, name: 'Ravi Iyer' };
    mockApi({
      'GET /api/admin/bookings': { body: [accepted] },
      [`GET ${base}/history`]: {
        body: {
          events: [
            { _id: crypto.randomUUID(), kind: 'accepted', admin, details: {}, createdAt: '2026-11-20T04:30:00.000Z' },
            { _id: crypto.randomUUID(), kind: 'moved', admin, details: { from: '2027-03-01', to: '2027-03-05' }, createdAt: '2026-11-21T04:30:00.000Z' },
            {
              _id: crypto.randomUUID(),
              kind: 'moved',
              admin,
              details: { from: '2027-03-05', to: '2027-03-05', fromStartTime: '09:00', toStartTime: '15:00' },
              createdAt: '2026-11-21T05:30:00.000Z',
            },
            { _id: crypto.randomUUID(), kind: 'moved', admin, details: { from: '2027-03-05', to: '2099-01-01', outsideSchedule: true }, createdAt: '2026-11-21T06:30:00.000Z' },
            { _id: crypto.randomUUID(), kind: 'note', admin, details: { note: 'Vegetarian meals for both.' }, createdAt: '2026-11-22T04:30:00.000Z' },
          ],
        },
      },
    });
    const { dialog } = await openDialog("History of Meera Nair's booking", "History of Meera Nair's booking");
    const items = await dialog.findAllByRole('listitem');
    expect(items.map((item) => item.lastChild?.textContent)).toEqual([
      'Accepted the booking.',
      'Moved it from 1 Mar 2027 to 5 Mar 2027.',
      'Moved it from 5 Mar 2027 at 09:00 to 5 Mar 2027 at 15:00.',
      `Moved it from 5 Mar 2027 to 1 Jan 2099. ${operatorBookingMessages.movedOutsideSchedule}`,
      'Vegetarian meals for both.',
    ]);
    expect(items[0]).toHaveTextContent('Ravi Iyer');
  });
});

describe('changing the party from the card', () => {
  const party = aBooking({ fullName: 'Meera Nair', status: 'booked', numPeople: 3, totalPrice: 15000, pricePerPerson: 5000, bookingDate: '2027-03-05' });
  const partyBase = `/api/admin/bookings/${party._id}`;
  const quoteFor = (to: number) =>
    to < 3
      ? {
          numPeople: { from: 3, to },
          total: { from: 15000, to: to * 5000 },
          difference: (to - 3) * 5000,
          seats: { needed: 0, left: 7, enough: true },
          settlement: { kind: 'refund', amount: (3 - to) * 5000, online: (3 - to) * 5000, byHand: 0, line: partyChangeMessages.refundOnline((3 - to) * 5000) },
        }
      : {
          numPeople: { from: 3, to },
          total: { from: 15000, to: to * 5000 },
          difference: (to - 3) * 5000,
          seats: { needed: to - 3, left: 2, enough: to - 3 <= 2 },
          settlement: { kind: 'collect', amount: (to - 3) * 5000, online: 0, byHand: 0, line: partyChangeMessages.collect((to - 3) * 5000) },
        };
  const quoting = ({ url }: { url: string }) => ({ body: quoteFor(Number(new URL(url, 'http://x').searchParams.get('numPeople'))) });

  it('shows the quote of a smaller party, then changes it and announces the new total', async () => {
    const calls = mockApi({
      'GET /api/admin/bookings': { body: [party] },
      [`GET ${partyBase}/party`]: quoting,
      [`PUT ${partyBase}/party`]: { body: { message: partyChangeMessages.changed(3, 1, 5000), booking: { ...party, numPeople: 1, totalPrice: 5000 } } },
    });
    const { user, dialog } = await openDialog("Change party of Meera Nair's booking", 'Change the party');
    expect(dialog.getByRole('button', { name: 'Change party' })).toBeDisabled();
    const people = dialog.getByLabelText('People');
    await user.clear(people);
    await user.type(people, '1');
    expect(await dialog.findByText(partyChangeMessages.refundOnline(10000))).toBeInTheDocument();
    expect(dialog.getByText(/New total/)).toHaveTextContent('New total ₹5,000 (was ₹15,000; −₹10,000)');
    expect(dialog.queryByLabelText('Collected by')).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Change party' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Party changed from 3 people to 1 person. The new total is ₹5,000.');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ numPeople: 1 });
  });

  it('asks how a larger party paid, needs a UPI reference, and refuses more people than seats left', async () => {
    const calls = mockApi({
      'GET /api/admin/bookings': { body: [party] },
      [`GET ${partyBase}/party`]: quoting,
      [`PUT ${partyBase}/party`]: { body: { message: partyChangeMessages.changed(3, 5, 25000), booking: { ...party, numPeople: 5, totalPrice: 25000 } } },
    });
    const { user, dialog } = await openDialog("Change party of Meera Nair's booking", 'Change the party');
    const people = dialog.getByLabelText('People');
    await user.clear(people);
    await user.type(people, '6');
    expect(await dialog.findByText('3 more seats needed, but only 2 seats left on this date.')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Change party' })).toBeDisabled();

    await user.clear(people);
    await user.type(people, '5');
    expect(await dialog.findByText(partyChangeMessages.collect(10000))).toBeInTheDocument();
    await user.selectOptions(dialog.getByLabelText('Collected by'), 'upi');
    expect(dialog.getByRole('button', { name: 'Change party' })).toBeDisabled();
    await user.type(dialog.getByLabelText('Payment reference'), 'UPI-4431');
    await user.click(dialog.getByRole('button', { name: 'Change party' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Party changed from 3 people to 5 people.');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ numPeople: 5, payment: { method: 'upi', reference: 'UPI-4431' } });
  });

  it('lists the money of party changes on the card and marks a refund owed by hand handed back', async () => {
    const changed = {
      ...party,
      numPeople: 1,
      totalPrice: 5000,
      partialRefunds: [{ _id: '5d9f1c3e-8a4b-4c2d-9e6f-1a2b3c4d5e6f', id: null, amount: 10000, status: 'pending', byHand: true, reference: null, reason: 'party_reduced', createdAt: '2027-01-02T10:00:00.000Z' }],
      extraPayments: [{ _id: '6e0a2d4f-9b5c-4d3e-8f7a-2b3c4d5e6f70', amount: 5000, method: 'cash', reference: 'R-7', createdAt: '2027-01-01T10:00:00.000Z' }],
    };
    const calls = mockApi({
      'GET /api/admin/bookings': { body: [changed] },
      [`PUT ${partyBase}/partial-refunds/${changed.partialRefunds[0]!._id}/handed-back`]: { body: { message: partyChangeMessages.handedBack(10000) } },
    });
    const { user, dialog } = await openDialog("Mark ₹10,000 handed back for Meera Nair's booking", 'Mark refund handed back');
    expect(screen.getByText('To hand back · ₹10,000 (smaller party, paid offline)')).toBeInTheDocument();
    expect(screen.getByText('Collected ₹5,000 · Cash · R-7')).toBeInTheDocument();
    await user.type(dialog.getByLabelText('How it was handed back (optional)'), 'Cash receipt 9');
    await user.click(dialog.getByRole('button', { name: 'Mark handed back' }));
    expect(await screen.findByRole('status')).toHaveTextContent(partyChangeMessages.handedBack(10000));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ reference: 'Cash receipt 9' });
  });
});
