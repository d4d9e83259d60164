import { paymentLinkMessages } from '@yatrika/contract/payment-links';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { anAdminPayment } from '../../../../test/admin-fixtures.ts';
import { fakeToken, mockApi, renderPage } from '../../../../test/render.tsx';
import { AdminPaymentCard } from './admin-payment-card.tsx';

const link = { state: 'awaiting' as const, expiresAt: '2026-11-24T06:00:00.000Z', sentCount: 1, lastSentAt: '2026-11-23T06:00:00.000Z', withdrawnAt: null };
const awaiting = anAdminPayment({ orderId: 'order_L1', status: 'created', paidAt: null, bookingId: null, checkoutOutcome: 'in_progress', paymentLink: link });

beforeEach(() => localStorage.setItem('token', fakeToken('admin')));

describe('a payment awaiting its payment link on the Payments screen', () => {
  it('says until when, sends the link again, and withdraws it only once the operator confirms', async () => {
    const calls = mockApi({
      'POST /api/admin/payment-links/order_L1/resend': { body: { message: paymentLinkMessages.resent, orderId: 'order_L1', paymentLink: { ...link, sentCount: 2 } } },
      'POST /api/admin/payment-links/order_L1/withdraw': { body: { message: paymentLinkMessages.withdrawn, orderId: 'order_L1', paymentLink: { ...link, state: 'withdrawn' } } },
    });
    const user = userEvent.setup();
    renderPage(<AdminPaymentCard payment={awaiting} />);
    expect(screen.getByText('Awaiting payment via link until November 24, 2026 at 11:30 AM IST')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send payment link again for payment order_L1' }));
    expect(await screen.findByText(paymentLinkMessages.resent)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Withdraw payment link for payment order_L1' }));
    const dialog = await screen.findByRole('dialog');
    expect(calls.filter((call) => call.url.endsWith('/withdraw'))).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw link' }));
    expect(await screen.findByText(paymentLinkMessages.withdrawn)).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toEqual(['/api/admin/payment-links/order_L1/resend', '/api/admin/payment-links/order_L1/withdraw']);
  });

  it('offers no actions once the link ran out', () => {
    mockApi({});
    renderPage(<AdminPaymentCard payment={{ ...awaiting, checkoutOutcome: 'abandoned', paymentLink: { ...link, state: 'expired' } }} />);
    expect(screen.getByText(/^Payment link ran out unpaid on /)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /payment link/ })).toBeNull();
  });
});
