import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderPage } from '../../../../test/render.tsx';
import LoginPage from './login-page.tsx';
import ForgotPasswordPage from './forgot-password-page.tsx';

const sent = 'If an account uses this email, we have sent it a link to choose a new password. The link works for 30 minutes.';

describe('Forgot password', () => {
  it('is linked from the login page', () => {
    renderPage(<LoginPage />, { path: '/login' });
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
  });

  it("sends the email and shows the server's sentence instead of the form", async () => {
    const calls = mockApi({ 'POST /api/user/password/forgot': { body: { message: sent } } });
    renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'asha@demo.yatrika.in');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(sent);
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/user/password/forgot', body: { email: 'asha@demo.yatrika.in' } });
    expect(calls[0]!.headers.Authorization).toBeUndefined();
  });

  it('marks a wrong email in the field and sends nothing', async () => {
    const calls = mockApi({});
    renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'asha@');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAccessibleDescription('Email must be a valid email address.'));
    expect(email).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it("shows the server's refusal (too many requests) under the form", async () => {
    mockApi({ 'POST /api/user/password/forgot': { status: 429, body: { message: 'Too many password reset requests. Please wait a few minutes and try again.' } } });
    renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'asha@demo.yatrika.in');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many password reset requests.');
  });
});
