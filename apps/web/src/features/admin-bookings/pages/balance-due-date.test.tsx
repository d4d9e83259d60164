import { addDays } from '@yatrika/contract/dates';
import { partPaymentMessages } from '@yatrika/contract/part-payment-messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aBooking } from '../../../../test/admin-fixtures.ts';
import { fakeToken, mockApi, renderPage, setScreenWidth } from '../../../../test/render.tsx';
import { chooseDay } from '../../../../test/calendar.ts';
import BookingsPage from './bookings-page.tsx';

// The operator's "Change balance due date" on a booking paid by advance (decision 035).
// Today is 23 November 2026 in India (the clock is fixed below); the departure is on 13 December.
const departure = '2026-12-13';
const dueOn = '2026-11-29';
const advance = aBooking({
  fullName: 'Meera Nair',
  status: 'booked',
  totalPrice: 4000,
  bookingDate: departure,
  paymentPlan: 'advance',
  balanceDueOn: dueOn,
  amountDue: 2800,
  amountPaid: 1200,
  amountRefunded: 0,
});
const base = `/api/admin/bookings/${advance._id}`;

// Each booking as a card: what a phone shows (the wide screen's table: bookings-table.test.tsx).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T06:00:00.000Z'));
  localStorage.setItem('token', fakeToken('admin'));
  setScreenWidth(390);
});
afterEach(() => vi.useRealTimers());

async function openDialog() {
  const user = userEvent.setup();
  renderPage(<BookingsPage />, { path: '/admindashboard/bookings' });
  await user.click(await screen.findByRole('button', { name: "Change balance due date of Meera Nair's booking" }));
  const dialog = within(screen.getByRole('dialog', { name: 'Change balance due date' }));
  const date = dialog.getByRole('group', { name: 'New due date' });
  return { user, dialog, date };
}

describe('changing the balance due date from the card', () => {
  it('shows the balance owed and offers the button only on a booking still owing one', async () => {
    const paidInFull = aBooking({ fullName: 'Ravi Iyer', status: 'booked', tour: { title: 'Ruins of Hampi', location: 'Hampi, Karnataka', image: 'media/hampi.webp' } });
    const balancePaid = aBooking({ fullName: 'Asha Verma', status: 'booked', paymentPlan: 'advance', balanceDueOn: null, amountDue: 0, tour: { title: 'Coorg Coffee Trail', location: 'Coorg', image: 'media/coorg.webp' } });
    const lapsed = aBooking({ fullName: 'Kiran Rao', status: 'canceled', paymentPlan: 'advance', balanceDueOn: dueOn, amountDue: 2800, tour: { title: 'Taj Mahal at Sunrise', location: 'Agra', image: 'media/taj.webp' } });
    mockApi({ 'GET /api/admin/bookings': { body: [advance, paidInFull, balancePaid, lapsed] } });
    renderPage(<BookingsPage />, { path: '/admindashboard/bookings' });
    await screen.findByRole('button', { name: "Change balance due date of Meera Nair's booking" });
    expect(screen.getByText(partPaymentMessages.balanceDue(2800, dueOn))).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Change balance due date/ })).toHaveLength(1);
  });

  it('says what is owed and what the new date does, and refuses a day on or after the departure without asking the server', async () => {
    const calls = mockApi({ 'GET /api/admin/bookings': { body: [advance] } });
    const { user, dialog, date } = await openDialog();
    expect(dialog.getByText(partPaymentMessages.dueDateChangeExplained(2800, dueOn, departure), { exact: false })).toBeInTheDocument();
    expect(date).toHaveAccessibleDescription('Sunday, November 29, 2026');
    // From today to the day before the departure: nothing else can be reached.
    expect(within(date).queryByRole('button', { name: /November 22, 2026/ })).not.toBeInTheDocument();
    // Unchanged, there is nothing to send.
    expect(dialog.getByRole('button', { name: 'Change due date' })).toBeDisabled();

    await chooseDay(user, 'December 2026', /^Saturday, December 12, 2026$/, date);
    expect(within(date).queryByRole('button', { name: /December 13, 2026/ })).not.toBeInTheDocument();
    expect(within(date).getByText('Sunday, December 13, 2026, on or after the departure')).toBeInTheDocument();
    expect(date).toHaveAccessibleDescription('Saturday, December 12, 2026');
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it("shows the server's refusal, then the change once it is made", async () => {
    const later = addDays(dueOn, 7);
    const laterDay = /^Sunday, December 6, 2026$/;
    let answer: { status: number; body: object } = { status: 409, body: { message: partPaymentMessages.noBalanceDue } };
    const calls = mockApi({ 'GET /api/admin/bookings': { body: [advance] }, [`PUT ${base}/balance-due`]: () => answer });
    const { user, dialog, date } = await openDialog();
    await chooseDay(user, 'December 2026', laterDay, date);
    await user.click(dialog.getByRole('button', { name: 'Change due date' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(partPaymentMessages.noBalanceDue);

    answer = { status: 200, body: { message: partPaymentMessages.dueDateExtended, booking: { ...advance, balanceDueOn: later } } };
    await user.click(dialog.getByRole('button', { name: 'Change due date' }));
    expect(await screen.findByRole('status')).toHaveTextContent(partPaymentMessages.dueDateExtended);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([{ balanceDueOn: later }, { balanceDueOn: later }]);
  });
});
