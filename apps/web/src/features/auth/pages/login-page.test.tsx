import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderPage } from '../../../../test/render.tsx';
import { publicTourMessages } from '@yatrika/contract/public-tour-messages';
import LoginPage from './login-page.tsx';

const home = [{ path: '/login/userdashboard', element: <p>Traveller home</p> }];

async function logIn(email = 'asha@demo.yatrika.in', password = 'yatrika-demo-1') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('Login page', () => {
  it('has an email field, a password field, a Login button and a link to register', () => {
    renderPage(<LoginPage />, { path: '/login' });
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
  });

  it("says why a visitor was sent from a tour's Book, and keeps the reason and the way back on the link to sign up", () => {
    renderPage(<LoginPage />, { path: '/login', url: '/login?next=%2Fdashboard%2Fbooknow%2Ft1&why=book' });
    expect(screen.getByRole('status')).toHaveTextContent(publicTourMessages.loginToBook);
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup?next=%2Fdashboard%2Fbooknow%2Ft1&why=book');
  });

  it('says nothing for a reason it does not know', () => {
    renderPage(<LoginPage />, { path: '/login', url: '/login?next=%2Fdashboard&why=%3Cb%3Ehi' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('stores the token under "token" and goes to the traveller home', async () => {
    const calls = mockApi({ 'POST /api/user/login': { body: { token: 'traveller-token', message: 'Logged in.' } } });
    const { router } = renderPage(<LoginPage />, { path: '/login', routes: home });
    await logIn();
    expect(await screen.findByText('Traveller home')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login/userdashboard');
    expect(localStorage.getItem('token')).toBe('traveller-token');
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/user/login', body: { email: 'asha@demo.yatrika.in', password: 'yatrika-demo-1' } });
    expect(calls[0]!.headers.Authorization).toBeUndefined();
  });

  it("shows the server's message in red under the form", async () => {
    mockApi({ 'POST /api/user/login': { status: 401, body: { message: 'Invalid email or password.' } } });
    renderPage(<LoginPage />, { path: '/login', routes: home });
    await logIn('asha@demo.yatrika.in', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.queryByText('Traveller home')).not.toBeInTheDocument();
  });

  it("says 'Login failed.' when the server gives no message", async () => {
    mockApi({ 'POST /api/user/login': { status: 500, body: {} } });
    renderPage(<LoginPage />, { path: '/login' });
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Login failed\.$/);
  });

  it("marks empty fields in the server's own words, puts the cursor in the first and sends nothing", async () => {
    const calls = mockApi({ 'POST /api/user/login': { status: 400, body: { message: 'Email is required.' } } });
    renderPage(<LoginPage />, { path: '/login' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Login' }));
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('Email is required.');
    expect(email).toHaveFocus();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required.');
    expect(calls).toEqual([]);
  });

  it('says what is wrong with a field as soon as it is left, and clears it once corrected', async () => {
    renderPage(<LoginPage />, { path: '/login' });
    const user = userEvent.setup();
    const email = screen.getByLabelText('Email');
    await user.type(email, 'asha@');
    await user.tab();
    await waitFor(() => expect(email).toHaveAccessibleDescription('Email must be a valid email address.'));
    await user.type(email, 'demo.yatrika.in');
    await waitFor(() => expect(email).not.toHaveAttribute('aria-invalid'));
  });

  it('goes back to the page that sent the visitor here (?next=), and carries it on to signup', async () => {
    mockApi({ 'POST /api/user/login': { body: { token: 'traveller-token', message: 'Logged in.' } } });
    const tourPage = [{ path: '/dashboard/booknow/:tourId', element: <p>The chosen tour</p> }, ...home];
    const { router } = renderPage(<LoginPage />, { path: '/login', url: '/login?next=%2Fdashboard%2Fbooknow%2Ft1', routes: tourPage });
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup?next=%2Fdashboard%2Fbooknow%2Ft1');
    await logIn();
    expect(await screen.findByText('The chosen tour')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/booknow/t1');
  });

  it('comes back to the booking form with the date, start time and party its address carries', async () => {
    mockApi({ 'POST /api/user/login': { body: { token: 'traveller-token', message: 'Logged in.' } } });
    const bookingForm = '/dashboard/booknow/t1?date=2026-12-05&time=15%3A00&adult=2&child=1';
    const tourPage = [{ path: '/dashboard/booknow/:tourId', element: <p>The chosen tour</p> }, ...home];
    const { router } = renderPage(<LoginPage />, { path: '/login', url: `/login?${new URLSearchParams({ next: bookingForm, why: 'book' })}`, routes: tourPage });
    await logIn();
    expect(await screen.findByText('The chosen tour')).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe(bookingForm);
  });

  it('ignores a ?next= that points at another site', async () => {
    mockApi({ 'POST /api/user/login': { body: { token: 'traveller-token', message: 'Logged in.' } } });
    const { router } = renderPage(<LoginPage />, { path: '/login', url: '/login?next=%2F%2Fevil.example', routes: home });
    await logIn();
    expect(await screen.findByText('Traveller home')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login/userdashboard');
  });

  it.each(['%09', '%0A', '%0D', '%20', '%E2%80%A8'])('ignores a ?next= with a control or whitespace character (%s) and goes to the traveller home', async (character) => {
    mockApi({ 'POST /api/user/login': { body: { token: 'traveller-token', message: 'Logged in.' } } });
    const login = [{ path: '/login', element: <p>Still on login</p> }, ...home];
    for (const next of [`%2Flogin${character}`, `%2F${character}%2Fevil.example`]) {
      const { router, unmount } = renderPage(<LoginPage />, { path: '/login', url: `/login?next=${next}`, routes: login });
      expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
      await logIn();
      expect(await screen.findByText('Traveller home')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/login/userdashboard');
      unmount();
      localStorage.clear();
    }
  });
});
