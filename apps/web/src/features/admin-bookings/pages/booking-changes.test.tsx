import { operatorBookingMessages } from '@yatrika/contract/operator-booking-messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { aBooking } from '../../../../test/admin-fixtures.ts';
import { fakeToken, mockApi, renderPage } from '../../../../test/render.tsx';
import BookingsPage from './bookings-page.tsx';

// The dialogs of a booking card: cancel with a refund choice, move, add a note, history.
const accepted = aBooking({ fullName: 'Meera Nair', status: 'booked', totalPrice: 20000, bookingDate: '2027-03-05' });
const base = `/api/admin/bookings/${accepted._id}`;
const quote = { paidAmount: 20000, refunds: { full: 20000, policy: 10000 }, policy: 'Free cancellation up to 24 hours before the tour starts; 50% back after that.' };

beforeEach(() => localStorage.setItem('token', fakeToken('admin')));

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
    expect(await screen.findByRole('status')).toHaveTextContent(operatorBookingMessages.canceledWithRefund(10000));
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
    const calls = mockApi({ 'GET /api/admin/bookings': { body: [accepted] }, [`PUT ${base}/date`]: () => answer });
    const { user, dialog } = await openDialog("Move Meera Nair's booking", 'Move this booking');
    const date = dialog.getByLabelText('New date');
    await user.clear(date);
    await user.type(date, '2027-03-09');
    await user.click(dialog.getByRole('button', { name: 'Move booking' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('This date is sold out.');

    answer = { status: 200, body: { message: operatorBookingMessages.moved('2027-03-09'), booking: { ...accepted, bookingDate: '2027-03-09' } } };
    await user.click(dialog.getByRole('button', { name: 'Move booking' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Booking moved to 9 Mar 2027.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([{ bookingDate: '2027-03-09' }, { bookingDate: '2027-03-09' }]);
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
            { _id: crypto.randomUUID(), kind: 'note', admin, details: { note: 'Vegetarian meals for both.' }, createdAt: '2026-11-22T04:30:00.000Z' },
          ],
        },
      },
    });
    const { dialog } = await openDialog("History of Meera Nair's booking", "History of Meera Nair's booking");
    const items = await dialog.findAllByRole('listitem');
    expect(items.map((item) => item.lastChild?.textContent)).toEqual(['Accepted the booking.', 'Moved it from 1 Mar 2027 to 5 Mar 2027.', 'Vegetarian meals for both.']);
    expect(items[0]).toHaveTextContent('Ravi Iyer');
  });
});
