import type { CancellationQuote } from '@yatrika/contract/cancellation';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeToken, mockApi, renderPage } from '../../../../test/render.tsx';
import { aBooking } from '../../../../test/fixtures.ts';
import { CancelBookingDialog } from './cancel-booking-dialog.tsx';

const booking = aBooking({ totalPrice: 6998, payment: { orderId: 'order_TEST', paymentId: 'pay_TEST', amount: 6998, currency: 'INR' } });
const quoteUrl = `/api/user/bookings/${booking._id}/cancellation`;
const policyUrl = '/api/routes/cancellation-policy';
const policyLine = 'Free cancellation up to 24 hours before the tour starts; no refund after that.';
/** The day before the 5 March 2027 departure, at midnight in India. */
const fullRefundUntil = '2027-03-03T18:30:00.000Z';

const quote = (fields: Partial<CancellationQuote>): CancellationQuote => ({ refundAmount: 6998, paidAmount: 6998, fullRefundUntil, policy: policyLine, ...fields });

function openDialog(shown = booking) {
  renderPage(<CancelBookingDialog booking={shown} busy={false} onConfirm={vi.fn()} onClose={vi.fn()} />);
  return within(screen.getByRole('dialog', { name: 'Cancel this booking?' }));
}

beforeEach(() => localStorage.setItem('token', fakeToken('traveller')));

describe('cancel dialog: what comes back', () => {
  it('says the full amount comes back before the deadline, with the policy line', async () => {
    mockApi({ [`GET ${quoteUrl}`]: { body: quote({}) } });
    const dialog = openDialog();
    expect(await dialog.findByText('You get ₹6,998 back (the full amount) to the way you paid.')).toBeInTheDocument();
    expect(dialog.getByText(policyLine)).toBeInTheDocument();
  });

  it('says a partial amount of what was paid, and when free cancellation ended (India time)', async () => {
    mockApi({ [`GET ${quoteUrl}`]: { body: quote({ refundAmount: 3499, policy: 'Free cancellation up to 24 hours before the tour starts; 50% back after that.' }) } });
    const dialog = openDialog();
    expect(
      await dialog.findByText('You get ₹3,499 back (of ₹6,998 paid) to the way you paid: free cancellation ended on March 4, 2027 at 12:00 AM IST.'),
    ).toBeInTheDocument();
    expect(dialog.getByText('Free cancellation up to 24 hours before the tour starts; 50% back after that.')).toBeInTheDocument();
  });

  it('says nothing comes back after the deadline', async () => {
    mockApi({ [`GET ${quoteUrl}`]: { body: quote({ refundAmount: 0 }) } });
    const dialog = openDialog();
    expect(await dialog.findByText('You get ₹0 back: free cancellation ended on March 4, 2027 at 12:00 AM IST.')).toBeInTheDocument();
    expect(dialog.getByText(policyLine)).toBeInTheDocument();
  });

  it('says it is working the amount out while the quote loads, and lets the traveller decide meanwhile', async () => {
    mockApi({ [`GET ${quoteUrl}`]: { body: quote({}) } });
    const dialog = openDialog();
    expect(dialog.getByRole('status')).toHaveTextContent('Working out what comes back...');
    expect(dialog.getByRole('button', { name: 'Yes, cancel booking' })).toBeEnabled();
    await dialog.findByText(/You get ₹6,998 back/);
    expect(dialog.queryByRole('status')).toBeNull();
  });

  it('falls back on the policy when the quote cannot be had', async () => {
    const calls = mockApi({
      [`GET ${quoteUrl}`]: { status: 500, body: {} },
      [`GET ${policyUrl}`]: { body: { freeCancellationHours: 24, lateCancellationRefundPercent: 0, policy: policyLine } },
    });
    const dialog = openDialog();
    expect(await dialog.findByText('Any refund follows our cancellation policy.')).toBeInTheDocument();
    expect(await dialog.findByText(policyLine)).toBeInTheDocument();
    expect(dialog.queryByText(/You get/)).toBeNull();
    expect(calls.find((call) => call.url === policyUrl)?.headers.Authorization).toBeUndefined();
  });

  it('has no money sentence and asks for no quote when nothing was paid online', async () => {
    const calls = mockApi({});
    const dialog = openDialog(aBooking({ payment: null }));
    expect(dialog.getByText(/will be cancelled\. This cannot be undone\./)).toBeInTheDocument();
    expect(dialog.queryByText(/You get|refund/i)).toBeNull();
    expect(dialog.queryByRole('status')).toBeNull();
    expect(calls).toHaveLength(0);
  });
});

describe('cancel dialog: who is cancelled', () => {
  it('names the party by type, a lap infant too', async () => {
    mockApi({ [`GET ${quoteUrl}`]: { body: quote({}) } });
    const dialog = openDialog({ ...booking, numPeople: 2, party: { adult: 2, child: 0, infant: 1, senior: 0 } });
    expect(dialog.getByText(/for 2 adults, 1 infant will be cancelled\./)).toBeInTheDocument();
  });

  it('says a party of adults as people, as always', async () => {
    mockApi({ [`GET ${quoteUrl}`]: { body: quote({}) } });
    const dialog = openDialog({ ...booking, numPeople: 2, party: { adult: 2, child: 0, infant: 0, senior: 0 } });
    expect(dialog.getByText(/for 2 people will be cancelled\./)).toBeInTheDocument();
  });
});
