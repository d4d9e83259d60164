import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderPage } from '../../../../test/render.tsx';
import LoginPage from './login-page.tsx';
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

  it('says what each field is for under it, that every field is required, and that Next is the last step', () => {
    renderPage(<SignupPage />, { path: '/signup' });
    expect(screen.getByText('All fields are required.')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('Fills in the lead traveller on your bookings.');
    expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription('Printed with your first name on your tickets.');
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('Shown beside your reviews and moments.');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('You log in with it; booking confirmations and tickets come here.');
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription('Fills in your bookings, so the operator can reach you on the day.');
    expect(screen.getByLabelText('Gender')).toHaveAccessibleDescription('Shown on your profile only.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('At least 8 characters.');
    // The spec's label stays; the line beside it says there is nothing after it.
    expect(screen.getByRole('button', { name: 'Next' })).toHaveAccessibleDescription('This is the last step: Next creates your account.');
  });

  it('says the last step takes a visitor who was booking back to their booking', () => {
    renderPage(<SignupPage />, { path: '/signup', url: '/signup?next=%2Fdashboard%2Fbooknow%2Ft1&why=book' });
    expect(screen.getByRole('button', { name: 'Next' })).toHaveAccessibleDescription(
      'This is the last step: Next creates your account and takes you back to your booking.',
    );
  });

  it("a hint gives way to the field's error, and comes back once it is right", async () => {
    mockApi({});
    renderPage(<SignupPage />, { path: '/signup' });
    const user = userEvent.setup();
    const email = screen.getByLabelText('Email');
    await user.type(email, 'meera@');
    await user.tab();
    await waitFor(() => expect(email).toHaveAccessibleDescription('Email must be a valid email address.'));
    await user.type(email, 'example.in');
    await waitFor(() => expect(email).toHaveAccessibleDescription('You log in with it; booking confirmations and tickets come here.'));
  });

  it('keeps the date and party chosen on a tour page from login, through the switch to signup, to the booking form', async () => {
    mockApi({ 'POST /api/user/register': { status: 201, body: { token: 'new-token', message: 'Account created.' } } });
    const bookingForm = '/dashboard/booknow/t1?date=2026-12-05&time=09%3A00&adult=2&child=1';
    const { router } = renderPage(<LoginPage />, {
      path: '/login',
      url: `/login?${new URLSearchParams({ next: bookingForm, why: 'book' })}`,
      routes: [
        { path: '/signup', element: <SignupPage /> },
        { path: '/dashboard/booknow/:tourId', element: <p>Booking form</p> },
      ],
    });
    await userEvent.click(screen.getByRole('link', { name: 'Create an account' }));
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    await fillAndSubmit();
    expect(await screen.findByText('Booking form')).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe(bookingForm);
  });

  it('keeps them on the way back from signup to login too', () => {
    const bookingForm = '/dashboard/booknow/t1?date=2026-12-05&adult=2';
    renderPage(<SignupPage />, { path: '/signup', url: `/signup?${new URLSearchParams({ next: bookingForm, why: 'book' })}` });
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', `/login?${new URLSearchParams({ next: bookingForm, why: 'book' })}`);
  });
});
