import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { settlementSummary, type Settlement } from '@yatrika/contract/settlement';
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

/** What deleting a traveller would settle, as the server says it. */
const settlement = (bookings: number, refundAmount = 0): Settlement => ({
  bookings,
  paidBookings: refundAmount > 0 ? bookings : 0,
  refundAmount,
  message: settlementSummary(bookings, refundAmount),
});
const settlementOf = (traveller: { _id: string }) => `GET /api/admin/users/${traveller._id}/settlement`;
const deletes = (calls: ReturnType<typeof mockApi>) => calls.filter((call) => call.method === 'DELETE').map((call) => call.url);

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
    expect(cells).toEqual(['Asha', 'Verma', '@asha.verma', 'asha@demo.yatrika.in', '9876543210', 'Female', '1', '2', 'RecordDelete']);
    // Each traveller's record opens from their row.
    expect(screen.getByRole('link', { name: 'Record of asha.verma' })).toHaveAttribute('href', `/admindashboard/users/${asha._id}`);
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
      [settlementOf(kabir)]: { body: settlement(0) },
      [`DELETE /api/admin/users/${kabir._id}`]: { body: { message: 'User deleted successfully.' } },
    });
    const user = userEvent.setup();
    renderPage(<UsersPage />, { path: '/admindashboard/users' });
    await user.click(await screen.findByRole('button', { name: 'Delete kabir.s' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this user?' });
    expect(dialog).toHaveTextContent('Kabir Singh');
    // Nothing at stake: the dialog reads as it always has.
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete user' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([`/api/admin/users/${kabir._id}`]));
  });

  it('says Failed to delete user. when the delete fails', async () => {
    mockApi({
      'GET /api/admin/users': { body: { users: [asha] } },
      [settlementOf(asha)]: { body: settlement(0) },
      [`DELETE /api/admin/users/${asha._id}`]: { status: 500, body: { message: 'no' } },
    });
    const user = userEvent.setup();
    renderPage(<UsersPage />, { path: '/admindashboard/users' });
    await user.click(await screen.findByRole('button', { name: 'Delete asha.verma' }));
    await user.click(await screen.findByRole('button', { name: 'Delete user' }));
    expect(await screen.findByText('Failed to delete user.')).toBeInTheDocument();
  });

  it('says in the dialog what deleting a traveller with bookings still to come settles, and deletes with confirm=true', async () => {
    const calls = mockApi({
      'GET /api/admin/users': { body: { users: [asha, kabir] } },
      [settlementOf(asha)]: { body: settlement(2, 15000) },
      [`DELETE /api/admin/users/${asha._id}`]: { body: { message: 'User deleted successfully.' } },
    });
    const user = userEvent.setup();
    renderPage(<UsersPage />, { path: '/admindashboard/users' });

    await user.click(await screen.findByRole('button', { name: 'Delete asha.verma' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete this user?' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('2 bookings still to come: they will be cancelled, ₹15,000 refunded in full, and the travellers told.');
    expect(dialog.getByText('Asha Verma')).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Delete user' })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Keep it' }));
    expect(deletes(calls)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete asha.verma' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel 2 bookings and delete' }));
    await waitFor(() => expect(deletes(calls)).toEqual([`/api/admin/users/${asha._id}?confirm=true`]));
  });

  it('shows the server sentence and asks again when a booking arrived after the check', async () => {
    const calls = mockApi({
      'GET /api/admin/users': { body: { users: [kabir] } },
      [settlementOf(kabir)]: { body: settlement(0) },
      [`DELETE /api/admin/users/${kabir._id}`]: ({ url }) =>
        url.endsWith('?confirm=true')
          ? { body: { message: 'User deleted successfully.' } }
          : { status: 409, body: { message: '1 booking still to come: it will be cancelled, ₹7,500 refunded in full, and the traveller told. Confirm to go ahead.' } },
    });
    const user = userEvent.setup();
    renderPage(<UsersPage />, { path: '/admindashboard/users' });

    await user.click(await screen.findByRole('button', { name: 'Delete kabir.s' }));
    await user.click(await screen.findByRole('button', { name: 'Delete user' }));
    const again = within(await screen.findByRole('dialog', { name: 'Delete this user?' }));
    expect(await again.findByRole('alert')).toHaveTextContent('1 booking still to come: it will be cancelled, ₹7,500 refunded in full, and the traveller told. Confirm to go ahead.');
    // The fresh check still sees nothing (the booking came and went): the button names no count.
    await user.click(again.getByRole('button', { name: 'Cancel bookings and delete' }));
    await waitFor(() => expect(deletes(calls)).toEqual([`/api/admin/users/${kabir._id}`, `/api/admin/users/${kabir._id}?confirm=true`]));
    expect(screen.queryByText('Failed to delete user.')).not.toBeInTheDocument();
  });

  it('says so above the table, and deletes nothing, when the check fails', async () => {
    const calls = mockApi({
      'GET /api/admin/users': { body: { users: [asha] } },
      [settlementOf(asha)]: { status: 500, body: {} },
    });
    const user = userEvent.setup();
    renderPage(<UsersPage />, { path: '/admindashboard/users' });
    await user.click(await screen.findByRole('button', { name: 'Delete asha.verma' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not check the bookings still to come. Please try again.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deletes(calls)).toEqual([]);
    expect(screen.getByRole('button', { name: 'Delete asha.verma' })).toBeEnabled();
  });
});
