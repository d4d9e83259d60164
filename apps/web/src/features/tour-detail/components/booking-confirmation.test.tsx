import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aBooking } from '../../../../test/fixtures.ts';
import { renderPage } from '../../../../test/render.tsx';
import { BookingConfirmation } from './booking-confirmation.tsx';

// The verification answers the booking with its total (`payment.amount` too); what this checkout charged is the order's amount.
const advanceBooking = aBooking({
  totalPrice: 13500,
  pricePerPerson: 13500,
  numPeople: 1,
  paymentPlan: 'advance',
  balanceDueOn: '2027-02-20',
  payment: { orderId: 'order_ADV', paymentId: 'pay_ADV', amount: 13500, currency: 'INR' },
});

describe('the confirmation after paying', () => {
  it('states the advance paid, not the booking’s total, and the balance left with its due date', () => {
    renderPage(<BookingConfirmation booking={advanceBooking} amountPaid={2700} />);
    const panel = screen.getByRole('region');
    expect(within(panel).getByText('₹2,700')).toBeInTheDocument();
    expect(within(panel).queryByText('₹13,500')).not.toBeInTheDocument();
    expect(within(panel).getByText('Balance ₹10,800 due by 20 Feb 2027')).toBeInTheDocument();
  });

  it('says a booking waiting for approval is pending beside the spec’s sentence, with what happens next', () => {
    renderPage(<BookingConfirmation booking={advanceBooking} amountPaid={2700} />);
    const panel = screen.getByRole('region', { name: 'Payment successful! Your booking is confirmed and saved.' });
    expect(within(panel).getByText('Booking created successfully and approval is pending')).toBeInTheDocument();
    expect(within(panel).getByText('pending')).toBeInTheDocument();
    expect(within(panel).getByText(/The operator confirms pending bookings within 24 hours/)).toBeInTheDocument();
  });

  it('says a booking the tour confirms at once is confirmed, without a pending approval', () => {
    renderPage(<BookingConfirmation booking={aBooking({ status: 'booked' })} amountPaid={37000} />);
    const panel = screen.getByRole('region', { name: 'Payment successful! Your booking is confirmed and saved.' });
    expect(within(panel).getByText('₹37,000')).toBeInTheDocument();
    expect(within(panel).getByText('booked')).toBeInTheDocument();
    expect(within(panel).queryByText(/approval is pending|confirms pending bookings/)).not.toBeInTheDocument();
    expect(within(panel).queryByText(/^Balance/)).not.toBeInTheDocument();
  });
});
