import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aTravellerProfile } from '../../../../test/fixtures.ts';
import { fakeToken, mockApi, renderPage } from '../../../../test/render.tsx';
import { paths } from '../../../lib/paths.ts';
import AccountSettingsPage from './account-settings-page.tsx';

const profile = aTravellerProfile();
const traveller = { _id: profile._id, username: profile.username, firstname: profile.firstname, lastname: profile.lastname, role: 'traveller' };

beforeEach(() => localStorage.setItem('token', fakeToken('traveller')));

const closedPage = [{ path: paths.accountClosed.href, element: <p>Account closed page</p> }];
const open = () => renderPage(<AccountSettingsPage />, { path: paths.accountSettings.href, routes: closedPage });
const section = (name: string) => screen.getByRole('region', { name });

describe('Account settings: change password', () => {
  it('sends the current and new password, keeps the fresh token and says other devices are logged out', async () => {
    const fresh = fakeToken('traveller').replace('signature', 'fresh');
    const calls = mockApi({
      'GET /api/user/profile': { body: profile },
      'PUT /api/user/password': { body: { message: 'Password changed. You stay logged in here; every other session has been logged out.', token: fresh, user: traveller } },
    });
    open();
    const form = within(section('Change password'));
    const user = userEvent.setup();
    await user.type(form.getByLabelText('Current password'), 'correct-horse-42');
    await user.type(form.getByLabelText('New password'), 'brand-new-pass-1');
    await user.type(form.getByLabelText('Confirm new password'), 'brand-new-pass-1');
    await user.click(form.getByRole('button', { name: 'Change password' }));
    expect(await form.findByRole('status')).toHaveTextContent('every other session has been logged out');
    expect(localStorage.getItem('token')).toBe(fresh);
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({ url: '/api/user/password', body: { currentPassword: 'correct-horse-42', newPassword: 'brand-new-pass-1' } });
  });

  it('marks a missing current password and a confirmation that differs, and sends nothing', async () => {
    const calls = mockApi({ 'GET /api/user/profile': { body: profile } });
    open();
    const form = within(section('Change password'));
    const user = userEvent.setup();
    await user.type(form.getByLabelText('New password'), 'brand-new-pass-1');
    await user.type(form.getByLabelText('Confirm new password'), 'brand-new-pass-2');
    await user.click(form.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(form.getByLabelText('Current password')).toHaveAccessibleDescription('Current password is required.'));
    expect(form.getByLabelText('Confirm new password')).toHaveAccessibleDescription('Passwords do not match.');
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it("shows the server's message for a wrong current password", async () => {
    mockApi({ 'GET /api/user/profile': { body: profile }, 'PUT /api/user/password': { status: 400, body: { message: 'Your password is not correct.' } } });
    open();
    const form = within(section('Change password'));
    const user = userEvent.setup();
    await user.type(form.getByLabelText('Current password'), 'not-my-password');
    await user.type(form.getByLabelText('New password'), 'brand-new-pass-1');
    await user.type(form.getByLabelText('Confirm new password'), 'brand-new-pass-1');
    await user.click(form.getByRole('button', { name: 'Change password' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Your password is not correct.');
  });
});

describe('Account settings: change email', () => {
  it('shows the current address, sends the new one with the password and says a link was sent', async () => {
    const calls = mockApi({
      'GET /api/user/profile': { body: profile },
      'POST /api/user/email': { body: { message: 'We have sent a confirmation link to your new email address.' } },
    });
    open();
    const form = within(section('Change email'));
    expect(await form.findByText(profile.email)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(form.getByLabelText('New email'), 'asha.new@example.in');
    await user.type(form.getByLabelText('Password'), 'correct-horse-42');
    await user.click(form.getByRole('button', { name: 'Send confirmation link' }));
    expect(await form.findByRole('status')).toHaveTextContent('We have sent a confirmation link');
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({ url: '/api/user/email', body: { email: 'asha.new@example.in', password: 'correct-horse-42' } });
  });

  it("marks a wrong address in the field, and shows the server's refusal of a taken one", async () => {
    mockApi({ 'GET /api/user/profile': { body: profile }, 'POST /api/user/email': { status: 409, body: { message: 'An account with this email already exists.' } } });
    open();
    const form = within(section('Change email'));
    const user = userEvent.setup();
    await user.type(form.getByLabelText('New email'), 'asha@');
    await user.type(form.getByLabelText('Password'), 'correct-horse-42');
    await user.click(form.getByRole('button', { name: 'Send confirmation link' }));
    await waitFor(() => expect(form.getByLabelText('New email')).toHaveAccessibleDescription('Email must be a valid email address.'));
    await user.type(form.getByLabelText('New email'), 'taken.example.in');
    await user.click(form.getByRole('button', { name: 'Send confirmation link' }));
    expect(await form.findByRole('alert')).toHaveTextContent('An account with this email already exists.');
  });
});

describe('Account settings: download my data', () => {
  it('saves the answer as yatrika-my-data.json', async () => {
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:my-data');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    const calls = mockApi({ 'GET /api/user/profile': { body: profile }, 'GET /api/user/account/export': { body: { account: profile, bookings: [] } } });
    open();
    await userEvent.setup().click(within(section('Download my data')).getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(saved).toEqual(['yatrika-my-data.json blob:my-data']));
    expect(calls.some((call) => call.url === '/api/user/account/export')).toBe(true);
  });
});

describe('Account settings: delete my account', () => {
  const plan = {
    bookings: [
      { _id: 'b1', tourTitle: 'Rann Utsav Nights', bookingDate: '2027-01-15', numPeople: 2, paidAmount: 20000, refundAmount: 20000 },
      { _id: 'b2', tourTitle: 'Hampi Heritage Walk', bookingDate: '2026-12-02', numPeople: 1, paidAmount: 10000, refundAmount: 5000 },
    ],
    refundTotal: 25000,
    policy: 'Free cancellation up to 72 hours before the trip; 50% back after that.',
  };

  it('first shows each booking to be cancelled with its refund, then deletes with the password and leaves', async () => {
    const calls = mockApi({
      'GET /api/user/profile': { body: profile },
      'GET /api/user/account/closing': { body: plan },
      'DELETE /api/user/account': {
        body: {
          message: 'Your account has been deleted.',
          canceledBookings: 2,
          refundTotal: 25000,
          canceled: plan.bookings.map(({ paidAmount: _paid, ...booking }) => booking),
        },
      },
    });
    const { router } = open();
    const danger = within(section('Delete my account'));
    const user = userEvent.setup();
    await user.click(danger.getByRole('button', { name: 'Delete my account...' }));
    expect(await danger.findByText('These 2 upcoming bookings will be cancelled:')).toBeInTheDocument();
    const rows = danger.getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Rann Utsav Nights');
    expect(rows[0]).toHaveTextContent('Refund ₹20,000 of ₹20,000 paid');
    expect(rows[1]).toHaveTextContent('Refund ₹5,000 of ₹10,000 paid');
    expect(danger.getByText('₹25,000')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.type(danger.getByLabelText('Password'), 'correct-horse-42');
    await user.click(danger.getByRole('button', { name: 'Delete my account permanently' }));
    expect(await screen.findByText('Account closed page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.accountClosed.href);
    // That page says what was refunded and ends the session (account-closed-page.test.tsx).
    expect(router.state.location.state).toEqual({ closedAccount: { answer: expect.objectContaining({ refundTotal: 25000 }), userId: 'user' } });
    expect(calls.find((call) => call.method === 'DELETE')).toMatchObject({ url: '/api/user/account', body: { password: 'correct-horse-42' } });
  });

  it("needs the password, shows the server's refusal, and can be called off", async () => {
    const calls = mockApi({
      'GET /api/user/profile': { body: profile },
      'GET /api/user/account/closing': { body: { bookings: [], refundTotal: 0, policy: '' } },
      'DELETE /api/user/account': { status: 400, body: { message: 'Your password is not correct.' } },
    });
    open();
    const danger = within(section('Delete my account'));
    const user = userEvent.setup();
    await user.click(danger.getByRole('button', { name: 'Delete my account...' }));
    expect(await danger.findByText('You have no upcoming bookings, so nothing will be cancelled.')).toBeInTheDocument();
    await user.click(danger.getByRole('button', { name: 'Delete my account permanently' }));
    await waitFor(() => expect(danger.getByLabelText('Password')).toHaveAccessibleDescription('Current password is required.'));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.type(danger.getByLabelText('Password'), 'wrong-password');
    await user.click(danger.getByRole('button', { name: 'Delete my account permanently' }));
    expect(await danger.findByRole('alert')).toHaveTextContent('Your password is not correct.');
    expect(localStorage.getItem('token')).not.toBeNull();
    await user.click(danger.getByRole('button', { name: 'Keep my account' }));
    expect(danger.getByRole('button', { name: 'Delete my account...' })).toBeInTheDocument();
  });
});
