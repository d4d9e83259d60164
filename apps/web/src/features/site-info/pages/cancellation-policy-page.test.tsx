import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderPage } from '../../../../test/render.tsx';
import CancellationPolicyPage from './cancellation-policy-page.tsx';
import HelpPage from './help-page.tsx';

const policyUrl = 'GET /api/routes/cancellation-policy';

describe('the cancellation policy page', () => {
  it("states the server's policy line and its figures", async () => {
    mockApi({ [policyUrl]: { body: { freeCancellationHours: 48, lateCancellationRefundPercent: 25, policy: 'Free cancellation up to 48 hours before the tour starts; 25% back after that.' } } });
    renderPage(<CancellationPolicyPage />, { path: '/cancellation-policy' });
    expect(await screen.findByText('Free cancellation up to 48 hours before the tour starts; 25% back after that.')).toBeInTheDocument();
    expect(screen.getByText('Cancel at least 48 hours before the tour starts and you get everything you paid back.')).toBeInTheDocument();
    expect(screen.getByText('A later cancellation gets 25% of what you paid back.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'When the operator cancels' })).toBeInTheDocument();
  });

  it('says no refund after the deadline when the policy gives none', async () => {
    mockApi({ [policyUrl]: { body: { freeCancellationHours: 24, lateCancellationRefundPercent: 0, policy: 'Free cancellation up to 24 hours before the tour starts; no refund after that.' } } });
    renderPage(<CancellationPolicyPage />, { path: '/cancellation-policy' });
    expect(await screen.findByText('A later cancellation gets no refund.')).toBeInTheDocument();
  });

  it('says so when the policy cannot be loaded', async () => {
    mockApi({ [policyUrl]: { status: 500, body: {} } });
    renderPage(<CancellationPolicyPage />, { path: '/cancellation-policy' });
    expect(await screen.findByText('The cancellation policy could not be loaded. Please try again later.')).toBeInTheDocument();
  });
});

describe('the Help centre', () => {
  it('explains each step, with the policy as the server states it, and leads to the other pages', async () => {
    mockApi({ [policyUrl]: { body: { freeCancellationHours: 24, lateCancellationRefundPercent: 0, policy: 'Free cancellation up to 24 hours before the tour starts; no refund after that.' } } });
    renderPage(<HelpPage />, { path: '/help' });
    for (const heading of ['Booking a tour', 'Paying', 'Confirmation by the operator', 'Cancelling and refunds', 'Tickets and check-in']) {
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(await screen.findByText('Free cancellation up to 24 hours before the tour starts; no refund after that.')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Help and policies' });
    expect(nav).toHaveTextContent('Help centreContactCancellationsTermsPrivacy');
  });
});
