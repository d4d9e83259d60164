import { paymentLinkMessages, type PaymentLinkView } from '@yatrika/contract/payment-links';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage } from '../../../../test/render.tsx';
import { FakeCheckout, FakeCheckoutConstructor, paymentConfig } from '../../../../test/tour-detail-fixtures.ts';
import { loadCheckoutScript } from '../../../lib/checkout/load-checkout-script.ts';
import PayLinkPage from './pay-link-page.tsx';

vi.mock('../../../lib/checkout/load-checkout-script.ts', () => ({ loadCheckoutScript: vi.fn() }));

const token = 'YPL1.order_LINK1.c2lnbmF0dXJl';
const linkUrl = `/api/payment/links/${encodeURIComponent(token)}`;
const awaiting: PaymentLinkView = {
  state: 'awaiting',
  tourTitle: 'Spiti Valley Trek',
  tourLocation: 'Kaza, Himachal Pradesh',
  bookingDate: '2026-12-12',
  numPeople: 2,
  party: { adult: 2, child: 0, infant: 0, senior: 0 },
  fullName: 'Farah Khan',
  amount: 37000,
  expiresAt: '2026-11-24T06:00:00.000Z',
  order: { id: 'order_LINK1', amount: 3_700_000, currency: 'INR' },
  booking: null,
  message: null,
};
const renderPay = () => renderPage(<PayLinkPage />, { path: '/pay/:token', url: `/pay/${encodeURIComponent(token)}` });

beforeEach(() => {
  localStorage.clear();
  vi.mocked(loadCheckoutScript).mockResolvedValue(FakeCheckoutConstructor);
  FakeCheckout.last = undefined;
});

describe('paying a payment link from its email', () => {
  it('shows the trip, the amount and until when, then pays through the checkout dialog without signing in', async () => {
    const calls = mockApi({
      [`GET ${linkUrl}`]: { body: awaiting },
      'GET /api/payment/config': { body: paymentConfig },
      [`POST ${linkUrl}/verify`]: { body: { success: true, message: paymentLinkMessages.paid, booking: { reference: 'YT-7K3M-Q9TD', status: 'pending' } } },
    });
    const user = userEvent.setup();
    renderPay();
    expect(await screen.findByText('Spiti Valley Trek, Kaza, Himachal Pradesh')).toBeInTheDocument();
    expect(screen.getByText('Farah Khan · 2 people')).toBeInTheDocument();
    expect(screen.getByText('December 12, 2026')).toBeInTheDocument();
    expect(screen.getByText('November 24, 2026 at 11:30 AM IST')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pay ₹37,000' }));
    await waitFor(() => expect(FakeCheckout.last?.opened).toBe(true));
    expect(FakeCheckout.last!.options).toMatchObject({ order_id: 'order_LINK1', amount: 3_700_000, description: 'Spiti Valley Trek' });
    FakeCheckout.last!.pay('pay_LINK1');
    expect(await screen.findByRole('status')).toHaveTextContent(paymentLinkMessages.paid);
    expect(screen.getByText('YT-7K3M-Q9TD')).toBeInTheDocument();
    const verify = calls.find((call) => call.url === `${linkUrl}/verify`)!;
    expect(verify.body).toEqual({ razorpay_order_id: 'order_LINK1', razorpay_payment_id: 'pay_LINK1', razorpay_signature: 'sig_TEST' });
    expect(verify.headers.Authorization).toBeUndefined();
  });

  it('names the party by type, a lap infant too, not only the seats held', async () => {
    mockApi({ [`GET ${linkUrl}`]: { body: { ...awaiting, numPeople: 3, party: { adult: 2, child: 1, infant: 1, senior: 0 } } }, 'GET /api/payment/config': { body: paymentConfig } });
    renderPay();
    expect(await screen.findByText('Farah Khan · 2 adults, 1 child, 1 infant')).toBeInTheDocument();
  });

  it('offers nothing to pay once the link ran out, and says so in the server’s words', async () => {
    const message = 'This payment link ran out at 11:30 am IST on 24 November. Please call us to book again.';
    mockApi({ [`GET ${linkUrl}`]: { body: { ...awaiting, state: 'expired', message } } });
    renderPay();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
  });

  it('says a link that is not ours is not valid', async () => {
    mockApi({ [`GET ${linkUrl}`]: { status: 404, body: { message: paymentLinkMessages.notFound } } });
    renderPay();
    expect(await screen.findByRole('alert')).toHaveTextContent(paymentLinkMessages.notFound);
  });
});
