import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderPage } from '../../../../test/render.tsx';
import ConfirmEmailPage from './confirm-email-page.tsx';

const open = (url: string) => renderPage(<ConfirmEmailPage />, { path: '/confirm-email', url });

describe('Confirm email', () => {
  it('confirms the address once, on opening, and says which it is now', async () => {
    const calls = mockApi({ 'POST /api/user/email/confirm': { body: { message: 'Your email address has been changed.', email: 'asha.new@example.in' } } });
    open('/confirm-email?token=tok123');
    expect(await screen.findByText('Your email address has been changed. You can now log in with asha.new@example.in.')).toHaveAttribute('role', 'status');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/user/email/confirm', body: { token: 'tok123' } });
  });

  it("shows the server's refusal", async () => {
    mockApi({ 'POST /api/user/email/confirm': { status: 409, body: { message: 'An account with this email already exists.' } } });
    open('/confirm-email?token=tok123');
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists.');
  });

  it('asks for the link when there is no token, and calls nothing', () => {
    const calls = mockApi({});
    open('/confirm-email');
    expect(screen.getByRole('alert')).toHaveTextContent('This page needs the link from your email.');
    expect(calls).toEqual([]);
  });
});
