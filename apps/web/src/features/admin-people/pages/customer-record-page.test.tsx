import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { customerMessages, type CustomerMergePreview, type CustomerRecord } from '@yatrika/contract/customers';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeToken, mockApi, renderPage } from '../../../../test/render.tsx';
import { aUser } from '../../../../test/admin-fixtures.ts';
import CustomerRecordPage from './customer-record-page.tsx';

const ashaId = '00000000-0000-4000-8000-0000000000a1';
const duplicate = aUser({ _id: '00000000-0000-4000-8000-0000000000a2', firstname: 'Asha', lastname: 'V', username: 'asha.v2', email: 'asha.v@example.in' });

const record: CustomerRecord = {
  customer: { _id: ashaId, firstname: 'Asha', lastname: 'Verma', username: 'asha.verma', email: 'asha@demo.yatrika.in', phone: '9876543210', gender: 'Female', createdAt: '2026-09-30T19:00:00.000Z' },
  totalSpent: 54000,
  totalRefunded: 12500.5,
  bookings: [
    {
      _id: '00000000-0000-4000-8000-0000000000b1',
      reference: 'YT-7K3M-Q9',
      tourId: '00000000-0000-4000-8000-0000000000c1',
      tourTitle: 'Backwaters of Alleppey',
      bookingDate: '2027-03-05',
      numPeople: 2,
      status: 'canceled',
      totalPrice: 12500.5,
      paid: 12500.5,
      refunded: 12500.5,
      createdAt: '2026-11-01T10:00:00.000Z',
    },
  ],
  reviews: [{ _id: '00000000-0000-4000-8000-0000000000d1', tourId: '00000000-0000-4000-8000-0000000000c2', tourName: 'Hampi by Bicycle', rating: 4, comment: 'Boulders at sunset.', createdAt: '2026-11-02T10:00:00.000Z' }],
  notes: [{ _id: '00000000-0000-4000-8000-0000000000e1', text: 'Prefers a window seat.', author: 'Priya Nair', createdAt: '2026-11-03T04:30:00.000Z' }],
};

const url = `/admindashboard/users/${ashaId}`;
const recordKey = `GET /api/admin/users/${ashaId}/record`;
const render = () => renderPage(<CustomerRecordPage />, { path: '/admindashboard/users/:userId', url });

beforeEach(() => localStorage.setItem('token', fakeToken('admin')));

describe("a traveller's record", () => {
  it('shows the totals, each booking with its money and a link to it, the reviews and the notes with author and time', async () => {
    mockApi({ [recordKey]: { body: record }, 'GET /api/admin/users': { body: { users: [] } } });
    render();
    expect(await screen.findByRole('heading', { name: 'Asha Verma' })).toBeInTheDocument();
    expect(screen.getByText('₹54,000')).toBeInTheDocument();
    expect(screen.getByText('₹41,499.50')).toBeInTheDocument();
    const booking = screen.getByRole('link', { name: 'Backwaters of Alleppey' });
    expect(booking).toHaveAttribute('href', '/admindashboard/bookings?query=YT-7K3M-Q9');
    expect(screen.getByText(/March 5, 2027 · 2 people · Booking YT-7K3M-Q9/)).toBeInTheDocument();
    expect(screen.getByText('₹12,500.50 · paid ₹12,500.50 · refunded ₹12,500.50')).toBeInTheDocument();
    expect(screen.getByText('Hampi by Bicycle')).toBeInTheDocument();
    // Joined late on September 30 in UTC: October 1 in India.
    expect(screen.getByText('October 1, 2026')).toBeInTheDocument();
    const notes = screen.getByRole('list', { name: 'Notes' });
    expect(within(notes).getByText('Prefers a window seat.')).toBeInTheDocument();
    expect(within(notes).getByText('Priya Nair, November 3, 2026 at 10:00 AM IST')).toBeInTheDocument();
  });

  it('adds a note and reads the record again; a blank note is not sent', async () => {
    let notes = record.notes;
    const calls = mockApi({
      [recordKey]: () => ({ body: { ...record, notes } }),
      'GET /api/admin/users': { body: { users: [] } },
      [`POST /api/admin/users/${ashaId}/notes`]: ({ body }) => {
        notes = [{ _id: '00000000-0000-4000-8000-0000000000e2', text: (body as { text: string }).text, author: 'Priya Nair', createdAt: '2026-11-04T04:30:00.000Z' }, ...notes];
        return { status: 201, body: { message: customerMessages.noteAdded, note: notes[0] } };
      },
    });
    const user = userEvent.setup();
    render();
    await screen.findByRole('heading', { name: 'Asha Verma' });
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Note is required.');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.type(screen.getByLabelText('New note'), 'Vegetarian meals, please.');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText(customerMessages.noteAdded)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ text: 'Vegetarian meals, please.' });
    expect(await within(screen.getByRole('list', { name: 'Notes' })).findByText('Vegetarian meals, please.')).toBeInTheDocument();
    expect(screen.getByLabelText('New note')).toHaveValue('');
  });

  it('says what a merge will move before confirming, then merges the duplicate picked', async () => {
    const preview: CustomerMergePreview = {
      duplicate: { _id: duplicate._id, firstname: 'Asha', lastname: 'V', username: 'asha.v2', email: 'asha.v@example.in' },
      moves: { bookings: 2, reviews: 1, reviewsDropped: 1, wishlist: 3, moments: 1, notes: 0 },
    };
    const calls = mockApi({
      [recordKey]: { body: record },
      'GET /api/admin/users': { body: { users: [aUser({ _id: ashaId }), duplicate] } },
      [`GET /api/admin/users/${ashaId}/merge`]: { body: preview },
      [`POST /api/admin/users/${ashaId}/merge`]: { body: { message: customerMessages.merged('Asha V'), moved: preview.moves } },
    });
    const user = userEvent.setup();
    render();
    await screen.findByRole('heading', { name: 'Asha Verma' });
    const picker = screen.getByLabelText('Duplicate record');
    await waitFor(() => expect(within(picker).getAllByRole('option')).toHaveLength(2));
    // The record kept is not offered as its own duplicate.
    expect(within(picker).queryByText(/@asha\.verma/)).not.toBeInTheDocument();
    await user.selectOptions(picker, duplicate._id);
    await user.click(screen.getByRole('button', { name: 'Review merge' }));

    const confirmation = await screen.findByRole('region', { name: 'Merge to confirm' });
    expect(confirmation).toHaveTextContent('2 bookings, 1 review, 3 wishlist tours, 1 moment and 0 notes will move from Asha V (@asha.v2) to Asha Verma.');
    expect(confirmation).toHaveTextContent("1 review is of a tour Asha Verma reviewed too: Asha Verma's own review stays and that one goes.");
    expect(confirmation).toHaveTextContent('The account asha.v@example.in will be closed.');
    expect(calls.find((call) => call.url.startsWith(`/api/admin/users/${ashaId}/merge?`))?.url).toBe(`/api/admin/users/${ashaId}/merge?duplicateId=${duplicate._id}`);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.click(within(confirmation).getByRole('button', { name: 'Merge records' }));
    expect(await screen.findByText(customerMessages.merged('Asha V'))).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ duplicateId: duplicate._id });
  });

  it("shows the server's refusal of a merge", async () => {
    mockApi({
      [recordKey]: { body: record },
      'GET /api/admin/users': { body: { users: [duplicate] } },
      [`GET /api/admin/users/${ashaId}/merge`]: { status: 409, body: { message: customerMessages.alreadyMerged } },
    });
    const user = userEvent.setup();
    render();
    await screen.findByRole('heading', { name: 'Asha Verma' });
    await waitFor(() => expect(within(screen.getByLabelText('Duplicate record')).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(screen.getByLabelText('Duplicate record'), duplicate._id);
    await user.click(screen.getByRole('button', { name: 'Review merge' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(customerMessages.alreadyMerged);
    expect(screen.queryByRole('region', { name: 'Merge to confirm' })).not.toBeInTheDocument();
  });

  it('says so when the record does not exist', async () => {
    mockApi({ [recordKey]: { status: 404, body: { message: customerMessages.notFound } }, 'GET /api/admin/users': { body: { users: [] } } });
    render();
    expect(await screen.findByText(/does not exist/)).toBeInTheDocument();
  });
});
