import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeToken, mockApi, renderPage } from '../../../../test/render.tsx';
import AdminRegisterPage from './admin-register-page.tsx';

const dashboard = [{ path: '/login/admindashboard', element: <p>Admin dashboard</p> }];

async function register(confirm = 'admin-pass-123') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Name'), 'Ravi Kumar');
  await user.type(screen.getByLabelText('Email'), 'ravi@yatrika.in');
  await user.type(screen.getByLabelText('Password'), 'admin-pass-123');
  await user.type(screen.getByLabelText('Confirm password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Register' }));
}

describe('Admin register page', () => {
  it("says 'Passwords do not match' and calls nobody when the passwords differ", async () => {
    const calls = mockApi({});
    renderPage(<AdminRegisterPage />, { path: '/register/admin' });
    await register('something-else');
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('creates the first administrator, signs them in and opens the dashboard', async () => {
    const calls = mockApi({ 'POST /api/admin/register': { status: 201, body: { token: 'first-admin', message: 'Administrator created.' } } });
    const { router } = renderPage(<AdminRegisterPage />, { path: '/register/admin', routes: dashboard });
    await register();
    expect(await screen.findByText('Admin dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login/admindashboard');
    expect(localStorage.getItem('token')).toBe('first-admin');
    expect(calls[0]).toMatchObject({ url: '/api/admin/register', body: { name: 'Ravi Kumar', email: 'ravi@yatrika.in', password: 'admin-pass-123' } });
    expect(calls[0]!.headers.Authorization).toBeUndefined();
  });

  it('lets a signed-in administrator add a colleague and stay signed in as themselves', async () => {
    const own = fakeToken('admin');
    localStorage.setItem('token', own);
    const calls = mockApi({ 'POST /api/admin/register': { status: 201, body: { token: 'colleague', message: 'Administrator created.' } } });
    renderPage(<AdminRegisterPage />, { path: '/register/admin', routes: dashboard });
    await register();
    expect(await screen.findByRole('status')).toHaveTextContent('Administrator created.');
    expect(calls[0]!.headers.Authorization).toBe(`Bearer ${own}`);
    expect(localStorage.getItem('token')).toBe(own);
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it("shows the server's message when an administrator already exists", async () => {
    mockApi({
      'POST /api/admin/register': {
        status: 403,
        body: { message: 'An administrator already exists. Ask an administrator to create your account.' },
      },
    });
    renderPage(<AdminRegisterPage />, { path: '/register/admin', routes: dashboard });
    await register();
    expect(await screen.findByRole('alert')).toHaveTextContent('An administrator already exists. Ask an administrator to create your account.');
    expect(localStorage.getItem('token')).toBeNull();
  });
});
