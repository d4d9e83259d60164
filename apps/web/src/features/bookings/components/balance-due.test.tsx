import { partPaymentMessages } from '@yatrika/contract/part-payment-messages';
import { paymentMessages } from '@yatrika/contract/payment-messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage } from '../../../../test/render.tsx';
import { aBooking } from '../../../../test/fixtures.ts';
import { FakeCheckout, FakeCheckoutConstructor, paymentConfig } from '../../../../test/tour-detail-fixtures.ts';
import { loadCheckoutScript } from '../../../lib/checkout/load-checkout-script.ts';
import { BalanceDue, balanceOwed } from './balance-due.tsx';

vi.mock('../../../lib/checkout/load-checkout-script.ts', () => ({ loadCheckoutScript: vi.fn() }));

beforeEach(() => {
  vi.mocked(loadCheckoutScript).mockResolvedValue(FakeCheckoutConstructor);
  FakeCheckout.last = undefined;
});

// Paying in parts (decision 035): a booking owing its balance says how much and by when, with the button that pays it.
describe('BalanceDue', () => {
  const owing = aBooking({ totalPrice: 5000, paymentPlan: 'advance', balanceDueOn: '2027-02-20', amountDue: 3500, amountPaid: 1500, amountRefunded: 0 });

  it('says the balance and its due date, and offers to pay it', () => {
    renderPage(<BalanceDue booking={owing} />);
    expect(screen.getByText('Balance ₹3,500 due by 20 Feb 2027')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay the balance of ₹3,500' })).toBeTruthy();
  });

  it('shows nothing for a booking paid in full or cancelled', () => {
    expect(balanceOwed(aBooking({ paymentPlan: 'full', balanceDueOn: null, amountDue: 0 }))).toBeNull();
    expect(balanceOwed({ ...owing, status: 'canceled' })).toBeNull();
    const { container } = renderPage(<BalanceDue booking={aBooking({ balanceDueOn: null })} />);
    expect(container.textContent).not.toContain('Balance');
  });

  it('pays the balance in the checkout dialog, the server’s order for what is due, and says it is paid in full', async () => {
    const balanceUrl = `/api/user/bookings/${owing._id}/balance`;
    const calls = mockApi({
      'GET /api/payment/config': { body: paymentConfig },
      [`POST ${balanceUrl}`]: { body: { success: true, order: { id: 'order_BAL', amount: 350_000, currency: 'INR', receipt: null }, message: 'Payment order created.', balance: 3500, balanceDueOn: '2027-02-20' } },
      'POST /api/payment/verify-payment': { body: { success: true, message: paymentMessages.verified } },
    });
    const user = userEvent.setup();
    renderPage(<BalanceDue booking={owing} />);
    await user.click(screen.getByRole('button', { name: 'Pay the balance of ₹3,500' }));
    await waitFor(() => expect(FakeCheckout.last?.opened).toBe(true));
    expect(FakeCheckout.last!.options).toMatchObject({ order_id: 'order_BAL', amount: 350_000, description: `Balance: ${owing.tour.title}`, prefill: { name: owing.fullName, contact: owing.phone } });

    FakeCheckout.last!.pay('pay_BAL');
    expect(await screen.findByText(partPaymentMessages.balancePaid)).toBeTruthy();
    expect(calls.find((call) => call.url === '/api/payment/verify-payment')?.body).toEqual({ razorpay_order_id: 'order_BAL', razorpay_payment_id: 'pay_BAL', razorpay_signature: 'sig_TEST' });
  });

  it('says the payment was cancelled when the dialog is closed, and offers the button again', async () => {
    mockApi({
      'GET /api/payment/config': { body: paymentConfig },
      [`POST /api/user/bookings/${owing._id}/balance`]: { body: { success: true, order: { id: 'order_BAL', amount: 350_000, currency: 'INR', receipt: null }, message: 'Payment order created.', balance: 3500, balanceDueOn: '2027-02-20' } },
    });
    const user = userEvent.setup();
    renderPage(<BalanceDue booking={owing} />);
    await user.click(screen.getByRole('button', { name: 'Pay the balance of ₹3,500' }));
    await waitFor(() => expect(FakeCheckout.last?.opened).toBe(true));
    FakeCheckout.last!.dismiss();
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment was cancelled.');
    expect(screen.getByRole('button', { name: 'Pay the balance of ₹3,500' })).toBeEnabled();
  });
});
