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

  it("shows today at a glance: departures with check-ins, decisions waiting, payments, and revenue as a table", async () => {
    const byDay = Array.from({ length: 30 }, (_, index) => {
      const date = new Date(Date.UTC(2026, 10, 25 - 29 + index)).toISOString().slice(0, 10);
      return { date, paid: 0, refunded: 0, net: 0 };
    });
    byDay[29] = { date: '2026-11-25', paid: 21000, refunded: 3500, net: 17500 };
    const today = {
      date: '2026-11-25',
      departures: [
        { tourId: 't1', tourTitle: 'Tiger Hill Sunrise', date: '2026-11-25', startTime: '04:30', seatsSold: 5, checkedIn: 2 },
        { tourId: 't2', tourTitle: 'Ganga Aarti Walk', date: '2026-11-26', startTime: '17:00', seatsSold: 4, checkedIn: 0 },
      ],
      awaitingDecision: {
        count: 7,
        first: [{ _id: 'b1', reference: 'YT-CFXK-PZB9', tourTitle: 'Hampi Ruins by Bicycle', fullName: 'Lalitha Iyer', bookingDate: '2026-12-02', numPeople: 2, createdAt: '2026-11-20T10:00:00.000Z' }],
      },
      paymentsNeedingAttention: 2,
      revenue: { from: '2026-10-27', to: '2026-11-25', byDay, byTour: [{ tourId: 't1', tourTitle: 'Tiger Hill Sunrise', paid: 21000, refunded: 3500, net: 17500 }] },
    };
    mockApi({ 'GET /api/admin/dashboard': { body: { ...dashboard, today } } });
    renderPage(<DashboardPage />, { path: '/login/admindashboard' });

    const section = within(await screen.findByRole('region', { name: /Today at a glance/ }));
    expect(section.getByText('Tiger Hill Sunrise', { selector: 'span' })).toBeInTheDocument();
    expect(section.getByText('Starts 04:30')).toBeInTheDocument();
    expect(section.getByText('5 seats sold · 2 checked in')).toBeInTheDocument();
    expect(section.getByText('4 seats sold · 0 checked in')).toBeInTheDocument();
    expect(section.getByText('7')).toBeInTheDocument();
    expect(section.getByText('YT-CFXK-PZB9')).toBeInTheDocument();
    expect(section.getByRole('link', { name: '2 payments need attention' })).toHaveAttribute('href', '/admindashboard/payments');

    // The chart is for the eye; the same figures are tables.
    const byDayTable = within(section.getByRole('table', { name: 'Revenue by day' }));
    expect(byDayTable.getAllByRole('row')).toHaveLength(31);
    expect(byDayTable.getByRole('row', { name: /25 Nov 2026 ₹21,000 ₹3,500 ₹17,500/ })).toBeInTheDocument();
    const byTour = within(section.getByRole('table', { name: 'By tour' }));
    expect(byTour.getByRole('row', { name: /Tiger Hill Sunrise ₹21,000 ₹3,500 ₹17,500/ })).toBeInTheDocument();
  });

  it('says when nothing leaves today or tomorrow, and still shows the totals from a server without today', async () => {
    mockApi({ 'GET /api/admin/dashboard': { body: dashboard } });
    renderPage(<DashboardPage />, { path: '/login/admindashboard' });
    expect(await screen.findByText('Total Users')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Today at a glance/ })).toBeNull();
  });
});
