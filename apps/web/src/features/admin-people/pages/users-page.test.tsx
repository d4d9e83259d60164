import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeToken, mockApi, renderPage } from '../../../../test/render.tsx';
import { aUser } from '../../../../test/admin-fixtures.ts';
import UsersPage from './users-page.tsx';

const asha = aUser({
  firstname: 'Asha',
  lastname: 'Verma',
  username: 'asha.verma',
  email: 'asha@demo.yatrika.in',
  phone: '9876543210',
  gender: 'Female',
  bookings: [{ _id: '00000000-0000-4000-8000-000000000901', tourTitle: 'Goa', status: 'booked', bookingDate: '2027-01-01', createdAt: '2026-11-01T00:00:00Z' }],
  reviews: [
    { _id: '00000000-0000-4000-8000-000000000902', tourName: 'Goa', rating: 5, createdAt: '2026-11-01T00:00:00Z' },
    { _id: '00000000-0000-4000-8000-000000000903', tourName: 'Agra', rating: 4, createdAt: '2026-11-01T00:00:00Z' },
  ],
});
const kabir = aUser({ firstname: 'Kabir', lastname: 'Singh', username: 'kabir.s', email: 'kabir@example.com', gender: 'Male' });

const rows = () => screen.getAllByRole('row').slice(1);
const names = () => rows().map((row) => within(row).getAllByRole('cell')[0]?.textContent);
const search = () => screen.getByRole('searchbox', { name: 'Search users' });

beforeEach(() => localStorage.setItem('token', fakeToken('admin')));

describe('admin users', () => {
  it('lists every traveller in the spec columns with their bookings and reviews counts', async () => {
    mockApi({ 'GET /api/admin/users': { body: { users: [asha, kabir] } } });
    renderPage(<UsersPage />, { path: '/admindashboard/users' });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    await screen.findByText('asha@demo.yatrika.in');

    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'First Name',
      'Last Name',
      'Username',
      'Email',
      'Phone',
      'Gender',
      'Bookings',
      'Reviews',
      'Action',
    ]);
    const cells = within(rows()[0] as HTMLElement).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells).toEqual(['Asha', 'Verma', '@asha.verma', 'asha@demo.yatrika.in', '9876543210', 'Female', '1', '2', 'Delete']);
  });

  it('filters by full name, username or email as the admin types, and says No users found.', async () => {
    mockApi({ 'GET /api/admin/users': { body: { users: [asha, kabir] } } });
    const user = userEvent.setup();
    renderPage(<UsersPage />, { path: '/admindashboard/users' });
    await screen.findByText('asha@demo.yatrika.in');

    await user.type(search(), 'kabir singh');
    expect(names()).toEqual(['Kabir']);
    await user.clear(search());
    await user.type(search(), 'ASHA.V');
    expect(names()).toEqual(['Asha']);
    await user.clear(search());
    await user.type(search(), 'example.com');
    expect(names()).toEqual(['Kabir']);
    await user.clear(search());
    await user.type(search(), 'nobody');
    expect(screen.getByRole('cell', { name: 'No users found.' })).toBeInTheDocument();
  });

  it('says No users found. when there are none', async () => {
    mockApi({ 'GET /api/admin/users': { body: { users: [] } } });
    renderPage(<UsersPage />, { path: '/admindashboard/users' });
    expect(await screen.findByText('No users found.')).toBeInTheDocument();
  });

  it('says Failed to fetch users. when the list cannot load', async () => {
    mockApi({ 'GET /api/admin/users': { status: 500, body: { message: 'down' } } });
    renderPage(<UsersPage />, { path: '/admindashboard/users' });
    expect(await screen.findByText('Failed to fetch users.')).toBeInTheDocument();
  });

  it('asks before deleting a user, then deletes them', async () => {
    const calls = mockApi({
      'GET /api/admin/users': { body: { users: [asha, kabir] } },
      [`DELETE /api/admin/users/${kabir._id}`]: { body: { message: 'User deleted successfully.' } },
    });
    const user = userEvent.setup();
    renderPage(<UsersPage />, { path: '/admindashboard/users' });
    await user.click(await screen.findByRole('button', { name: 'Delete kabir.s' }));
    expect(screen.getByRole('dialog', { name: 'Delete this user?' })).toHaveTextContent('Kabir Singh');
    await user.click(screen.getByRole('button', { name: 'Delete user' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([`/api/admin/users/${kabir._id}`]));
  });

  it('says Failed to delete user. when the delete fails', async () => {
    mockApi({
      'GET /api/admin/users': { body: { users: [asha] } },
      [`DELETE /api/admin/users/${asha._id}`]: { status: 500, body: { message: 'no' } },
    });
    const user = userEvent.setup();
    renderPage(<UsersPage />, { path: '/admindashboard/users' });
    await user.click(await screen.findByRole('button', { name: 'Delete asha.verma' }));
    await user.click(screen.getByRole('button', { name: 'Delete user' }));
    expect(await screen.findByText('Failed to delete user.')).toBeInTheDocument();
  });
});
