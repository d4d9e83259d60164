import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../../lib/paths.ts';
import { fakeToken, renderPage } from '../../../../test/render.tsx';
import { closedAccountState } from '../components/closed-account-state.ts';
import AccountClosedPage from './account-closed-page.tsx';

const deleted = {
  message: 'Your account has been deleted. Future bookings were cancelled and their refunds started.',
  canceledBookings: 2,
  refundTotal: 25000,
  canceled: [
    { _id: 'b2', tourTitle: 'Hampi Heritage Walk', bookingDate: '2026-12-02', numPeople: 1, refundAmount: 5000 },
    { _id: 'b1', tourTitle: 'Rann Utsav Nights', bookingDate: '2027-01-15', numPeople: 2, refundAmount: 20000 },
  ],
};

beforeEach(() => localStorage.setItem('token', fakeToken('traveller')));

describe('the closed-account page opened again later', () => {
  it('says the account is closed, without inventing what was refunded, and leaves the session alone', () => {
    renderPage(<AccountClosedPage />, { path: paths.accountClosed.href });
    expect(screen.getByRole('heading', { name: 'Your account is closed' })).toBeInTheDocument();
    expect(screen.getByText('Refunds of cancelled bookings go back to the card or account they were paid with.')).toBeInTheDocument();
    expect(screen.queryByText(/Total refund/)).not.toBeInTheDocument();
    expect(localStorage.getItem('token')).not.toBeNull();
  });

  it('keeps a session started since with another account when reached through the history', async () => {
    const { router } = renderPage(<p>Landing page</p>, { path: paths.landing.href, routes: [{ path: paths.accountClosed.pattern, element: <AccountClosedPage /> }] });
    await router.navigate(paths.accountClosed.href, { state: closedAccountState({ answer: deleted, userId: 'the-closed-account' }) });
    expect(await screen.findByText('These 2 upcoming bookings were cancelled:')).toBeInTheDocument();
    expect(localStorage.getItem('token')).not.toBeNull();
  });

  it('ignores a history state that is not a closed account', async () => {
    const { router } = renderPage(<p>Landing page</p>, { path: paths.landing.href, routes: [{ path: paths.accountClosed.pattern, element: <AccountClosedPage /> }] });
    await router.navigate(paths.accountClosed.href, { state: { closedAccount: { answer: { canceled: 'lots' } } } });
    expect(await screen.findByRole('heading', { name: 'Your account is closed' })).toBeInTheDocument();
    expect(screen.getByText('Refunds of cancelled bookings go back to the card or account they were paid with.')).toBeInTheDocument();
  });
});
