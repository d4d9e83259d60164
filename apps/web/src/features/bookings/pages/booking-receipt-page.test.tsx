import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeToken, mockApi, renderPage } from '../../../../test/render.tsx';
import { aBooking, aTravellerProfile } from '../../../../test/fixtures.ts';
import BookingReceiptPage from './booking-receipt-page.tsx';

const booking = aBooking();
const policy = { freeCancellationHours: 24, lateCancellationRefundPercent: 0, policy: 'Free cancellation up to 24 hours before the departure day.' };

function open(answer: Parameters<typeof mockApi>[0][string]) {
  mockApi({
    'GET /api/user/profile': { body: aTravellerProfile() },
    'GET /api/routes/cancellation-policy': { body: policy },
    [`GET /api/user/bookings/${booking._id}`]: answer,
  });
  return renderPage(<BookingReceiptPage />, { path: '/login/userdashboard/mybookings/:bookingId', url: `/login/userdashboard/mybookings/${booking._id}` });
}

describe('Booking receipt page', () => {
  beforeEach(() => localStorage.setItem('token', fakeToken('traveller')));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the reference, the trip, what was paid with its payment id, what happens next and the policy', async () => {
    open({ body: { booking } });
    expect(await screen.findByRole('heading', { level: 1, name: `Booking ${booking.reference}` })).toBeInTheDocument();
    expect(screen.getByText('Paid ₹37,000')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: booking.tour.title })).toBeInTheDocument();
    expect(screen.getByText('2 people')).toBeInTheDocument();
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(within(payment).getByText('pay_TEST')).toBeInTheDocument();
    expect(within(payment).getByText('order_TEST')).toBeInTheDocument();
    expect(screen.getByText(/The operator confirms pending bookings within 24 hours/)).toBeInTheDocument();
    expect(await screen.findByText(policy.policy)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← My Bookings' })).toHaveAttribute('href', '/login/userdashboard/mybookings');
  });

  it("names every traveller of the party, and says how many are not named yet", async () => {
    const named = aBooking({ numPeople: 3, travellers: [{ name: 'Asha Rao', age: 34 }, { name: 'मीरा राव', age: null }], unnamedTravellers: 1 });
    mockApi({
      'GET /api/user/profile': { body: aTravellerProfile() },
      'GET /api/routes/cancellation-policy': { body: policy },
      [`GET /api/user/bookings/${booking._id}`]: { body: { booking: named } },
    });
    renderPage(<BookingReceiptPage />, { path: '/login/userdashboard/mybookings/:bookingId', url: `/login/userdashboard/mybookings/${booking._id}` });
    const names = await screen.findByRole('list', { name: 'Travellers by name' });
    expect(within(names).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Asha Rao, 34', 'मीरा राव']);
    expect(screen.getByText('+1 unnamed')).toBeInTheDocument();
  });

  it('prints the receipt', async () => {
    // The simulated DOM has no print dialog of its own.
    const print = vi.fn();
    vi.stubGlobal('print', print);
    open({ body: { booking } });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Print receipt' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it("says so when the booking is not one of the traveller's", async () => {
    open({ status: 404, body: { message: 'Booking not found.' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find this booking among yours.');
  });
});
