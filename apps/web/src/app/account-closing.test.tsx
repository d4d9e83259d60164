import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatLongDate } from '../lib/format.ts';
import { paths } from '../lib/paths.ts';
import { aTravellerProfile } from '../../test/fixtures.ts';
import { fakeToken, mockApi } from '../../test/render.tsx';
import { paymentConfig } from '../../test/tour-detail-fixtures.ts';
import { AppRoot } from './app-root.tsx';
import { routes } from './router.tsx';

/**
 * Closing an account in the app as routed: the settings page sits behind the traveller guard, so
 * the session must end only once the closed-account page shows, or the guard sends the traveller
 * to "Welcome back" with the deleted account's settings as where to return.
 */
const plan = {
  bookings: [
    { _id: 'b2', tourTitle: 'Hampi Heritage Walk', bookingDate: '2026-12-02', numPeople: 1, paidAmount: 10000, refundAmount: 5000 },
    { _id: 'b1', tourTitle: 'Rann Utsav Nights', bookingDate: '2027-01-15', numPeople: 2, paidAmount: 20000, refundAmount: 20000 },
  ],
  refundTotal: 25000,
  policy: 'Free cancellation up to 72 hours before the trip; 50% back after that.',
};
const deleted = {
  message: 'Your account has been deleted. Future bookings were cancelled and their refunds started.',
  canceledBookings: 2,
  refundTotal: 25000,
  canceled: plan.bookings.map(({ paidAmount: _paid, ...booking }) => booking),
};

/** The app's own routes (the settings page behind the traveller guard), opened on the account settings. */
function openSettings() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [paths.accountSettings.href] });
  render(<AppRoot router={router} queryClient={queryClient} />);
  return { router };
}

async function deleteWithPassword() {
  const user = userEvent.setup();
  const danger = within(await screen.findByRole('region', { name: 'Delete my account' }));
  await user.click(danger.getByRole('button', { name: 'Delete my account...' }));
  await user.type(await danger.findByLabelText('Password'), 'correct-horse-42');
  await user.click(danger.getByRole('button', { name: 'Delete my account permanently' }));
}

beforeEach(() => localStorage.setItem('token', fakeToken('traveller')));

describe('after deleting the account', () => {
  it('says the account is closed and what each cancelled booking gets back, signed out, not the login page', async () => {
    mockApi({
      'GET /api/payment/config': { body: paymentConfig },
      'GET /api/user/profile': { body: aTravellerProfile() },
      'GET /api/user/account/closing': { body: plan },
      'DELETE /api/user/account': { body: deleted },
    });
    const { router } = openSettings();
    await deleteWithPassword();

    // The first delete in the file waits for the password rule's module to load: more than a second on a busy machine.
    expect(await screen.findByRole('heading', { name: 'Your account is closed' }, { timeout: 5000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.accountClosed.href);
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('heading', { name: 'Welcome back' })).not.toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();

    expect(screen.getByText('These 2 upcoming bookings were cancelled:')).toBeInTheDocument();
    const rows = screen.getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Hampi Heritage Walk');
    expect(rows[0]).toHaveTextContent(`${formatLongDate('2026-12-02')} · 1 person`);
    expect(rows[0]).toHaveTextContent('Refund ₹5,000');
    expect(rows[1]).toHaveTextContent('2 people');
    expect(rows[1]).toHaveTextContent('Refund ₹20,000');
    expect(screen.getByText('₹25,000')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a new account' })).toHaveAttribute('href', paths.signup.href);
  });

  it('says nothing was cancelled when there were no upcoming bookings', async () => {
    mockApi({
      'GET /api/payment/config': { body: paymentConfig },
      'GET /api/user/profile': { body: aTravellerProfile() },
      'GET /api/user/account/closing': { body: { bookings: [], refundTotal: 0, policy: '' } },
      'DELETE /api/user/account': { body: { ...deleted, canceledBookings: 0, refundTotal: 0, canceled: [] } },
    });
    openSettings();
    await deleteWithPassword();
    expect(await screen.findByText('You had no upcoming bookings, so nothing was cancelled.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText(/Total refund/)).not.toBeInTheDocument();
  });

  it('stays on the settings page, signed in, when the password is refused', async () => {
    mockApi({
      'GET /api/payment/config': { body: paymentConfig },
      'GET /api/user/profile': { body: aTravellerProfile() },
      'GET /api/user/account/closing': { body: plan },
      'DELETE /api/user/account': { status: 400, body: { message: 'Your password is not correct.' } },
    });
    const { router } = openSettings();
    await deleteWithPassword();
    expect(await screen.findByText('Your password is not correct.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.accountSettings.href);
    expect(localStorage.getItem('token')).not.toBeNull();
  });
});

