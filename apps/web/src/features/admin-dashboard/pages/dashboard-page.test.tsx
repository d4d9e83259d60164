import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeToken, mockApi, renderPage } from '../../../../test/render.tsx';
import { aTour, aUser } from '../../../../test/admin-fixtures.ts';
import DashboardPage from './dashboard-page.tsx';

const dashboard = {
  totalUsers: 4,
  totalTours: 26,
  totalBookings: 3,
  totalReviews: 16,
  recentTours: [aTour({ title: 'Hampta Pass Trek', location: 'Manali, Himachal Pradesh', pricePerPerson: 10500 })],
  recentUsers: [aUser({ firstname: 'Kabir', lastname: 'Singh', username: 'kabir.singh', email: 'kabir@demo.yatrika.in' })],
};

beforeEach(() => localStorage.setItem('token', fakeToken('admin')));

describe('admin dashboard', () => {
  it('shows Loading... and then the greeting, the four totals and the newest tours and users', async () => {
    const calls = mockApi({ 'GET /api/admin/dashboard': { body: dashboard } });
    renderPage(<DashboardPage />, { path: '/login/admindashboard' });

    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('Total Users')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Admin' })).toBeInTheDocument();
    const totals = within(screen.getByRole('list', { name: 'Totals' }));
    expect(totals.getByRole('link', { name: /Total Users\s*4/ })).toBeInTheDocument();
    expect(totals.getByRole('link', { name: /Total Tours\s*26/ })).toBeInTheDocument();
    expect(totals.getByRole('link', { name: /Total Bookings\s*3/ })).toBeInTheDocument();
    expect(totals.getByRole('link', { name: /Total Reviews\s*16/ })).toBeInTheDocument();

    expect(screen.getByRole('heading', { name: 'Recently Added Tours' })).toBeInTheDocument();
    expect(screen.getByText('Hampta Pass Trek')).toBeInTheDocument();
    expect(screen.getByText('₹10,500')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Recently Added Users' })).toBeInTheDocument();
    expect(screen.getByText('Kabir Singh')).toBeInTheDocument();
    expect(calls[0]?.headers.Authorization).toMatch(/^Bearer /);
  });

  it.each([
    [3, 'bg-red-100'],
    [0, 'bg-emerald-100'],
  ])('counts the payments needing attention (%i) and leads to the Payments screen', async (needingAttention, tone) => {
    mockApi({ 'GET /api/admin/dashboard': { body: dashboard }, 'GET /api/admin/payments/attention': { body: { needingAttention, lastRun: null } } });
    renderPage(<DashboardPage />, { path: '/admindashboard' });
    const totals = within(await screen.findByRole('list', { name: 'Totals' }));
    const link = await totals.findByRole('link', { name: new RegExp(`Payments needing attention\\s*${needingAttention}`) });
    expect(link).toHaveAttribute('href', '/admindashboard/payments');
    expect(link.querySelector('[aria-hidden="true"]')).toHaveClass(tone);
  });

  it('shows a dash, not a zero, when the payments count cannot be read', async () => {
    mockApi({ 'GET /api/admin/dashboard': { body: dashboard }, 'GET /api/admin/payments/attention': { status: 500, body: {} } });
    const { queryClient } = renderPage(<DashboardPage />, { path: '/admindashboard' });
    const link = await screen.findByRole('link', { name: /Payments needing attention/ });
    await waitFor(() => expect(queryClient.getQueryState(['admin', 'payments', 'attention'])?.status).toBe('error'));
    expect(link).toHaveTextContent('Payments needing attention—');
  });

  it('says when there are no tours and no users yet', async () => {
    mockApi({ 'GET /api/admin/dashboard': { body: { ...dashboard, recentTours: [], recentUsers: [] } } });
    renderPage(<DashboardPage />, { path: '/admindashboard' });
    expect(await screen.findByText('No tours available.')).toBeInTheDocument();
    expect(screen.getByText('No users available.')).toBeInTheDocument();
  });

  it('shows the spec error when the dashboard cannot load', async () => {
    mockApi({ 'GET /api/admin/dashboard': { status: 500, body: { message: 'boom' } } });
    renderPage(<DashboardPage />, { path: '/admindashboard' });
    expect(await screen.findByText('Failed to load dashboard data. Please try again later.')).toBeInTheDocument();
    expect(screen.queryByText('Total Users')).not.toBeInTheDocument();
  });

  it('says No data available. when the answer holds no totals', async () => {
    mockApi({ 'GET /api/admin/dashboard': { body: {} } });
    renderPage(<DashboardPage />, { path: '/admindashboard' });
    expect(await screen.findByText('No data available.')).toBeInTheDocument();
  });

  it.each(['/login/admindashboard', '/signup/admindashboard', '/admindashboard'])('highlights Dashboard in the menu at %s', async (path) => {
    mockApi({ 'GET /api/admin/dashboard': { body: dashboard } });
    renderPage(<DashboardPage />, { path });
    const menu = within(screen.getByRole('navigation', { name: 'Admin menu' }));
    expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(menu.getByRole('link', { name: 'Tours' })).not.toHaveAttribute('aria-current');
    await screen.findByText('Total Users');
  });

  it('has a footer with link columns and an email sign-up box', async () => {
    mockApi({ 'GET /api/admin/dashboard': { body: dashboard } });
    renderPage(<DashboardPage />, { path: '/admindashboard' });
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('heading', { name: 'Company' })).toBeInTheDocument();
    expect(footer.getByRole('heading', { name: 'Support' })).toBeInTheDocument();
    expect(footer.getByRole('textbox', { name: 'Get operator updates' })).toHaveAttribute('type', 'email');
    expect(footer.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
    await screen.findByText('Total Users');
  });
});
