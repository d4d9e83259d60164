import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderPage } from '../../../../test/render.tsx';
import AdminLoginPage from './admin-login-page.tsx';

const dashboard = [{ path: '/login/admindashboard', element: <p>Admin dashboard</p> }];

describe('Admin login page', () => {
  it('requires both the email and the password before calling the server', async () => {
    const calls = mockApi({});
    renderPage(<AdminLoginPage />, { path: '/login/admin' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('names only the missing field', async () => {
    const user = userEvent.setup();
    mockApi({});
    renderPage(<AdminLoginPage />, { path: '/login/admin' });
    await user.type(screen.getByLabelText('Email'), 'admin@yatrika.in');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.queryByText('Email is required.')).not.toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
  });

  it('stores the token and goes to the admin dashboard', async () => {
    const user = userEvent.setup();
    const calls = mockApi({ 'POST /api/admin/login': { body: { token: 'admin-token' } } });
    const { router } = renderPage(<AdminLoginPage />, { path: '/login/admin', routes: dashboard });
    await user.type(screen.getByLabelText('Email'), 'admin@yatrika.in');
    await user.type(screen.getByLabelText('Password'), 'admin-pass-123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Admin dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login/admindashboard');
    expect(localStorage.getItem('token')).toBe('admin-token');
    expect(calls[0]).toMatchObject({ url: '/api/admin/login', body: { email: 'admin@yatrika.in', password: 'admin-pass-123' } });
  });

  it("shows the server's message, else 'Login failed.'", async () => {
    const user = userEvent.setup();
    let answer: { status: number; body: object } = { status: 401, body: { message: 'Invalid email or password.' } };
    mockApi({ 'POST /api/admin/login': () => answer });
    renderPage(<AdminLoginPage />, { path: '/login/admin' });
    await user.type(screen.getByLabelText('Email'), 'admin@yatrika.in');
    await user.type(screen.getByLabelText('Password'), 'nope-nope');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');

    answer = { status: 500, body: {} };
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Login failed.')).toBeInTheDocument();
  });
});

describe('Admin login with two-step sign-in', () => {
  const asksForCode = { status: 401, body: { message: 'Enter the 6-digit code from your authenticator app.', twoStepRequired: true } };

  async function signInWithPassword(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByLabelText('Email'), 'owner@yatrika.in');
    await user.type(screen.getByLabelText('Password'), 'owner-pass-123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
  }

  it('asks for the code after the password, and can remember this device', async () => {
    const user = userEvent.setup();
    const calls = mockApi({
      'POST /api/admin/login': ({ body }) =>
        (body as { code?: string }).code === '123456'
          ? { body: { token: 'admin-token', message: 'Logged in.', user: {}, rememberedDevice: { token: 'device-token', expiresAt: '2027-01-01T00:00:00.000Z' } } }
          : asksForCode,
    });
    const { router } = renderPage(<AdminLoginPage />, { path: '/login/admin', routes: dashboard });
    await signInWithPassword(user);
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Code'), '123456');
    await user.click(screen.getByLabelText('Remember this device for 30 days'));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Admin dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login/admindashboard');
    expect(calls[1]).toMatchObject({ body: { email: 'owner@yatrika.in', password: 'owner-pass-123', code: '123456', rememberDevice: true } });
    expect(localStorage.getItem('yatrika.rememberedDevices')).toContain('device-token');
  });

  it('signs in with a recovery code instead, and shows a wrong code’s message', async () => {
    const user = userEvent.setup();
    const calls = mockApi({
      'POST /api/admin/login': ({ body }) => {
        const { recoveryCode, code } = body as { recoveryCode?: string; code?: string };
        if (recoveryCode === 'abcde-fghjk') return { body: { token: 'admin-token', message: 'Logged in.', user: {} } };
        if (code) return { status: 401, body: { message: 'That code is not right, or it was used already.', twoStepRequired: true } };
        return asksForCode;
      },
    });
    renderPage(<AdminLoginPage />, { path: '/login/admin', routes: dashboard });
    await signInWithPassword(user);
    await user.type(await screen.findByLabelText('Code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right, or it was used already.');
    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(screen.getByLabelText('Recovery code'), 'abcde-fghjk');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Admin dashboard')).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({ body: { recoveryCode: 'abcde-fghjk', rememberDevice: false } });
  });

  it('sends a remembered device’s token with the password', async () => {
    const user = userEvent.setup();
    localStorage.setItem('yatrika.rememberedDevices', JSON.stringify({ 'owner@yatrika.in': 'device-token' }));
    const calls = mockApi({ 'POST /api/admin/login': { body: { token: 'admin-token', message: 'Logged in.', user: {} } } });
    renderPage(<AdminLoginPage />, { path: '/login/admin', routes: dashboard });
    await signInWithPassword(user);
    expect(await screen.findByText('Admin dashboard')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ body: { rememberedDevice: 'device-token' } });
  });

  it('keeps the date an owner must enrol by, for the banner', async () => {
    const user = userEvent.setup();
    mockApi({ 'POST /api/admin/login': { body: { token: 'admin-token', message: 'Logged in.', user: { twoStep: { enabled: false, required: true, enrolBy: '2026-12-12T10:00:00.000Z' } } } } });
    renderPage(<AdminLoginPage />, { path: '/login/admin', routes: dashboard });
    await signInWithPassword(user);
    expect(await screen.findByText('Admin dashboard')).toBeInTheDocument();
    expect(localStorage.getItem('yatrika.twoStepDue')).toBe('2026-12-12T10:00:00.000Z');
  });
});
