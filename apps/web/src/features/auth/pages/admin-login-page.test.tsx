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
