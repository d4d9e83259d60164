import type { DepartureDay } from '@yatrika/contract/departures';
import { planChangeMessages, type RescheduleQuote } from '@yatrika/contract/plan-changes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeToken, mockApi, renderPage } from '../../../../test/render.tsx';
import { aBooking, aTravellerProfile } from '../../../../test/fixtures.ts';
import { FakeCheckout, FakeCheckoutConstructor, paymentConfig } from '../../../../test/tour-detail-fixtures.ts';
import BookingReceiptPage from '../pages/booking-receipt-page.tsx';

const booking = aBooking({ status: 'booked', bookingDate: '2099-03-05' });
const policy = { freeCancellationHours: 24, lateCancellationRefundPercent: 0, policy: 'Free cancellation up to 24 hours before the departure day.' };
const day = (date: string, seatsLeft: number, adult: number): DepartureDay => ({
  date,
  capacity: 10,
  seatsLeft,
  status: seatsLeft === 0 ? 'sold_out' : 'available',
  departures: [{ startTime: '09:00', capacity: 10, seatsLeft, closed: false, status: seatsLeft === 0 ? 'sold_out' : 'available' }],
  prices: [{ type: 'adult', price: adult }],
});
const dates = [day('2099-03-05', 8, 18500), day('2099-03-06', 0, 18500), day('2099-03-07', 6, 21000)];

function quoteFor(to: string, dearer: boolean): RescheduleQuote {
  return {
    from: { bookingDate: booking.bookingDate, startTime: '09:00' },
    to: { bookingDate: to, startTime: '09:00' },
    allowed: true,
    reason: null,
    allowedUntil: '2099-03-04T03:30:00.000Z',
    policy: planChangeMessages.reschedulePolicy(24),
    total: { from: 37000, to: dearer ? 42000 : 37000 },
    lines: [{ kind: 'people', type: 'adult', quantity: 2, unitPrice: dearer ? 21000 : 18500, amount: dearer ? 42000 : 37000 }],
    difference: dearer ? 5000 : 0,
    seats: { left: 6, enough: true },
    settlement: dearer ? { kind: 'pay', amount: 5000, kept: 0, line: planChangeMessages.payDifference(5000) } : { kind: 'none', amount: 0, kept: 0, line: planChangeMessages.samePrice },
  };
}

function open(extra: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi({
    'GET /api/user/profile': { body: aTravellerProfile() },
    'GET /api/routes/cancellation-policy': { body: policy },
    [`GET /api/user/bookings/${booking._id}`]: { body: { booking } },
    [`GET /api/routes/tours/${booking.tourId}/availability`]: { body: { tourId: booking.tourId, capacity: 10, dates } },
    [`GET /api/user/bookings/${booking._id}/reschedule`]: ({ url }) => ({ body: quoteFor(new URL(url, 'http://x').searchParams.get('bookingDate')!, true) }),
    'GET /api/payment/config': { body: paymentConfig },
    ...extra,
  });
  renderPage(<BookingReceiptPage />, { path: '/login/userdashboard/mybookings/:bookingId', url: `/login/userdashboard/mybookings/${booking._id}` });
  return calls;
}

describe('Change date', () => {
  beforeEach(() => {
    localStorage.setItem('token', fakeToken('traveller'));
    window.Razorpay = FakeCheckoutConstructor;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    delete window.Razorpay;
    FakeCheckout.last = undefined;
  });

  it('shows the dates with their price and seats, the new price and the difference, then pays it in the checkout dialog', async () => {
    const calls = open({
      [`POST /api/user/bookings/${booking._id}/reschedule`]: {
        body: {
          message: planChangeMessages.movePending(5000),
          status: 'awaiting_payment',
          booking,
          difference: 5000,
          settlement: { kind: 'pay', amount: 5000, kept: 0, line: planChangeMessages.payDifference(5000) },
          order: { id: 'order_DIFF', amount: 500000, currency: 'INR', receipt: null },
          hold: { expiresAt: '2099-01-01T10:15:00.000Z', seats: 2 },
        },
      },
      'POST /api/payment/verify-payment': { body: { success: true } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Change date' }));
    const list = await screen.findByRole('list', { name: 'Dates' });
    const buttons = within(list).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([expect.stringContaining('Your date'), expect.stringContaining('Sold out'), expect.stringContaining('6 left')]);
    expect(buttons[1]).toBeDisabled();
    expect(buttons[2]).toHaveTextContent('₹21,000');

    await userEvent.click(buttons[2]!);
    expect(await screen.findByText(planChangeMessages.payDifference(5000))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pay ₹5,000 and change' }));
    await waitFor(() => expect(FakeCheckout.last?.opened).toBe(true));
    expect(FakeCheckout.last!.options).toMatchObject({ order_id: 'order_DIFF', amount: 500000 });
    expect(calls.find((call) => call.method === 'POST' && call.url.includes('/reschedule'))?.body).toEqual({ bookingDate: '2099-03-07', startTime: '09:00' });

    FakeCheckout.last!.pay();
    expect(await screen.findByText(planChangeMessages.changeCompleted)).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/payment/verify-payment')?.body).toEqual({ razorpay_order_id: 'order_DIFF', razorpay_payment_id: 'pay_TEST', razorpay_signature: 'sig_TEST' });
  });

  it('says why a move cannot be made and offers no confirm', async () => {
    open({
      [`GET /api/user/bookings/${booking._id}/reschedule`]: { body: { ...quoteFor('2099-03-07', false), allowed: false, reason: planChangeMessages.rescheduleClosed(24) } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Change date' }));
    const list = await screen.findByRole('list', { name: 'Dates' });
    await userEvent.click(within(list).getAllByRole('button')[2]!);
    expect(await screen.findByText(planChangeMessages.rescheduleClosed(24))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm new date' })).toBeDisabled();
  });
});
