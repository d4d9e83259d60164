import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeToken, mockApi, renderPage } from '../../../../test/render.tsx';
import ResetPasswordPage from './reset-password-page.tsx';

const home = [
  { path: '/login/userdashboard', element: <p>Traveller home</p> },
  { path: '/login/admindashboard', element: <p>Admin dashboard</p> },
];
const open = (url = '/reset-password?token=abc123') => renderPage(<ResetPasswordPage />, { path: '/reset-password', url, routes: home });
const traveller = { _id: '6f1c1a52-5d7e-4c1e-9a51-3f2f3c1d9b10', username: 'asha', firstname: 'Asha', lastname: 'Verma', role: 'traveller' };

async function choose(password: string, confirmation = password) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('New password'), password);
  if (confirmation) await user.type(screen.getByLabelText('Confirm new password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
}

describe('Reset password', () => {
  it('sends the token and the new password, keeps the session answered and goes home', async () => {
    const token = fakeToken('traveller');
    const calls = mockApi({ 'POST /api/user/password/reset': { body: { token, message: 'Your password has been changed.', user: traveller } } });
    const { router } = open();
    await choose('a-brand-new-secret-7');
    expect(await screen.findByText('Traveller home')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login/userdashboard');
    expect(localStorage.getItem('token')).toBe(token);
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/user/password/reset', body: { token: 'abc123', password: 'a-brand-new-secret-7' } });
  });

  it('shows and hides each password', async () => {
    open();
    const user = userEvent.setup();
    const [showNew] = screen.getAllByRole('button', { name: 'Show password' });
    await user.click(showNew!);
    expect(screen.getByLabelText('New password')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(screen.getByLabelText('New password')).toHaveAttribute('type', 'password');
  });

  it('marks a confirmation that differs, and a password too short, and sends nothing', async () => {
    const calls = mockApi({});
    open();
    await choose('a-brand-new-secret-7', 'a-brand-new-secret-8');
    await waitFor(() => expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription('Passwords do not match.'));
    expect(screen.getByLabelText('Confirm new password')).toHaveFocus();
    await userEvent.setup().clear(screen.getByLabelText('New password'));
    await choose('short', '');
    await waitFor(() => expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('Password must be at least 8 characters.'));
    expect(calls).toEqual([]);
  });

  it("shows the server's message for a used or expired link, with a way to ask again", async () => {
    mockApi({ 'POST /api/user/password/reset': { status: 400, body: { message: 'This password reset link is invalid, used or expired. Please ask for a new one.' } } });
    open();
    await choose('a-brand-new-secret-7');
    expect(await screen.findByRole('alert')).toHaveTextContent('This password reset link is invalid, used or expired.');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('says the link is needed when the address has no token', () => {
    open('/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent('This page needs the link from your email.');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});
