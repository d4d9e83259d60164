import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderPage } from '../../../../test/render.tsx';
import SignupPage from './signup-page.tsx';

const home = [{ path: '/login/userdashboard', element: <p>Traveller home</p> }];

async function fillAndSubmit() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('First name'), 'Meera');
  await user.type(screen.getByLabelText('Last name'), 'Nair');
  await user.type(screen.getByLabelText('Username'), 'meera.n');
  await user.type(screen.getByLabelText('Email'), 'meera@example.in');
  await user.type(screen.getByLabelText('Phone'), '9876543210');
  await user.selectOptions(screen.getByLabelText('Gender'), 'Female');
  await user.type(screen.getByLabelText('Password'), 'long-enough-1');
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

describe('Signup page', () => {
  it('has every field, the gender choices with "Select Gender" first, a Next button and a link to login', () => {
    renderPage(<SignupPage />, { path: '/signup' });
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    const gender = screen.getByLabelText('Gender');
    expect(gender).toHaveValue('');
    expect([...gender.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['Select Gender', 'Male', 'Female', 'Other']);
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('registers, stores the token and goes to the traveller home', async () => {
    const calls = mockApi({ 'POST /api/user/register': { status: 201, body: { token: 'new-token', message: 'Account created.' } } });
    const { router } = renderPage(<SignupPage />, { path: '/signup', routes: home });
    await fillAndSubmit();
    expect(await screen.findByText('Traveller home')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login/userdashboard');
    expect(localStorage.getItem('token')).toBe('new-token');
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/user/register',
      body: {
        firstname: 'Meera',
        lastname: 'Nair',
        username: 'meera.n',
        email: 'meera@example.in',
        phone: '9876543210',
        gender: 'Female',
        password: 'long-enough-1',
      },
    });
  });

  it("shows the server's message", async () => {
    mockApi({ 'POST /api/user/register': { status: 409, body: { message: 'An account with this email already exists.' } } });
    renderPage(<SignupPage />, { path: '/signup', routes: home });
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists.');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("says 'Signup failed.' when the server gives no message", async () => {
    mockApi({ 'POST /api/user/register': { status: 502, body: {} } });
    renderPage(<SignupPage />, { path: '/signup' });
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Signup failed\.$/);
  });

  it('names each wrong field under it on submit, in the server\'s words, and sends nothing', async () => {
    const calls = mockApi({});
    renderPage(<SignupPage />, { path: '/signup' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'meera@');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const firstName = screen.getByLabelText('First name');
    await waitFor(() => expect(firstName).toHaveAttribute('aria-invalid', 'true'));
    expect(firstName).toHaveFocus();
    expect(firstName).toHaveAccessibleDescription('First name is required.');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email must be a valid email address.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password must be at least 8 characters.');
    expect(screen.getByLabelText('Gender')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
  });

  it('shows and hides the password', async () => {
    renderPage(<SignupPage />, { path: '/signup' });
    const user = userEvent.setup();
    const password = screen.getByLabelText('Password');
    await user.type(password, 'monsoon-trails-7');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });
});
